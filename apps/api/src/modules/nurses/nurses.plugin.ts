import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { nursesRoutes } from './nurses.routes.ts';
import { createNursesService, type NursesService } from './nurses.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    nurses: NursesService;
  }
}

/** The care team: nurse profiles, their approval and account status. */
export const nursesModule = fp(
  async (app) => {
    provide(app, 'nurses', createNursesService({ db: app.database.db, pictures: app.pictures }));
    await app.register(nursesRoutes);
  },
  { name: 'nurses', dependencies: ['core', 'integrations'] },
);
