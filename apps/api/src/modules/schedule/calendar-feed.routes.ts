import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, calendarFeedSchema, idParam, okSchema, success } from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';
import { publicHost, publicOrigin } from '../../lib/public-origin.ts';

const tags = ['schedule'];

/**
 * Issue 27: a nurse's schedule as an iCalendar feed. Staff make (and
 * revoke) its secret address; a calendar app then reads it without a
 * session, as it cannot sign in: the secret in the address is the key.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const feed = app.services.schedule.calendarFeed;

  app.post(
    API.nurses.calendarFeed,
    {
      schema: {
        tags,
        summary:
          "A new secret address of the nurse's calendar feed, shown once; any older address stops working",
        params: idParam,
        response: { 201: success(calendarFeedSchema) },
      },
    },
    async (req, reply) => {
      const data = await feed.create(req.params.id, actorOf(req), publicOrigin(app.config, req));
      return reply.code(201).send({ status: 'success' as const, data });
    },
  );

  app.delete(
    API.nurses.calendarFeed,
    {
      schema: {
        tags,
        summary: "Revoke the nurse's calendar feed address (404 when there is none)",
        params: idParam,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await feed.revoke(req.params.id, actorOf(req));
      return { status: 'success' as const };
    },
  );

  app.get(
    API.schedule.feed,
    {
      // A phone's calendar cannot sign in or send the partner header.
      config: { public: true, anyPartner: true },
      schema: {
        security: [],
        tags,
        summary: "A nurse's shifts as iCalendar (public: the secret in the address is the key)",
        params: z.object({ file: z.string().max(80) }),
      },
    },
    async (req, reply) => {
      // The events' ids name the service as PUBLIC_URL does, never a Host header as sent.
      const body = await feed.ics(req.params.file, publicHost(app.config, req), req.ip);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
