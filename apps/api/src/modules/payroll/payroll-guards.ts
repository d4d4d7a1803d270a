import { PAYROLL_MESSAGES } from '@app/contract';
import { conflict, uniqueViolation } from '../../lib/errors.ts';
import type { BatchRow } from './payroll.repo.ts';
import type { ResultRow } from './payroll-results.ts';

// Issue 36: the refusals of recording a payment, each with its real reason.

/**
 * Why no payment can be recorded on this batch, or undefined when one can:
 * Exported and Partly paid take payments, and so does a batch cancelled
 * after its file was exported (the provider may have paid from it).
 */
export function paymentRefusal(batch: BatchRow): string | undefined {
  switch (batch.state) {
    case 'Exported':
    case 'PartlyPaid':
      return undefined;
    case 'Cancelled':
      return batch.exportedAt ? undefined : PAYROLL_MESSAGES.notPayableCancelled;
    case 'Paid':
      return PAYROLL_MESSAGES.notPayableSettled;
    default:
      return PAYROLL_MESSAGES.notPayableYet;
  }
}

/**
 * Runs a payment's transaction; when the database's rules (one holder a
 * job, one line a transaction id) stop it because another request got
 * there first, answers 409 instead of 500, nothing applied.
 */
export async function raceRefusal<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === 'payout_lines_txn_key' || constraint === 'payout_lines_open_job_key')
      throw conflict(PAYROLL_MESSAGES.concurrentPayment);
    throw err;
  }
}

/**
 * The rows of a result file whose paid transaction id is also on a row of
 * another line: row number -> the problem. One transaction pays one line,
 * so none of them is applied.
 */
export function txnTwiceInFile(rows: ResultRow[]): Map<number, string> {
  const byTxn = new Map<string, ResultRow[]>();
  for (const r of rows) {
    if (r.outcome !== 'success' || !r.txnId) continue;
    byTxn.set(r.txnId, [...(byTxn.get(r.txnId) ?? []), r]);
  }
  const refused = new Map<number, string>();
  for (const [txn, same] of byTxn) {
    if (new Set(same.map((r) => r.reference)).size < 2) continue;
    const message = PAYROLL_MESSAGES.txnTwiceInFile(
      txn,
      same.map((r) => r.row),
    );
    for (const r of same) refused.set(r.row, message);
  }
  return refused;
}
