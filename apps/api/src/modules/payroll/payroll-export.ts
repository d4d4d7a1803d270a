import {
  mismatchedNumber,
  PAYROLL_MESSAGES,
  payoutReference,
  type PayoutExportFormat,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { recordAccess } from '../../platform/access-log.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { payoutCsv, payoutFileName } from './payroll-files.ts';
import { NO_SUCH_BATCH } from './payroll-payments.ts';
import { createPayrollHoldsRepo } from './payroll-holds.repo.ts';
import { createPayrollRepo } from './payroll.repo.ts';

/**
 * The payout file; the first export moves Approved -> Exported. Every
 * export is audited. Issue 36: an MTN file leaves out the pending lines
 * whose number has an Airtel prefix and an Airtel file MTN's, unless
 * `includeMismatched`; and every file leaves out the lines a file of another
 * kind already carried (an MTN file, then a bank sheet, would pay twice).
 * Those left out are answered so the caller can say which.
 */
export async function exportBatchFile(
  db: Db,
  id: number,
  format: PayoutExportFormat,
  actor: Actor,
  includeMismatched: boolean,
) {
  const { batch, lines, leftOut } = await db.transaction(async (tx) => {
    const r = createPayrollRepo(tx);
    const before = await r.lock(id);
    if (!before) throw notFound(NO_SUCH_BATCH);
    if (before.state !== 'Approved' && before.state !== 'Exported')
      throw conflict(PAYROLL_MESSAGES.notExportable);
    const all = await r.lines(id);
    // a line already carried by a file of another kind is never in this one (paid once)
    const elsewhere = all.filter(
      (l) => l.state === 'Pending' && l.exportedAs != null && l.exportedAs !== format,
    );
    const mismatched = all.filter(
      (l) => l.state === 'Pending' && !elsewhere.includes(l) && mismatchedNumber(format, l.msisdn),
    );
    const leftOut = [...elsewhere, ...(includeMismatched ? [] : mismatched)];
    const inFile = all.filter((l) => !leftOut.includes(l));
    await createPayrollHoldsRepo(tx).markExportedAs(
      inFile.filter((l) => l.state === 'Pending' && l.exportedAs == null).map((l) => l.id),
      format,
    );
    // a file with no line to pay sends nothing to the provider: the batch stays Approved
    const moves = before.state === 'Approved' && inFile.some((l) => l.state === 'Pending');
    const after = moves
      ? (await r.updateBatch(id, {
          state: 'Exported',
          exportedBy: actor.id,
          exportedAt: new Date(),
        }))!
      : before;
    const refs = (ls: typeof all) => ls.map((l) => payoutReference(before.number, l.id));
    await audit(tx, actor, {
      action: 'export',
      entity: 'payout_batch',
      entityId: before.number,
      summary: {
        format,
        before: { state: before.state },
        after: { state: after.state },
        ...(mismatched.length ? { otherNetwork: refs(mismatched) } : {}),
        ...(elsewhere.length ? { inOtherFile: refs(elsewhere) } : {}),
        ...(leftOut.length ? { leftOut: refs(leftOut) } : {}),
      },
    });
    return { batch: after, lines: inFile, leftOut };
  });
  // Issue 26: the file holds the nurses' names and numbers: accounted for.
  const left = leftOut.length ? `, ${leftOut.length} of another network left out` : '';
  await recordAccess(db, actor, {
    action: 'export',
    record: 'payroll_file',
    recordId: id,
    detail: `${batch.number}, ${format}, ${lines.length} ${lines.length === 1 ? 'line' : 'lines'}${left}`,
  });
  return {
    fileName: payoutFileName(batch, format),
    stream: payoutCsv(batch, lines, format),
    leftOut: leftOut.map((l) => payoutReference(batch.number, l.id)),
  };
}
