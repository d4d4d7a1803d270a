import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { babiesRoutes } from './babies.routes.ts';
import { maternalRoutes } from './maternal.routes.ts';
import { createPregnanciesService, type PregnanciesService } from './pregnancies.service.ts';
import {
  createPregnancyOutcomeService,
  type PregnancyOutcomeService,
} from './pregnancy-outcome.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    pregnancies: PregnanciesService;
    pregnancyOutcomes: PregnancyOutcomeService;
  }
}

/** Issue 42: mothers and babies on time: her pregnancies, their outcomes, her babies, the care timeline. */
export const maternalModule = fp(
  async (app) => {
    provide(app, 'pregnancies', createPregnanciesService({ db: app.database.db }));
    provide(
      app,
      'pregnancyOutcomes',
      createPregnancyOutcomeService({ db: app.database.db, customers: app.services.customers }),
    );
    await app.register(maternalRoutes);
    await app.register(babiesRoutes);
  },
  { name: 'maternal', dependencies: ['core', 'customers'] },
);
