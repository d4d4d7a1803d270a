import {
  PAYROLL_MESSAGES,
  type PayoutBatchState,
  type PayoutChannel,
  type ResultsAnswer,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import {
  createPayrollRepo,
  type BatchRow,
  type LineRow,
  type PayrollRepo,
} from './payroll.repo.ts';
import { createPayrollHoldsRepo } from './payroll-holds.repo.ts';
import { paymentRefusal, raceRefusal, txnTwiceInFile } from './payroll-guards.ts';
import type { ResultRow } from './payroll-results.ts';

// Recording what the provider did with each line (issue 25): paid with its
// transaction id (the nurse job becomes Paid), or failed (the job is let go
// for another batch). Nothing is paid twice: a line paid again with the same
// transaction id changes nothing, with another one is refused; a transaction
// id pays one line of its channel (issue 36, also a database rule); a batch
// cancelled after export still takes the provider's results.

export type LineOutcome =
  { paid: true; channel: PayoutChannel; providerTxnId: string } | { paid: false; reason: string };

export const NO_SUCH_BATCH = 'No such payout batch';
/** As the mark-paid form takes it (linePaidSchema). */
const MAX_TXN_ID = 100;

/** What marking one line did: changed it, or found it already so. */
type Marked = 'paid' | 'failed' | 'alreadyPaid';

/**
 * Marks one line, inside the caller's transaction (the batch row locked).
 * Throws 409 when the line cannot take this outcome.
 */
async function markLine(
  repo: PayrollRepo,
  tx: Db,
  batch: BatchRow,
  line: LineRow,
  outcome: LineOutcome,
  actor: Actor,
): Promise<Marked> {
  if (line.state === 'Paid') {
    if (outcome.paid && outcome.providerTxnId === line.providerTxnId) return 'alreadyPaid';
    throw conflict(
      outcome.paid ? PAYROLL_MESSAGES.alreadyPaidOther : PAYROLL_MESSAGES.lineNotPending,
    );
  }
  if (line.state === 'Failed') throw conflict(PAYROLL_MESSAGES.lineNotPending);
  const refusal = paymentRefusal(batch);
  if (refusal) throw conflict(refusal);
  const now = new Date();
  if (outcome.paid) {
    const holds = createPayrollHoldsRepo(tx);
    const used = await holds.txnUser(outcome.channel, outcome.providerTxnId, line.id);
    if (used)
      throw conflict(
        PAYROLL_MESSAGES.txnUsed(
          outcome.providerTxnId,
          outcome.channel,
          used.batchNumber,
          used.lineId,
        ),
      );
    // A line its cancelled batch let go of takes its job back, unless another line has it.
    if (!line.holdsJob) {
      const [other] = await holds.holders([line.nurseJobId]);
      if (other)
        throw conflict(
          PAYROLL_MESSAGES.jobNowHeld(line.nurseJobId, other.batchNumber, other.lineId),
        );
    }
    await repo.updateLine(line.id, {
      state: 'Paid',
      holdsJob: true,
      channel: outcome.channel,
      providerTxnId: outcome.providerTxnId,
      paidAt: now,
      paidBy: actor.id,
    });
    await repo.markJobPaid(line.nurseJobId);
  } else {
    await repo.updateLine(line.id, {
      state: 'Failed',
      holdsJob: false,
      failureReason: outcome.reason,
      paidBy: actor.id,
    });
  }
  await audit(tx, actor, {
    action: outcome.paid ? 'paid' : 'failed',
    entity: 'payout_line',
    entityId: line.id,
    summary: {
      batch: batch.number,
      nurseJobId: line.nurseJobId,
      amount: line.amount,
      before: { state: line.state },
      after: outcome.paid
        ? { state: 'Paid', channel: outcome.channel, providerTxnId: outcome.providerTxnId }
        : { state: 'Failed', reason: outcome.reason },
    },
  });
  return outcome.paid ? 'paid' : 'failed';
}

/**
 * The batch's state once lines are settled: Paid when every line is paid,
 * PartlyPaid when some are paid and the rest failed (or, after a result
 * file, still pending). A batch whose every line failed paid no one: it is
 * Cancelled, its jobs already let go. A batch already Cancelled (after
 * export: its results still recorded) stays so.
 */
async function settle(
  repo: PayrollRepo,
  tx: Db,
  batch: BatchRow,
  actor: Actor,
  afterFile: boolean,
) {
  if (batch.state === 'Cancelled') return batch;
  const by = await repo.lineStates(batch.id);
  let next: PayoutBatchState = batch.state;
  if (by.Pending === 0)
    next = by.Paid === 0 ? 'Cancelled' : by.Failed === 0 ? 'Paid' : 'PartlyPaid';
  else if (afterFile && by.Paid > 0) next = 'PartlyPaid';
  if (next === batch.state) return batch;
  const now = new Date();
  const updated = await repo.updateBatch(batch.id, {
    state: next,
    ...(next === 'Paid' || next === 'PartlyPaid' ? { paidAt: now } : {}),
    ...(next === 'Cancelled' ? { cancelledAt: now, cancelledBy: actor.id } : {}),
  });
  await audit(tx, actor, {
    action: 'status',
    entity: 'payout_batch',
    entityId: batch.number,
    summary: { before: { state: batch.state }, after: { state: next }, lines: by },
  });
  return updated!;
}

export function createPayments(db: Db) {
  const markOneOnce = (batchId: number, lineId: number, outcome: LineOutcome, actor: Actor) =>
    db.transaction(async (tx) => {
      const repo = createPayrollRepo(tx);
      const batch = await repo.lock(batchId);
      if (!batch) throw notFound(NO_SUCH_BATCH);
      const line = (await repo.linesOf(batchId)).find((l) => l.id === lineId);
      if (!line) throw notFound(PAYROLL_MESSAGES.noSuchLine);
      const marked = await markLine(repo, tx, batch, line, outcome, actor);
      if (marked !== 'alreadyPaid') await settle(repo, tx, batch, actor, false);
      return marked;
    });

  return {
    /** One line paid or failed; answers the batch id to read it again. */
    async markOne(batchId: number, lineId: number, outcome: LineOutcome, actor: Actor) {
      return raceRefusal(() => markOneOnce(batchId, lineId, outcome, actor));
    },

    /** A result file's rows, all applied in one transaction or none; answers the counts. */
    async applyResults(
      batchId: number,
      channel: PayoutChannel,
      rows: ResultRow[],
      actor: Actor,
    ): Promise<Omit<ResultsAnswer, 'batch'>> {
      return raceRefusal(() =>
        db.transaction(async (tx) => {
          const repo = createPayrollRepo(tx);
          const batch = await repo.lock(batchId);
          if (!batch) throw notFound(NO_SUCH_BATCH);
          const refusal = paymentRefusal(batch);
          if (refusal) throw conflict(refusal);
          // one transaction id on rows of two lines: neither is applied
          const twice = txnTwiceInFile(rows);
          const lines = new Map((await repo.linesOf(batchId)).map((l) => [l.id, l]));
          const answer = {
            paid: 0,
            failed: 0,
            unknown: 0,
            alreadyPaid: 0,
            problems: [] as ResultsAnswer['problems'],
          };
          const problem = (r: ResultRow, text: string) =>
            answer.problems.push({ row: r.row, reference: r.reference, problem: text });
          const prefix = `${batch.number}-`;
          for (const r of rows) {
            const dup = twice.get(r.row);
            if (dup) {
              problem(r, dup);
              continue;
            }
            const id = r.reference.startsWith(prefix)
              ? Number(r.reference.slice(prefix.length))
              : NaN;
            const line = Number.isInteger(id) ? lines.get(id) : undefined;
            if (!line) {
              answer.unknown++;
              problem(r, `No line of ${batch.number} has this reference`);
              continue;
            }
            if (r.outcome === 'unknown') {
              problem(r, `Status "${r.status}" is neither paid nor failed: left pending`);
              continue;
            }
            if (r.outcome === 'success' && !r.txnId) {
              problem(r, PAYROLL_MESSAGES.txnRequired);
              continue;
            }
            if (r.txnId.length > MAX_TXN_ID) {
              problem(r, `A transaction id has at most ${MAX_TXN_ID} characters`);
              continue;
            }
            const outcome: LineOutcome =
              r.outcome === 'success'
                ? { paid: true, channel, providerTxnId: r.txnId }
                : { paid: false, reason: (r.reason || r.status).slice(0, 300) };
            try {
              const marked = await markLine(repo, tx, batch, line, outcome, actor);
              answer[marked]++;
              // the line as it now is, for a later row naming it again
              lines.set(line.id, {
                ...line,
                state: marked === 'failed' ? 'Failed' : 'Paid',
                providerTxnId: outcome.paid ? outcome.providerTxnId : line.providerTxnId,
              });
            } catch (err) {
              if (!(err instanceof AppError)) throw err;
              problem(r, err.message);
            }
          }
          await settle(repo, tx, batch, actor, answer.paid + answer.failed > 0);
          return answer;
        }),
      );
    },
  };
}
