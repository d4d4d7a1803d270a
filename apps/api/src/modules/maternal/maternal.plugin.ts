import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { maternalRoutes } from './maternal.routes.ts';
import { createPregnanciesService, type PregnanciesService } from './pregnancies.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    pregnancies: PregnanciesService;
  }
}

/** Issue 42: mothers and babies on time; for now, a customer's pregnancies. */
export const maternalModule = fp(
  async (app) => {
    provide(app, 'pregnancies', createPregnanciesService({ db: app.database.db }));
    await app.register(maternalRoutes);
  },
  { name: 'maternal', dependencies: ['core', 'customers'] },
);
