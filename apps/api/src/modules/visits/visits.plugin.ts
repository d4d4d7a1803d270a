import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { smsCostUgx, smsLength } from '@app/contract';
import { provide } from '../../plugins/services.ts';
import { visitsToday } from './visits-today.plugin.ts';
import { visitLinkModule } from './visit-link.plugin.ts';
import { visitProof } from './visit-proof.plugin.ts';
import { visitsUssdRoutes } from './visits-ussd.routes.ts';
import { createVisitsService, type VisitsService } from './visits.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    visits: VisitsService;
  }
}

/**
 * Issue 37, proof of the visit: the nurses' checks in and out and the
 * exceptions. The SMS area hands it the `IN 4821` / `OUT 4821` it receives
 * (looking it up when a message comes: this area registers after it), and
 * its replies go through the SMS area's durable queue. No routes yet.
 */
export const visitsModule = fp(
  async (app) => {
    const gateway = app.smsGateway;
    const price = app.config.SMS_PRICE_UGX;
    provide(
      app,
      'visits',
      createVisitsService({
        db: app.database.db,
        replies: {
          send: (tx, reply) => {
            const { segments } = smsLength(reply.message);
            return app.services.sms.queue(
              [
                {
                  kind: 'automatic',
                  event: null,
                  receiverName: reply.name,
                  nurseId: reply.nurseId,
                  phone: reply.phone,
                  message: reply.message,
                  segments,
                  costUgx: smsCostUgx(segments, 1, price),
                  gateway: gateway.kind,
                  batchId: randomUUID(),
                  sentBy: null,
                  dedupeKey: reply.dedupeKey,
                },
              ],
              tx,
            );
          },
        },
        log: app.log,
        jobs: app.services.nurseJobs,
      }),
    );
    // Today's visits on Home, its settings and the late/missed alerts.
    await app.register(visitsToday);
    // Each day of care's proof, and an ADMIN's decision on a day without (payroll reads it).
    await app.register(visitProof);
    // Check in and out by USSD, and the local outbox's simulator (staff play the nurse).
    await app.register(visitsUssdRoutes);
    // The one-tap signed link in the nurse's SMS: its page and its check.
    await app.register(visitLinkModule);
  },
  { name: 'visits', dependencies: ['core', 'integrations', 'sms', 'nurse-jobs'] },
);
