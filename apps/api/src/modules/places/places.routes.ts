import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, success } from '@app/contract';

const suggestion = z.object({
  label: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  kind: z.string(),
});

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.places.list,
    {
      schema: {
        tags: ['places'],
        summary:
          'Address suggestions in Uganda (gazetteer shipped with the product, or a maps provider)',
        querystring: z.object({
          q: z.string().trim().max(100).default(''),
          limit: z.coerce.number().int().min(1).max(25).default(10),
        }),
        response: { 200: success(z.array(suggestion)) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await app.services.places.search(req.query.q, req.query.limit),
    }),
  );
};
