import {
  NOTHING_PAID_OUTCOMES,
  PAYROLL_MESSAGES,
  type ProviderOutcome,
  type Role,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { createPayrollHoldsRepo } from './payroll-holds.repo.ts';
import { NO_SUCH_BATCH } from './payroll-payments.ts';
import { createPayrollRepo } from './payroll.repo.ts';

// Cancelling a payout batch (issues 25 and 36). A Draft or Approved batch
// was never at the provider: anyone cancels it and its jobs go back to the
// unpaid list. An Exported or Partly paid batch's file may be at the
// provider: only an ADMIN cancels it, saying why and what the provider did.
// Its pending lines let go of their jobs only when nobody was paid from the
// file (never sent, whole file rejected); otherwise they keep holding them,
// so no second file can pay them, until the provider's results are recorded
// on the cancelled batch (a failed line lets its job go, a paid one keeps it).

export type CancelInput = { reason: string | null; providerOutcome: ProviderOutcome | null };

export async function cancelBatch(
  db: Db,
  id: number,
  input: CancelInput,
  actor: Actor,
  role: Role,
) {
  await db.transaction(async (tx) => {
    const r = createPayrollRepo(tx);
    const before = await r.lock(id);
    if (!before) throw notFound(NO_SUCH_BATCH);
    if (before.state === 'Cancelled') throw conflict(PAYROLL_MESSAGES.alreadyCancelled);
    if (before.state === 'Paid') throw conflict(PAYROLL_MESSAGES.cannotCancelPaid);
    const cancelled = {
      state: 'Cancelled' as const,
      cancelledBy: actor.id,
      cancelledAt: new Date(),
    };

    if (before.state === 'Draft' || before.state === 'Approved') {
      await r.releaseAll(id);
      await r.updateBatch(id, { ...cancelled, cancelReason: input.reason });
      await audit(tx, actor, {
        action: 'status',
        entity: 'payout_batch',
        entityId: before.number,
        summary: { before: { state: before.state }, after: { state: 'Cancelled' } },
      });
      return;
    }

    // Exported or PartlyPaid: the file may be at the provider.
    if (role !== 'ADMIN') throw forbidden(PAYROLL_MESSAGES.exportedCancelAdminOnly);
    const { reason, providerOutcome } = input;
    if (!reason)
      throw badRequest(PAYROLL_MESSAGES.cancelReasonRequired, {
        reason: PAYROLL_MESSAGES.cancelReasonRequired,
      });
    if (!providerOutcome)
      throw badRequest(PAYROLL_MESSAGES.providerOutcomeRequired, {
        providerOutcome: PAYROLL_MESSAGES.providerOutcomeRequired,
      });
    const paid = await r.paidLineCount(id);
    const nothingPaid = NOTHING_PAID_OUTCOMES.includes(providerOutcome);
    if (nothingPaid && paid > 0) throw conflict(PAYROLL_MESSAGES.outcomeContradictsPaid(paid));
    const released = nothingPaid ? await createPayrollHoldsRepo(tx).releasePending(id) : [];
    const by = await r.lineStates(id);
    await r.updateBatch(id, { ...cancelled, cancelReason: reason, providerOutcome });
    await audit(tx, actor, {
      action: 'status',
      entity: 'payout_batch',
      entityId: before.number,
      summary: {
        before: { state: before.state },
        after: { state: 'Cancelled', reason, providerOutcome },
        lines: by,
        // the jobs free to be batched again; the others stay held until results are recorded
        releasedNurseJobIds: released,
        stillHeldPending: nothingPaid ? 0 : by.Pending,
      },
    });
  });
}
