import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  careDueCountsSchema,
  careDueItemSchema,
  careDueQuerySchema,
  rowsAndCount,
  success,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';
import { sendData } from '../../lib/json-reply.ts';

const tags = ['maternal'];

/** Issue 42: the Care due worklist and Home's counts; any signed-in staff member. */
export const careDueRoutes: FastifyPluginAsyncZod = async (app) => {
  const careDue = app.services.careDue;

  app.get(
    API.careDue.list,
    {
      schema: {
        tags,
        summary:
          'Care due: the contacts and vaccines not done whose due or overdue days meet the window (default today and the next 14 days; at most 366), by station, kind and state; by the day each is due from, then customer (paged table)',
        querystring: careDueQuerySchema,
        response: { 200: success(rowsAndCount(careDueItemSchema)) },
      },
    },
    async (req, reply) => sendData(reply, await careDue.list(req.query, actorOf(req))),
  );

  app.get(
    API.careDue.counts,
    {
      schema: {
        tags,
        summary:
          "Home's care figures for today: steps due, overdue, and due or overdue in the coming 7 days",
        response: { 200: success(careDueCountsSchema) },
      },
    },
    async (_req, reply) => sendData(reply, await careDue.counts()),
  );
};
