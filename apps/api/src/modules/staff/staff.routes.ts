import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  auditEntrySchema,
  auditQuerySchema,
  passwordResetSchema,
  rowsAndCount,
  staffCreateSchema,
  staffSchema,
  staffUpdateSchema,
  success,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';

const tags = ['staff'];
const admin = { roles: ['ADMIN' as const] };
const idParam = z.object({ id: z.string().uuid('Unknown staff account') });

/** Staff administration and the audit log: ADMIN only (ruling 4, 8). */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.services.staff;

  app.get(
    API.staff.list,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Staff accounts (ADMIN only)',
        response: { 200: success(z.array(staffSchema)) },
      },
    },
    async () => ({ status: 'success' as const, data: await staff.list() }),
  );

  app.post(
    API.staff.list,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a staff account with a temporary password',
        body: staffCreateSchema,
        response: { 201: success(staffSchema) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send({ status: 'success' as const, data: await staff.create(req.body, actorOf(req)) }),
  );

  app.put(
    API.staff.one,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change role or name, deactivate or reactivate (the last active ADMIN stays)',
        params: idParam,
        body: staffUpdateSchema,
        response: { 200: success(staffSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await staff.update(req.params.id, req.body, actorOf(req)),
    }),
  );

  app.post(
    API.staff.password,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Reset a password (their sessions end)',
        params: idParam,
        body: passwordResetSchema,
        response: { 200: success(staffSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await staff.resetPassword(req.params.id, req.body.password, actorOf(req)),
    }),
  );

  app.post(
    API.staff.endSessions,
    {
      config: admin,
      schema: {
        tags,
        summary: "End all of a person's sessions",
        params: idParam,
        response: { 200: success(z.object({ ended: z.number() })) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await staff.endSessions(req.params.id, actorOf(req)),
    }),
  );

  app.get(
    API.staff.audit,
    {
      config: admin,
      schema: {
        tags,
        summary: 'The audit log, newest first; filter by person, area and dates',
        querystring: auditQuerySchema,
        response: { 200: success(rowsAndCount(auditEntrySchema)) },
      },
    },
    async (req) => ({ status: 'success' as const, data: await staff.auditLog(req.query) }),
  );
};
