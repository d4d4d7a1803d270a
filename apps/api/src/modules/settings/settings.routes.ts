import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '@app/contract';

/** What printed papers show about the provider (configurable, SERVICE_* variables). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: "The provider's name, phone and e-mail for printed orders and care cards",
        response: {
          200: success(
            z.object({
              serviceName: z.string(),
              servicePhone: z.string(),
              serviceEmail: z.string(),
            }),
          ),
        },
      },
    },
    async () => ({
      status: 'success' as const,
      data: {
        serviceName: app.config.SERVICE_NAME,
        servicePhone: app.config.SERVICE_PHONE,
        serviceEmail: app.config.SERVICE_EMAIL,
      },
    }),
  );
};
