import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, accessEntrySchema, accessLogQuerySchema, rowsAndCount, success } from '@app/contract';

const tags = ['privacy'];
const admin = { roles: ['ADMIN' as const] };

/**
 * Issue 26, access accounting: who read which record with health data and
 * who exported what, from which address (ADMIN only). The entries
 * themselves are written with each read (platform/access-log.ts).
 */
export const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = app.services.accessLog;

  app.get(
    API.privacy.accessLog,
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Access entries, newest first: reads of health data and bulk exports; filter by person, staff member, record and Uganda days (ADMIN only)',
        querystring: accessLogQuerySchema,
        response: { 200: success(rowsAndCount(accessEntrySchema)) },
      },
    },
    async (req) => ({ status: 'success' as const, data: await access.page(req.query) }),
  );
};
