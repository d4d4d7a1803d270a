import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { settingsRoutes } from './settings.routes.ts';
import { createSettingsService, type SettingsService } from './settings.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    settings: SettingsService;
  }
}

/** The provider's details for printed papers; the SERVICE_* variables are the defaults. */
export const settingsModule = fp(
  async (app) => {
    const { config } = app;
    provide(
      app,
      'settings',
      createSettingsService({
        db: app.database.db,
        defaults: {
          serviceName: config.SERVICE_NAME,
          servicePhone: config.SERVICE_PHONE,
          serviceEmail: config.SERVICE_EMAIL,
        },
      }),
    );
    await app.register(settingsRoutes);
  },
  { name: 'settings', dependencies: ['core'] },
);
