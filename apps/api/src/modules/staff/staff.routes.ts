import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES, success } from '@app/contract';

const staffListItem = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  active: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags: ['staff'],
        summary: 'Staff accounts (ADMIN only)',
        response: { 200: success(z.array(staffListItem)) },
      },
    },
    async () => ({ status: 'success' as const, data: await app.services.staff.list() }),
  );
};
