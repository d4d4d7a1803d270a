import { UGANDA_TIME_ZONE } from '@app/contract';
import type { Db } from '../db/client.ts';
import type { JobQueue } from './queue-types.ts';
import { createDataChangesRepo, type AsOf } from './data-changes.repo.ts';

// ADR 055: a server keeps the answers of a busy shared view (the schedule's
// pages) and gives one again only once the database says none of the data
// it was read from has changed since: a change committed by any server, the
// seed or SQL typed by hand is seen by the next request, here or anywhere,
// as a read would see it. Only a cache: losing it loses nothing.

type Kept = { json: string; asOf: AsOf };

export function createAnswerCache(opts: { db: Db; area: string; maxEntries: number }) {
  const changes = createDataChangesRepo(opts.db);
  /** By key, oldest use first (a Map keeps insertion order). */
  const kept = new Map<string, Kept>();

  return {
    /** The answer kept for `key` while its data is unchanged; else undefined, and it is forgotten. */
    async get(key: string): Promise<string | undefined> {
      const entry = kept.get(key);
      if (!entry) return undefined;
      const fresh = await changes.unchangedSince(opts.area, entry.asOf);
      // most recently used last; a newer answer put meanwhile stays
      if (kept.get(key) === entry) {
        kept.delete(key);
        if (fresh) kept.set(key, entry);
      }
      return fresh ? entry.json : undefined;
    },

    /** Keeps `json`, read as of `asOf`, for `key`; past maxEntries the least recently used goes. */
    put(key: string, json: string, asOf: AsOf) {
      if (opts.maxEntries === 0) return;
      kept.delete(key);
      kept.set(key, { json, asOf });
      for (const oldest of kept.keys()) {
        if (kept.size <= opts.maxEntries) break;
        kept.delete(oldest);
      }
    },

    /** How many answers are kept (tests, metrics). */
    get size() {
      return kept.size;
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;

/** The queue that forgets the changes of ended transactions (data-changes.repo.ts). */
export const DATA_CHANGES_QUEUE = 'data-changes-forget';
/**
 * Each minute: the change rows stay few, and a kept answer is read again at
 * most a minute or two after it was first read (its snapshot falls below
 * the horizon), whatever else happens.
 */
export const DATA_CHANGES_CRON = '* * * * *';

/** Declares the minute's forgetting on the durable queue (the schedule module registers it). */
export async function forgetEndedChanges(queue: JobQueue, db: Db) {
  const changes = createDataChangesRepo(db);
  await queue.work(DATA_CHANGES_QUEUE, () => changes.forgetEnded(), { batchSize: 1 });
  await queue.schedule(DATA_CHANGES_QUEUE, DATA_CHANGES_CRON, UGANDA_TIME_ZONE);
}
