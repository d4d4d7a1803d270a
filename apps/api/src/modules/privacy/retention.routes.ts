import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  retentionPolicySchema,
  retentionRunSchema,
  retentionSchema,
  success,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';

const tags = ['privacy'];
const admin = { roles: ['ADMIN' as const] };

/**
 * Issue 26, retention (ADMIN only): the policy, the last run and the next,
 * "Run now" (the daily run is declared on the queue by privacy.plugin.ts).
 */
export const retentionRoutes: FastifyPluginAsyncZod = async (app) => {
  const retention = app.services.retention;

  app.get(
    API.privacy.retention,
    {
      config: admin,
      schema: {
        tags,
        summary: 'The retention policy, the last run and when the next runs (ADMIN only)',
        response: { 200: success(retentionSchema) },
      },
    },
    async () => ({ status: 'success' as const, data: await retention.overview() }),
  );

  app.put(
    API.privacy.retention,
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Save the retention policy: days before deleted people are erased, access entries and ended sign-ins removed (ADMIN only, audited)',
        body: retentionPolicySchema,
        response: { 200: success(retentionSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await retention.savePolicy(req.body, actorOf(req)),
    }),
  );

  app.post(
    API.privacy.retentionRun,
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Run the retention policy now (ADMIN only, audited); 409 while a run is already going',
        response: { 200: success(retentionRunSchema) },
      },
    },
    async (req) => ({ status: 'success' as const, data: await retention.runNow(actorOf(req)) }),
  );
};
