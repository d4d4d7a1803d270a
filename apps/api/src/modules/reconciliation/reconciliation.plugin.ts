import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { reconciliationRoutes } from './reconciliation.routes.ts';
import {
  IMPORT_QUEUE,
  createReconciliationService,
  type ReconciliationService,
} from './reconciliation.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    reconciliation: ReconciliationService;
  }
}

/** How long an import's server may go unheard before its job is retried elsewhere or after a restart. */
export const IMPORT_HEARTBEAT_SECONDS = 10;

/**
 * Mobile money reconciliation (issue 25): statements uploaded, imported and
 * matched on the queue, one import at a time per server.
 */
export const reconciliationModule = fp(
  async (app) => {
    const service = createReconciliationService({ db: app.database.db, queue: app.queue });
    provide(app, 'reconciliation', service);
    void app.queue.work<{ id: number }>(IMPORT_QUEUE, ({ id }, job) => service.runImport(id, job), {
      batchSize: 1,
      // 50,000 lines take seconds on PostgreSQL, longer on the embedded database.
      expireInSeconds: 15 * 60,
      // Issue 36: an import whose server died is retried within a minute of
      // the next start, after the last chunk it stored (statement-store.ts).
      heartbeatSeconds: IMPORT_HEARTBEAT_SECONDS,
    });
    await app.register(reconciliationRoutes);
  },
  { name: 'reconciliation', dependencies: ['core', 'queue'] },
);
