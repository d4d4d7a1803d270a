import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, dashboardSummarySchema, success } from '@app/contract';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.dashboard.summary,
    {
      schema: {
        tags: ['dashboard'],
        summary: 'The overview figures',
        response: { 200: success(dashboardSummarySchema) },
      },
    },
    async () => ({ status: 'success' as const, data: await app.services.dashboard.summary() }),
  );
};
