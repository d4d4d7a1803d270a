import { RECON_MAX_ERRORS, type ReconMapping } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { createReconciliationRepo, type NewLine } from './reconciliation.repo.ts';
import { countRows, openStatement, rowReader } from './statement-file.ts';

// An import's lines stored a chunk at a time (issues 25 and 36): each
// chunk's lines and the import's counters after it commit together, so a
// run cut off (a crash, a deploy) resumes after the last chunk it stored:
// the rows before it are read again for their transaction IDs only (a
// later row repeating one is still a duplicate), nothing is stored or
// counted twice.

/**
 * Lines stored per statement (one JSON parameter, reconciliation.repo.ts).
 * On the embedded database the insert runs on the event loop: 250 lines
 * took 17 to 19 ms of CPU there, 1,000 lines 69 ms (PostgreSQL: 2 to 15 ms
 * of this process's CPU for 250 to 2,000 lines).
 */
export const IMPORT_CHUNK = 250;

export type ImportCounts = {
  processedRows: number;
  added: number;
  duplicates: number;
  rejected: number;
  skipped: number;
  failed: number;
};
export type RowError = { row: number; error: string };
/** Where an import cut off stands: its counters and row errors as its last chunk stored them. */
export type Stored = ImportCounts & { totalRows: number; errors: RowError[] };

const ZERO: ImportCounts = {
  processedRows: 0,
  added: 0,
  duplicates: 0,
  rejected: 0,
  skipped: 0,
  failed: 0,
};

/** An import's text as stored: a piece a read (an upload from before issue 36: the whole). */
async function* storedText(repo: ReturnType<typeof createReconciliationRepo>, id: number) {
  const first = await repo.part(id, 0);
  if (first === undefined) {
    const whole = await repo.content(id);
    if (whole) yield whole;
    return;
  }
  yield first;
  for (let n = 1; ; n++) {
    const piece = await repo.part(id, n);
    if (piece === undefined) return;
    yield piece;
  }
}

export async function storeLines(
  db: Db,
  id: number,
  imp: { provider: 'MTN' | 'Airtel'; mapping: Record<string, string> },
  opts: { from: Stored | null; signal?: AbortSignal },
) {
  const repo = createReconciliationRepo(db);
  const { from, signal } = opts;
  // A first run reads the file through once before storing anything: the
  // progress bar's total, and a file broken further down fails with nothing stored.
  const totalRows = from?.totalRows || (await countRows(storedText(repo, id)));
  const file = await openStatement(storedText(repo, id));
  const read = rowReader(imp.mapping as ReconMapping, file.headings);
  const counts: ImportCounts = from
    ? {
        processedRows: from.processedRows,
        added: from.added,
        duplicates: from.duplicates,
        rejected: from.rejected,
        skipped: from.skipped,
        failed: from.failed,
      }
    : { ...ZERO };
  const errors: RowError[] = from ? [...from.errors] : [];
  await repo.updateImport(id, {
    state: 'Importing',
    totalRows,
    ...counts,
    errors,
    failure: null,
    ...(from ? {} : { matched: 0, suggested: 0 }),
  });
  const seen = new Set<string>();
  let stored = counts.processedRows;
  for await (const rows of file.chunks(IMPORT_CHUNK)) {
    // The queue took the job back (its time or heartbeat ran out): another run goes on from here.
    signal?.throwIfAborted();
    let i = 0;
    for (; stored > 0 && i < rows.length; i++, stored--) {
      const r = read(rows[i]!.cells);
      if (r.kind === 'line') seen.add(r.transactionId);
    }
    if (i === rows.length) continue;
    const lines: NewLine[] = [];
    for (const { row, cells } of i ? rows.slice(i) : rows) {
      const r = read(cells);
      if (r.kind === 'out') counts.skipped++;
      else if (r.kind === 'failed') counts.failed++;
      else if (r.kind === 'error') {
        counts.rejected++;
        if (errors.length < RECON_MAX_ERRORS) errors.push({ row, error: r.error });
      } else if (seen.has(r.transactionId)) counts.duplicates++;
      else {
        seen.add(r.transactionId);
        const { kind: _, ...line } = r;
        lines.push(line);
      }
    }
    counts.processedRows += rows.length - i;
    await db.transaction(async (tx) => {
      const t = createReconciliationRepo(tx);
      const mine = await t.insertLines(id, imp.provider, lines);
      counts.added += mine;
      counts.duplicates += lines.length - mine;
      await t.updateImport(id, { ...counts, errors });
    });
  }
}
