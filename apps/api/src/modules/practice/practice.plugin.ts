import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { practiceRoutes } from './practice.routes.ts';
import { createPracticeService, type PracticeService } from './practice.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    /** Issue 27: UNMC registration, practising licence, station and the licence's copy. */
    practice: PracticeService;
  }
}

/** A nurse's right to practise: her UNMC registration, licence, station and the licence's copy. */
export const practiceModule = fp(
  async (app) => {
    provide(
      app,
      'practice',
      createPracticeService({
        db: app.database.db,
        documents: app.documents,
        nurses: app.services.nurses,
      }),
    );
    await app.register(practiceRoutes);
  },
  { name: 'practice', dependencies: ['core', 'integrations', 'nurses'] },
);
