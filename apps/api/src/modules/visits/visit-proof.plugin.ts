import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { visitProofRoutes } from './visit-proof.routes.ts';
import { createVisitProofService, type VisitProofService } from './visit-proof.service.ts';
import { visitExceptionsRoutes } from './visit-exceptions.routes.ts';
import {
  createVisitExceptionsService,
  type VisitExceptionsService,
} from './visit-exceptions.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    /** Issue 37: the days of care with their proof (payroll pays the verified ones). */
    visitProof: VisitProofService;
    /** Issue 37: the refused checks, for an ADMIN to decide on. */
    visitExceptions: VisitExceptionsService;
  }
}

/** Issue 37: each day of care's proof, an ADMIN's decision on a day without, and the refused checks. */
export const visitProof = fp(
  async (app) => {
    provide(app, 'visitProof', createVisitProofService({ db: app.database.db }));
    await app.register(visitProofRoutes);
    provide(app, 'visitExceptions', createVisitExceptionsService({ db: app.database.db }));
    await app.register(visitExceptionsRoutes);
  },
  { name: 'visit-proof' },
);
