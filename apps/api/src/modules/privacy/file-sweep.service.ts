import type { FastifyBaseLogger } from 'fastify';
import { UGANDA_TIME_ZONE } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { FILE_AREAS, type FileStore } from '../../integrations/file-store.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { filesInUse } from './file-sweep.repo.ts';

/**
 * Issue 39: a file no row names any more leaves the file store. An erasure
 * deletes its person's files right after its commit; should the store fail
 * then (a bucket down, the server killed), this sweep deletes them later.
 * It keeps no list of names (an erased person's picture name would be one
 * of her values kept): it compares the store with the rows. It runs every
 * hour and soon after each erasure, on one server of many.
 */
export const FILE_SWEEP_QUEUE = 'files-sweep';
export const FILE_SWEEP_CRON = '23 * * * *';
/** A file this young is never swept: its upload's row may not be committed yet. */
export const FILE_SWEEP_GRACE_MS = 15 * 60_000;

export type FileSweepDeps = {
  db: Db;
  files: FileStore;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
};

/** Deletes every file older than the grace that no row names; answers how many. */
export async function sweepFiles(deps: FileSweepDeps, now = new Date()): Promise<number> {
  const used = await filesInUse(deps.db);
  let removed = 0;
  for (const area of FILE_AREAS) {
    for await (const { key, modified } of deps.files.list(area)) {
      if (used.has(key) || now.getTime() - modified.getTime() < FILE_SWEEP_GRACE_MS) continue;
      if (await deps.files.remove(key)) removed++;
    }
  }
  // counts only: a file's name may be a person's
  if (removed)
    deps.log.info({ removed }, 'file sweep: %d files no record names were deleted', removed);
  return removed;
}

/** The sweep asked for soon, inside the caller's transaction (an erasure). */
export async function sweepSoon(queue: Pick<JobQueue, 'enqueue'>, tx: Db): Promise<void> {
  await queue.enqueue(tx, FILE_SWEEP_QUEUE, [
    { data: {}, singletonKey: 'sweep', startAfter: new Date(Date.now() + 60_000) },
  ]);
}

export async function registerFileSweep(queue: JobQueue, deps: FileSweepDeps): Promise<void> {
  await queue.work(FILE_SWEEP_QUEUE, () => sweepFiles(deps), {
    batchSize: 1,
    expireInSeconds: 900,
  });
  await queue.schedule(FILE_SWEEP_QUEUE, FILE_SWEEP_CRON, UGANDA_TIME_ZONE);
}
