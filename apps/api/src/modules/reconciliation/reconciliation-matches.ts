import { formatUGX, RECON_MESSAGES } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { createMatchRepo } from './reconciliation-match.repo.ts';
import { createSuggestRepo } from './reconciliation-suggest.repo.ts';

// Staff match a payment to a ledger entry, or undo a match (issue 25). A
// payment settles an entry only for its amount (issue 36): the entry is Paid
// once the payments matched to it add up to it; a payment that is not what
// the entry still owes is matched only when the person says so, naming the
// owed amount they saw (acceptOwed), and an entry paid in full takes no more.

export type MatchBy = { incomeId?: number; receipt?: string; acceptOwed?: number };

/** Why an entry's status changed through reconciliation, audited alike. */
async function auditStatus(
  tx: Db,
  actor: Actor,
  incomeId: number,
  before: string,
  after: string,
  reconciliation: Record<string, unknown>,
) {
  await audit(tx, actor, {
    action: 'status',
    entity: 'income_trace',
    entityId: incomeId,
    summary: { before: { status: before }, after: { status: after }, reconciliation },
  });
}

export function createMatches(db: Db) {
  return {
    async match(lineId: number, by: MatchBy, actor: Actor) {
      await db.transaction(async (tx) => {
        const m = createMatchRepo(tx);
        // The line is looked at first (its refusals come first), locked after its entry.
        const seen = await m.readLine(lineId);
        if (!seen) throw notFound(RECON_MESSAGES.lineNotFound);
        if (seen.match_state === 'Matched') throw conflict(RECON_MESSAGES.lineMatched);
        const entry = await m.lockEntry(by);
        if (!entry)
          throw notFound(
            by.receipt != null
              ? RECON_MESSAGES.receiptNotFound(by.receipt)
              : RECON_MESSAGES.entryNotFound,
          );
        const l = (await m.lockLine(lineId))!;
        if (l.match_state === 'Matched') throw conflict(RECON_MESSAGES.lineMatched);
        const owed = entry.amount - entry.matched;
        if (owed <= 0) throw conflict(RECON_MESSAGES.entryTaken);
        if (by.acceptOwed != null && by.acceptOwed !== owed)
          throw conflict(RECON_MESSAGES.owedChanged(formatUGX(owed)));
        if (l.amount !== owed && by.acceptOwed == null) {
          const [amount, owing, gap] = [l.amount, owed, Math.abs(owed - l.amount)].map(formatUGX);
          // details.acceptOwed: what to send back to match it all the same.
          throw new AppError(
            409,
            l.amount < owed
              ? RECON_MESSAGES.shortPayment(amount!, owing!, gap!)
              : RECON_MESSAGES.overPayment(amount!, owing!, gap!),
            { acceptOwed: String(owed) },
          );
        }
        const settles = entry.matched + l.amount >= entry.amount;
        await m.confirm(lineId, entry.id, entry.status, actor.id, settles);
        await audit(tx, actor, {
          action: 'match',
          entity: 'statement_line',
          entityId: lineId,
          summary: {
            incomeId: entry.id,
            receipt: entry.doc_id,
            transactionId: l.transaction_id,
            amount: l.amount,
            owedBefore: owed,
            owedAfter: Math.max(owed - l.amount, 0),
          },
        });
        if (!settles) return;
        const before = await m.setEntryStatus(entry.id, 'Paid');
        if (before)
          await auditStatus(tx, actor, entry.id, before, 'Paid', {
            line: lineId,
            match: 'confirmed',
          });
      });
    },

    /**
     * A match undone. When the payments left no longer settle the entry, and
     * reconciliation made it Paid, the status its first matched payment found
     * comes back; a status changed by hand since stays.
     */
    async unmatch(lineId: number, actor: Actor) {
      await db.transaction(async (tx) => {
        const m = createMatchRepo(tx);
        const seen = await m.readLine(lineId);
        if (!seen) throw notFound(RECON_MESSAGES.lineNotFound);
        if (seen.match_state !== 'Matched' || seen.income_id == null)
          throw conflict(RECON_MESSAGES.lineNotMatched);
        // Issue 43: money she paid by a prompt is certain, and stays with what it paid.
        if (seen.match_kind === 'prompt') throw conflict(RECON_MESSAGES.promptStays);
        const entry = await m.lockEntry({ incomeId: seen.income_id });
        const l = await m.lockLine(lineId);
        if (!l || l.match_state !== 'Matched' || l.income_id !== seen.income_id)
          throw conflict(RECON_MESSAGES.lineNotMatched);
        await m.release(lineId);
        await audit(tx, actor, {
          action: 'unmatch',
          entity: 'statement_line',
          entityId: lineId,
          summary: { incomeId: l.income_id, receipt: entry?.doc_id ?? null, amount: l.amount },
        });
        const first = entry?.firstStatus;
        const left = entry ? entry.matched - l.amount : 0;
        if (entry && first && first !== 'Paid' && entry.status === 'Paid' && left < entry.amount) {
          await m.setEntryStatus(entry.id, first);
          await auditStatus(tx, actor, entry.id, 'Paid', first, { line: lineId, match: 'undone' });
        }
        await createSuggestRepo(tx).suggest({ lineId });
      });
    },
  };
}
