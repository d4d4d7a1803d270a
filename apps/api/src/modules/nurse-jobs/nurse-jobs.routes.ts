import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  idParam,
  nurseJobCreateSchema,
  nurseJobSchema,
  nurseJobUpdateSchema,
  okSchema,
  pageQuerySchema,
  rowsAndCount,
  success,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';
import { baseVersion } from '../../lib/version.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { NURSE_JOB_REPEAT } from './nurse-jobs.shape.ts';

const tags = ['nurse jobs'];
const created = success(nurseJobSchema).extend({ message: z.string().optional() });

export const nurseJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = app.services.nurseJobs;

  app.get(
    API.nurseJobs.ofNurse,
    {
      schema: {
        tags,
        summary: "A nurse's jobs ('My Jobs' table), newest first; search by card number or client",
        params: idParam,
        querystring: pageQuerySchema.extend({ search: z.string().trim().max(100).optional() }),
        response: { 200: success(rowsAndCount(nurseJobSchema)) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await jobs.forNurse(req.params.id, req.query.search, req.query.offset, req.query.limit),
    }),
  );

  app.post(
    API.nurseJobs.ofNurse,
    {
      schema: {
        tags,
        summary: 'Book the nurse on a job card; idempotent on idempotency_key',
        params: idParam,
        body: nurseJobCreateSchema,
        response: { 200: created, 201: created },
      },
    },
    async (req, reply) =>
      idempotent(
        app.database.db,
        req,
        reply,
        async () => ({
          status: 201,
          body: {
            status: 'success' as const,
            data: await jobs.create(req.params.id, req.body, actorOf(req)),
          },
        }),
        {
          key: req.body.idempotency_key,
          // SPEC 8: a repeat of the dialog's key creates nothing and says so.
          replay: (_status, body) => ({
            status: 200,
            body: { ...body, message: NURSE_JOB_REPEAT },
          }),
        },
      ),
  );

  app.put(
    API.nurseJobs.one,
    {
      schema: {
        tags,
        summary: 'Update a nurse job (status, payment status, dates, rate); amounts recomputed',
        params: idParam,
        body: nurseJobUpdateSchema,
        response: { 200: success(nurseJobSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await jobs.update(
        req.params.id,
        { ...req.body, updatedAt: baseVersion(req, req.body.updatedAt) },
        actorOf(req),
      ),
    }),
  );

  app.delete(
    API.nurseJobs.one,
    {
      schema: {
        tags,
        summary: 'Delete (soft) a nurse job',
        params: idParam,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await jobs.remove(req.params.id, actorOf(req));
      return { status: 'success' as const };
    },
  );

  app.get(
    API.jobCards.nurses,
    {
      schema: {
        tags,
        summary: 'The nurses booked on a job card',
        params: idParam,
        response: { 200: success(z.array(nurseJobSchema)) },
      },
    },
    async (req) => ({ status: 'success' as const, data: await jobs.forJobCard(req.params.id) }),
  );
};
