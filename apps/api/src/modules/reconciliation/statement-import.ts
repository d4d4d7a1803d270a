import { RECON_MAX_ERRORS, type ReconMapping } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Actor } from '../../platform/audit.ts';
import type { JobContext } from '../../platform/queue.ts';
import { createMatchRepo } from './reconciliation-match.repo.ts';
import { createReconciliationRepo, type NewLine } from './reconciliation.repo.ts';
import { readStatement, rowReader } from './statement-file.ts';

// The queue's job for one uploaded statement (issue 25): the file read,
// its lines stored in chunks (the progress bar reads processed_rows after
// each), then matched, then Done. A run after a crash starts over from the
// file, which is kept until the import is done: lines it stored before
// count again as its own, nothing is stored twice.

/** Lines stored per statement: few round trips, and progress every chunk. */
export const IMPORT_CHUNK = 2000;

/**
 * Matches an import's lines (exact, then suggestions) and marks it Done, in
 * one transaction; `actor` (the uploader) is who the exact matches' status
 * changes are audited as. The demo seed calls it for the lines it stores.
 */
export async function matchImport(db: Db, importId: number, actor: Actor) {
  await db.transaction(async (tx) => {
    const m = createMatchRepo(tx);
    await m.analyze();
    const matched = await m.exact(importId, actor);
    const suggested = await m.suggest({ importId });
    await createReconciliationRepo(tx).updateImport(importId, {
      state: 'Done',
      matched,
      suggested,
      content: null,
      finishedAt: new Date(),
    });
  });
}

export function createStatementImporter(db: Db) {
  const repo = createReconciliationRepo(db);

  async function importLines(
    id: number,
    imp: { provider: 'MTN' | 'Airtel'; content: string; mapping: Record<string, string> },
  ) {
    const file = readStatement(imp.content);
    const read = rowReader(imp.mapping as ReconMapping, file.headings);
    const counts = { processedRows: 0, added: 0, duplicates: 0, rejected: 0, skipped: 0 };
    const errors: { row: number; error: string }[] = [];
    await repo.updateImport(id, {
      state: 'Importing',
      totalRows: file.rows.length,
      ...counts,
      matched: 0,
      suggested: 0,
      errors,
      failure: null,
    });
    const seen = new Set<string>();
    for (let start = 0; start < file.rows.length; start += IMPORT_CHUNK) {
      const chunk = file.rows.slice(start, start + IMPORT_CHUNK);
      const lines: NewLine[] = [];
      for (const { row, cells } of chunk) {
        const r = read(cells);
        if (r.kind === 'out') counts.skipped++;
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
      counts.processedRows += chunk.length;
      await db.transaction(async (tx) => {
        const t = createReconciliationRepo(tx);
        const mine = await t.insertLines(id, imp.provider, lines);
        counts.added += mine;
        counts.duplicates += lines.length - mine;
        await t.updateImport(id, { ...counts, errors });
      });
    }
  }

  return {
    /** Runs an import; a finished one is left as it is. */
    async run(id: number, job?: Pick<JobContext, 'lastAttempt'>) {
      const found = await repo.claimImport(id);
      if (!found || found.import.state === 'Done' || found.import.state === 'Failed') return;
      const imp = found.import;
      const actor = { id: imp.uploadedBy, email: found.uploaderEmail };
      try {
        await importLines(id, {
          provider: imp.provider,
          content: imp.content ?? '',
          mapping: imp.mapping,
        });
        await repo.updateImport(id, { state: 'Matching' });
        await matchImport(db, id, actor);
      } catch (err) {
        // A file that cannot be read fails at once; anything else is tried again.
        const final = err instanceof AppError || job === undefined || job.lastAttempt;
        if (!final) throw err;
        const failure =
          err instanceof AppError ? err.message : 'The import failed; upload the file again';
        await repo.updateImport(id, { state: 'Failed', failure, finishedAt: new Date() });
        if (!(err instanceof AppError)) throw err;
      }
    },
  };
}
