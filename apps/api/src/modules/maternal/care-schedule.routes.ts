import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, careScheduleSchema, careScheduleUpdateSchema, success } from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';

const admin = { roles: ['ADMIN' as const] };
const tags = ['maternal'];

/** Issue 42 (ADR 059): the care schedule in force, as Admin keeps it (ADMIN only). */
export const careScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const schedule = app.services.careSchedule;

  app.get(
    API.careSchedule.one,
    {
      config: admin,
      schema: {
        tags,
        summary:
          'The care schedule in force (antenatal and postnatal contacts, immunisations): an ADMIN’s list or the built-in one, its version, and the contacts and doses recorded on each step (ADMIN only)',
        response: { 200: success(careScheduleSchema) },
      },
    },
    async () => ({ status: 'success' as const, data: await schedule.get() }),
  );

  app.put(
    API.careSchedule.one,
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Save the whole care schedule (steps null: the built-in one back), made from `version` (409 when another ADMIN saved meanwhile, or when a removed step has records); every kept step is laid again on the queue (ADMIN only)',
        body: careScheduleUpdateSchema,
        response: { 200: success(careScheduleSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await schedule.update(req.body, actorOf(req)),
    }),
  );
};
