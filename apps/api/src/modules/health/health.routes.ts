import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@app/contract';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true, anyPartner: true },
      schema: { security: [], tags: ['health'], summary: 'Liveness', response: { 200: okSchema } },
    },
    async () => ({ status: 'success' as const }),
  );

  app.get(
    '/ready',
    {
      config: { public: true, anyPartner: true },
      schema: {
        security: [],
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: { 200: okSchema.extend({ data: z.object({ database: z.string() }) }) },
      },
    },
    async () => {
      await app.database.db.execute(sql`select 1`);
      return { status: 'success' as const, data: { database: app.database.kind } };
    },
  );
};
