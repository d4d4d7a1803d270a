import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { createJobQueue, type JobQueueOptions } from '../src/platform/queue.ts';
import { freshDatabase, rowsOf } from './helpers.ts';

// The helpers of queue.test.ts and queue-servers.test.ts (ADR 036).

export const quiet = { warn: () => {}, error: () => {} };
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Three polls of the queues below: long enough for a job that would run to have run. */
export const QUIET_MS = 1600;

export async function until<T>(
  what: string,
  check: () => Promise<T> | T,
  ms = 10_000,
): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** A queue that polls twice a second and retries after 1 s, 2 s, 4 s, 8 s (with jitter). */
export function queueOn(db: Database, opts: Partial<JobQueueOptions> = {}) {
  const queue = createJobQueue(db, {
    log: quiet,
    workers: true,
    pollingIntervalSeconds: 0.5,
    retryDelaySeconds: 1,
    ...opts,
  });
  // stopped as its test ends, so no test's pollers outlive it
  onTestFinished(() => queue.stop());
  return queue;
}

type JobRow = { state: string; retry_count: number; output: unknown; wait: number };

/**
 * A fresh database for one test file, closed after it with the other servers'
 * databases its tests open. The state is in what this returns, not in this
 * module: the API suite loads a module once per worker (isolate: false).
 */
export function queueKit() {
  const kit = {
    database: undefined as unknown as Database,
    extraDatabases: [] as Database[],
    jobsOf,
  };
  async function jobsOf(name: string): Promise<JobRow[]> {
    return rowsOf<JobRow>(
      await kit.database.db.execute(sql`
        select state, retry_count, output,
               extract(epoch from start_after - now())::float as wait
        from pgboss.job where name = ${name} order by created_on`),
    );
  }
  beforeAll(async () => {
    kit.database = await freshDatabase();
  });
  afterAll(async () => {
    for (const db of kit.extraDatabases) await db.close();
    await kit.database?.close();
  });
  return kit;
}
