import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  idParam,
  pregnancyFormSchema,
  pregnancySchema,
  pregnancyUpdateSchema,
  success,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';
import { baseVersion } from '../../lib/version.ts';
import { idempotent } from '../../platform/idempotency.ts';

const tags = ['maternal'];

/** Issue 42: a customer's pregnancies; any signed-in staff member, as for editing a customer. */
export const maternalRoutes: FastifyPluginAsyncZod = async (app) => {
  const pregnancies = app.services.pregnancies;

  app.get(
    API.pregnancies.ofCustomer,
    {
      schema: {
        tags,
        summary: "A customer's pregnancies, the latest first, with today's gestational age",
        params: idParam,
        response: { 200: success(z.array(pregnancySchema)) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await pregnancies.list(req.params.id, actorOf(req)),
    }),
  );

  app.post(
    API.pregnancies.ofCustomer,
    {
      schema: {
        tags,
        summary:
          'Register an ongoing pregnancy (LMP or EDD, the other computed); one ongoing at a time',
        params: idParam,
        body: pregnancyFormSchema,
        response: { 201: success(pregnancySchema) },
      },
    },
    async (req, reply) =>
      idempotent(app.database.db, req, reply, async () => ({
        status: 201,
        body: {
          status: 'success' as const,
          data: await pregnancies.create(req.params.id, req.body, actorOf(req)),
        },
      })),
  );

  app.patch(
    API.pregnancies.one,
    {
      schema: {
        tags,
        summary: 'Edit a pregnancy: the whole form again, with the updated_at it was based on',
        params: idParam,
        body: pregnancyUpdateSchema,
        response: { 200: success(pregnancySchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await pregnancies.update(
        req.params.id,
        { ...req.body, updated_at: baseVersion(req, req.body.updated_at) },
        actorOf(req),
      ),
    }),
  );
};
