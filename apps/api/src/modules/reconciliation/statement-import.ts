import { RECON_MESSAGES } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { nextTurn } from '../../lib/turns.ts';
import type { Actor } from '../../platform/audit.ts';
import type { JobContext } from '../../platform/queue.ts';
import { createMatchRepo } from './reconciliation-match.repo.ts';
import { createSuggestRepo } from './reconciliation-suggest.repo.ts';
import { createReconciliationRepo } from './reconciliation.repo.ts';
import { storeLines } from './statement-store.ts';
export { IMPORT_CHUNK } from './statement-store.ts';

// The queue's job for one uploaded statement (issues 25 and 36): the file
// read, its lines stored in chunks (statement-store.ts; the progress bar
// reads processed_rows after each), then matched, then Done. The file is
// kept until the import is done: a run after a crash goes on after the last
// chunk stored, and lines stored before count as its own, never twice.

/** Lines matched a statement: 1,000 took the embedded database 45 to 60 ms a range, 500 about half. */
export const MATCH_CHUNK = 500;

/**
 * Matches an import's lines and marks it Done; `actor` (the uploader) is who
 * the exact matches' status changes are audited as. The exact matches of
 * every range of MATCH_CHUNK lines first, then the suggestions, each range
 * in a transaction of its own with a turn of the event loop between (issue
 * 36: on the embedded database one statement for 100,000 lines held the
 * server 3 s). A run cut off part way matches again: what is matched stays,
 * the rest is matched, and the counts are read from the lines. The demo
 * seed calls it for the lines it stores.
 */
export async function matchImport(db: Db, importId: number, actor: Actor) {
  await createMatchRepo(db).analyze();
  await nextTurn();
  for await (const range of lineRanges(db, importId))
    await db.transaction((tx) => createMatchRepo(tx).exact(importId, actor, range));
  for await (const range of lineRanges(db, importId))
    await db.transaction((tx) => createSuggestRepo(tx).suggest({ importId, range }));
  await db.transaction(async (tx) => {
    const { matched, suggested } = await createMatchRepo(tx).outcome(importId);
    await createReconciliationRepo(tx).deleteParts(importId);
    await createReconciliationRepo(tx).updateImport(importId, {
      state: 'Done',
      matched,
      suggested,
      content: null,
      finishedAt: new Date(),
    });
  });
}

/** An import's lines in ranges of MATCH_CHUNK ids, a turn of the event loop after each. */
async function* lineRanges(db: Db, importId: number) {
  const m = createMatchRepo(db);
  for (let after = 0; ;) {
    const range = await m.nextRange(importId, after, MATCH_CHUNK);
    await nextTurn();
    if (!range) return;
    yield range;
    after = range.toId;
    await nextTurn();
  }
}

/** How long after its upload began an import's job waits for the file's last piece. */
export const UPLOAD_WAIT_MS = 2 * 60_000;
const UPLOAD_POLL_MS = 200;

/**
 * Waits until every piece of the upload is stored (the upload stores them
 * after the job is queued: reconciliation.service.ts). Answers false when
 * the upload failed meanwhile; refused as cut off once UPLOAD_WAIT_MS have
 * passed since it began (its server stopped part way).
 */
async function uploaded(
  repo: ReturnType<typeof createReconciliationRepo>,
  id: number,
  signal?: AbortSignal,
): Promise<boolean> {
  for (;;) {
    const now = (await repo.claimImport(id))?.import;
    if (!now || now.state === 'Failed') return false;
    if (now.parts === null || (await repo.partsStored(id)) >= now.parts) return true;
    if (Date.now() - now.createdAt.getTime() > UPLOAD_WAIT_MS)
      throw badRequest(RECON_MESSAGES.uploadCutOff);
    signal?.throwIfAborted();
    await new Promise((resolve) => setTimeout(resolve, UPLOAD_POLL_MS));
  }
}

export function createStatementImporter(db: Db) {
  const repo = createReconciliationRepo(db);

  return {
    /**
     * Runs an import; a finished one is left as it is, one cut off in
     * Importing goes on after its last stored chunk, one cut off in Matching
     * matches again (what it matched stays matched).
     */
    async run(id: number, job?: Pick<JobContext, 'lastAttempt' | 'signal'>) {
      const found = await repo.claimImport(id);
      if (!found || found.import.state === 'Done' || found.import.state === 'Failed') return;
      const imp = found.import;
      const actor = { id: imp.uploadedBy, email: found.uploaderEmail };
      try {
        if (imp.state === 'Queued' && !(await uploaded(repo, id, job?.signal))) return;
        if (imp.state !== 'Matching') {
          await storeLines(
            db,
            id,
            { provider: imp.provider, mapping: imp.mapping },
            { from: imp.state === 'Importing' ? imp : null, signal: job?.signal },
          );
          await repo.updateImport(id, { state: 'Matching' });
        }
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
