import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { VISIT_LINK_KEY, createVisitLinkSigner } from './visit-link.ts';
import { visitLinkRoutes } from './visit-link.routes.ts';
import { createVisitLinkService, type VisitLinkService } from './visit-link.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    visitLinks: VisitLinkService;
  }
}

/**
 * Issue 37, the one-tap signed link: its signer (a key of its own, derived
 * from the app's secret), the address the SMS area puts in the nurse's
 * assignment SMS ({visitLink}), and its public page and check. Registered by
 * the visits area, whose rules record the tap.
 */
export const visitLinkModule = fp(
  async (app) => {
    provide(
      app,
      'visitLinks',
      createVisitLinkService({
        db: app.database.db,
        signer: createVisitLinkSigner(app.keys.derive(VISIT_LINK_KEY)),
        limiter: app.limiter,
        record: (req) => app.services.visits.record(req),
        publicUrl: app.config.PUBLIC_URL,
      }),
    );
    await app.register(visitLinkRoutes);
  },
  { name: 'visit-link', dependencies: ['core', 'keys', 'rate-limit'] },
);
