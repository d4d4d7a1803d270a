import type { Db } from './db/client.ts';
import { seedDemoWith } from './db/seed/index.ts';
import { createCareMessagesService } from './modules/care-messages/care-messages.service.ts';
import { createPaymentOutcome } from './modules/payments/payment-outcome.ts';
import { refreshCareSteps } from './modules/maternal/care-steps.service.ts';
import { timelineFor } from './modules/maternal/care-timeline.ts';
import { matchImport } from './modules/reconciliation/statement-import.ts';

/**
 * The demo's data (db/seed), with the product's code it runs: the seed's
 * statement lines are matched by the reconciliation module's own matching,
 * as an upload's are; the care timeline and the Care due worklist's rows
 * are the maternal module's own. Wired here, not in db/seed: the database
 * layer imports no module (issue 41).
 */
export const seedDemo = (db: Db, opts: { seed: number; now?: Date }) =>
  seedDemoWith(db, opts, {
    matchStatements: matchImport,
    careTimeline: timelineFor,
    refreshCareSteps,
    fillCareMessages: (d, at) => createCareMessagesService({ db: d }).fillLibrary(at),
    // the demo's past receipts were sent then: none is queued now
    settlePayment: (d, id, status, actor) =>
      createPaymentOutcome({ db: d, receipt: async () => {} }).settle(id, status, actor),
  });
