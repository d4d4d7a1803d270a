import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  idParam,
  reviewCreateSchema,
  reviewSchema,
  rowsAndCount,
  success,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';
import { idempotent } from '../../platform/idempotency.ts';

const tags = ['reviews'];

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.reviews.ofNurse,
    {
      schema: {
        tags,
        summary: "A nurse's reviews, newest first (10 a page)",
        params: idParam,
        querystring: z.object({
          offset: z.coerce.number().int().min(0).default(0),
          limit: z.coerce.number().int().min(1).max(100).default(10),
        }),
        response: { 200: success(rowsAndCount(reviewSchema)) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await app.services.reviews.forNurse(req.params.id, req.query.offset, req.query.limit),
    }),
  );

  app.post(
    API.reviews.create,
    {
      schema: {
        tags,
        summary: "Save a customer's review of a nurse job; the job's rating becomes the NPS",
        body: reviewCreateSchema,
        response: { 201: success(reviewSchema) },
      },
    },
    async (req, reply) =>
      idempotent(app.database.db, req, reply, async () => ({
        status: 201,
        body: {
          status: 'success' as const,
          data: await app.services.reviews.create(req.body, actorOf(req)),
        },
      })),
  );
};
