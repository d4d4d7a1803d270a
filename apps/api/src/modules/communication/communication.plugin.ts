import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { communicationRoutes } from './communication.routes.ts';
import { createCommunicationService, type CommunicationService } from './communication.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    communication: CommunicationService;
  }
}

/** Push notifications to customers and nurses, and the health tips. */
export const communicationModule = fp(
  async (app) => {
    const { customers, nurses, settings } = app.services;
    provide(
      app,
      'communication',
      createCommunicationService({
        db: app.database.db,
        push: app.push,
        customers,
        nurses,
        serviceName: async () => (await settings.effective()).serviceName,
        log: app.log,
      }),
    );
    await app.register(communicationRoutes);
  },
  {
    name: 'communication',
    dependencies: ['core', 'integrations', 'customers', 'nurses', 'settings'],
  },
);
