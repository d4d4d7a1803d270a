import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, okSchema } from '@app/contract';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.health.live,
    {
      config: { public: true, anyPartner: true },
      schema: { security: [], tags: ['health'], summary: 'Liveness', response: { 200: okSchema } },
    },
    async () => ({ status: 'success' as const }),
  );

  app.get(
    API.health.ready,
    {
      config: { public: true, anyPartner: true },
      schema: {
        security: [],
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: { 200: okSchema.extend({ data: z.object({ database: z.string() }) }) },
      },
    },
    async () => ({ status: 'success' as const, data: await app.services.health.ready() }),
  );
};
