import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { nursesRoutes } from './nurses.routes.ts';
import { practiceRoutes } from './practice.routes.ts';
import { createPracticeService, type PracticeService } from './practice.service.ts';
import { createNursesService, type NursesService } from './nurses.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    nurses: NursesService;
    /** Issue 27: UNMC registration, practising licence, station and the licence's copy. */
    nursePractice: PracticeService;
  }
}

/** The care team: nurse profiles, their approval and account status. */
export const nursesModule = fp(
  async (app) => {
    provide(app, 'nurses', createNursesService({ db: app.database.db, pictures: app.pictures }));
    provide(
      app,
      'nursePractice',
      createPracticeService({ db: app.database.db, documents: app.documents }),
    );
    await app.register(nursesRoutes);
    await app.register(practiceRoutes);
  },
  { name: 'nurses', dependencies: ['core', 'integrations'] },
);
