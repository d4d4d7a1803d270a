import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  careRecordFormSchema,
  careRecordSchema,
  idParam,
  okSchema,
  success,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';
import { idempotent } from '../../platform/idempotency.ts';

const tags = ['maternal'];

/** Issue 42: a step of her care timeline recorded as done, or a mistaken record removed; any signed-in staff member. */
export const careRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const records = app.services.careRecords;

  app.post(
    API.careRecords.ofCustomer,
    {
      schema: {
        tags,
        summary:
          'Record a step of her care timeline as done (a contact held, a dose given), by our nurse or elsewhere; a dose of twins names its baby; once per pregnancy or baby (409)',
        params: idParam,
        body: careRecordFormSchema,
        response: { 201: success(careRecordSchema) },
      },
    },
    async (req, reply) =>
      idempotent(app.database.db, req, reply, async () => ({
        status: 201,
        body: {
          status: 'success' as const,
          data: await records.record(req.params.id, req.body, actorOf(req)),
        },
      })),
  );

  app.delete(
    API.careRecords.one,
    {
      schema: {
        tags,
        summary: 'Remove a mistaken care record: the step is to do again',
        params: idParam,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await records.remove(req.params.id, actorOf(req));
      return { status: 'success' as const };
    },
  );
};
