import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  bookingCheckCardQuerySchema,
  bookingCheckSchema,
  freeNursesAnswerSchema,
  freeNursesQuerySchema,
  rowsAndCount,
  scheduleQuerySchema,
  scheduleRowSchema,
  success,
} from '@app/contract';
import { sendData } from '../../lib/json-reply.ts';

const tags = ['schedule'];

/** Issue 27: who works when, who is free for a job, and whether a booking would pass. */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const schedule = app.services.schedule;

  app.get(
    API.schedule.list,
    {
      schema: {
        tags,
        summary:
          'The schedule: approved nurses (by name, paged) with their jobs between from and to (at most 42 days)',
        querystring: scheduleQuerySchema,
        response: { 200: success(rowsAndCount(scheduleRowSchema)) },
      },
    },
    async (req, reply) => sendData(reply, await schedule.list(req.query)),
  );

  app.get(
    API.schedule.freeNurses,
    {
      schema: {
        tags,
        summary:
          'Nurses free for these days and shift: approved, active, licensed through the last day; best rated, then nearest the job card',
        querystring: freeNursesQuerySchema,
        response: { 200: success(freeNursesAnswerSchema) },
      },
    },
    async (req, reply) => sendData(reply, await schedule.freeNurses(req.query)),
  );

  app.get(
    API.schedule.check,
    {
      schema: {
        tags,
        summary:
          'Whether a nurse may be booked for these days and shift (the booking’s 409, asked first); with jobId, a warning when the days fall outside the card’s days of care',
        querystring: bookingCheckCardQuerySchema,
        response: { 200: success(bookingCheckSchema) },
      },
    },
    async (req) => ({ status: 'success' as const, data: await schedule.check(req.query) }),
  );
};
