import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  serviceDetailsSchema,
  serviceDetailsUpdateSchema,
  serviceSettingsSchema,
  success,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';

const admin = { roles: ['ADMIN' as const] };

/**
 * What printed papers show about the provider: set in Admin (issue 21.16),
 * the SERVICE_* variables as the default.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.services.settings;

  app.get(
    API.settings.public,
    {
      schema: {
        tags: ['settings'],
        summary:
          "The provider's name, phone and e-mail for printed orders and care cards (null: not set)",
        response: { 200: success(serviceSettingsSchema) },
      },
    },
    async () => ({ status: 'success' as const, data: await settings.effective() }),
  );

  app.get(
    API.settings.serviceDetails,
    {
      config: admin,
      schema: {
        tags: ['settings'],
        summary:
          "The service details as Admin set them, with the environment's defaults (ADMIN only)",
        response: { 200: success(serviceDetailsSchema) },
      },
    },
    async () => ({ status: 'success' as const, data: await settings.details() }),
  );

  app.put(
    API.settings.serviceDetails,
    {
      config: admin,
      schema: {
        tags: ['settings'],
        summary:
          "Set the service's name, phone and e-mail; an empty one falls back to the environment (ADMIN only)",
        body: serviceDetailsUpdateSchema,
        response: { 200: success(serviceDetailsSchema) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: await settings.update(req.body, actorOf(req)),
    }),
  );
};
