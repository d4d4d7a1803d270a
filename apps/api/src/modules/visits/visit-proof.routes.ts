import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  dayDecisionSchema,
  dayParamsSchema,
  nurseJobParamSchema,
  openDaySchema,
  openDaysQuerySchema,
  proofSummarySchema,
  success,
  visitDaySchema,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';

const tags = ['visits'];

/** Issue 37: the days of care with their proof, and an ADMIN's decision on a day without. */
export const visitProofRoutes: FastifyPluginAsyncZod = async (app) => {
  const proof = app.services.visitProof;

  app.get(
    API.visits.days,
    {
      schema: {
        tags,
        summary:
          "Completed, unpaid nurse jobs' days without a check-in and out: open (awaiting an ADMIN) or decided",
        querystring: openDaysQuerySchema,
        response: { 200: success(z.array(openDaySchema)) },
      },
    },
    async (req) => ({ status: 'success' as const, data: await proof.days(req.query.state) }),
  );

  app.get(
    API.visits.jobDays,
    {
      schema: {
        tags,
        summary: "A nurse job's days of care, each with its proof",
        params: nurseJobParamSchema,
        response: { 200: success(z.array(visitDaySchema)) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await proof.daysOf(req.params.nurseJobId),
    }),
  );

  app.put(
    API.visits.day,
    {
      config: { roles: ['ADMIN' as const] },
      schema: {
        tags,
        summary:
          'Approve (paid) or reject (not paid) a day of care without proof, saying why (ADMIN, audited)',
        params: dayParamsSchema,
        body: dayDecisionSchema,
        response: { 200: success(proofSummarySchema.extend({ days: z.array(visitDaySchema) })) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await proof.decide(req.params.nurseJobId, req.params.day, req.body, actorOf(req)),
    }),
  );
};
