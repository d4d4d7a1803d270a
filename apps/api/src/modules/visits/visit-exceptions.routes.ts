import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  idParam,
  success,
  visitExceptionDecisionSchema,
  visitExceptionPageSchema,
  visitExceptionSchema,
  visitExceptionsQuerySchema,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';

const tags = ['visits'];

/** Issue 37: the refused checks, and an ADMIN's decision on each. */
export const visitExceptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const exceptions = app.services.visitExceptions;

  app.get(
    API.visits.exceptions,
    {
      schema: {
        tags,
        summary:
          'Checks in and out refused (or recorded with a doubt), newest first: open (undecided) or decided',
        querystring: visitExceptionsQuerySchema,
        response: { 200: success(visitExceptionPageSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await exceptions.page(req.query.state, req.query.offset, req.query.limit),
    }),
  );

  app.post(
    API.visits.decision,
    {
      config: { roles: ['ADMIN' as const] },
      schema: {
        tags,
        summary: 'Approve or reject a refused check, once, saying why (ADMIN, audited)',
        params: idParam,
        body: visitExceptionDecisionSchema,
        response: { 200: success(visitExceptionSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await exceptions.decide(req.params.id, req.body, actorOf(req)),
    }),
  );
};
