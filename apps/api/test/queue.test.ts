import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import {
  createJobQueue,
  MAX_ATTEMPTS,
  PermanentJobError,
  type JobQueueOptions,
} from '../src/platform/queue.ts';
import { copyOfTemplate, createTestApp, freshDatabase, rowsOf } from './helpers.ts';

// Issue 24: "Scheduled and retried sends run on a durable job queue in the
// database ... A send is recorded before the gateway is called; a restart in
// between neither loses nor duplicates it. Transient failures retry with
// backoff, at most 5 times; permanent ones stop and show why." (ADR 036)

const quiet = { warn: () => {}, error: () => {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Three polls of the queues below: long enough for a job that would run to have run. */
const QUIET_MS = 1600;

async function until<T>(
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

let database: Database;
const extraDatabases: Database[] = [];

/** A queue that polls twice a second and retries after 1 s, 2 s, 4 s, 8 s (with jitter). */
function queueOn(db: Database, opts: Partial<JobQueueOptions> = {}) {
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
async function jobsOf(name: string): Promise<JobRow[]> {
  return rowsOf<JobRow>(
    await database.db.execute(sql`
      select state, retry_count, output,
             extract(epoch from start_after - now())::float as wait
      from pgboss.job where name = ${name} order by created_on`),
  );
}

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  for (const db of extraDatabases) await db.close();
  await database?.close();
});

describe('jobs commit with the transaction that adds them', () => {
  it('a job whose transaction rolls back never runs; one that commits runs exactly once', async () => {
    const queue = queueOn(database);
    const ran: number[] = [];
    await queue.work<{ n: number }>('commit-or-not', async (data) => {
      ran.push(data.n);
    });
    await queue.start();

    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue(tx, 'commit-or-not', [{ data: { n: 1 } }]);
        throw new Error('the caller changes its mind');
      }),
    ).rejects.toThrow('changes its mind');
    await database.db.transaction(async (tx) => {
      await queue.enqueue(tx, 'commit-or-not', [{ data: { n: 2 } }]);
    });

    await until('the committed job', () => ran.length > 0);
    await sleep(QUIET_MS);
    expect(ran).toEqual([2]);
    expect((await jobsOf('commit-or-not')).map((j) => j.state)).toEqual(['completed']);
  });

  it('1,000 jobs go in with one statement', async () => {
    const queue = queueOn(database, { workers: false });
    await queue.work('thousand', async () => {});
    await queue.start();
    const jobs = Array.from({ length: 1000 }, (_, n) => ({ data: { n } }));
    // The statements the queue sends through the caller's transaction, counted
    // (a count, not a time: the machine's load does not change it).
    let statements = 0;
    await database.db.transaction(async (tx) => {
      const counted = {
        execute: (query: Parameters<typeof tx.execute>[0]) => {
          statements += 1;
          return tx.execute(query);
        },
      } as unknown as typeof tx;
      await queue.enqueue(counted, 'thousand', jobs);
    });
    expect(statements).toBe(1);
    const [{ count }] = rowsOf<{ count: number }>(
      await database.db.execute(
        sql`select count(*)::int as count from pgboss.job where name = 'thousand' and state = 'created'`,
      ),
    ) as [{ count: number }];
    expect(count).toBe(1000);
  });

  it('a singleton key is pending once: the second enqueue of it is dropped', async () => {
    const queue = queueOn(database, { workers: false });
    await queue.work('keyed', async () => {});
    await queue.start();
    await database.db.transaction(async (tx) => {
      await queue.enqueue(tx, 'keyed', [
        { data: { n: 1 }, singletonKey: 'message-7' },
        { data: { n: 2 } },
        { data: { n: 3 } },
      ]);
    });
    await database.db.transaction(async (tx) => {
      await queue.enqueue(tx, 'keyed', [{ data: { n: 4 }, singletonKey: 'message-7' }]);
    });
    // jobs without a key each get their own, so they are never merged
    expect(await jobsOf('keyed')).toHaveLength(3);
  });

  it('refuses a queue no work() declared', async () => {
    const queue = queueOn(database);
    await queue.start();
    await expect(
      database.db.transaction((tx) => queue.enqueue(tx, 'nobody-works-here', [{ data: {} }])),
    ).rejects.toThrow('declare it with work()');
  });
});

describe('retries', () => {
  it('a transient failure is retried with growing delays, 5 attempts in all, then fails', async () => {
    const queue = queueOn(database);
    const attempts: { attempt: number; lastAttempt: boolean }[] = [];
    await queue.work('flaky', async (_data, job) => {
      attempts.push({ attempt: job.attempt, lastAttempt: job.lastAttempt });
      throw new Error('gateway answered 503');
    });
    await queue.start();
    await database.db.transaction((tx) => queue.enqueue(tx, 'flaky', [{ data: {} }]));

    const waits: number[] = [];
    for (let n = 1; n <= MAX_ATTEMPTS; n++) {
      const [job] = await until(`attempt ${n} to be settled`, async () => {
        const rows = await jobsOf('flaky');
        return attempts.length === n && rows[0]?.state !== 'active' ? rows : undefined;
      });
      if (n === MAX_ATTEMPTS) {
        expect(job!.state).toBe('failed');
        expect(job!.output).toMatchObject({ message: 'gateway answered 503', permanent: false });
        break;
      }
      expect(job!.state).toBe('retry');
      // pg-boss's backoff with a 1 s base: 1-2 s, 2-4 s, 4-8 s, 8-16 s
      waits.push(job!.wait);
      expect(job!.wait).toBeGreaterThan(2 ** (n - 1) - 0.5);
      expect(job!.wait).toBeLessThanOrEqual(2 ** n + 0.1);
      // The delay is asserted; the test need not sit through it.
      await database.db.execute(
        sql`update pgboss.job set start_after = now() where name = 'flaky' and state = 'retry'`,
      );
    }
    expect(waits).toHaveLength(MAX_ATTEMPTS - 1);
    await sleep(QUIET_MS);
    expect(attempts).toEqual([
      { attempt: 1, lastAttempt: false },
      { attempt: 2, lastAttempt: false },
      { attempt: 3, lastAttempt: false },
      { attempt: 4, lastAttempt: false },
      { attempt: 5, lastAttempt: true },
    ]);
  });

  it('a permanent failure stops after the first attempt and keeps why', async () => {
    const queue = queueOn(database);
    const attempts: number[] = [];
    await queue.work('doomed', async (_data, job) => {
      attempts.push(job.attempt);
      throw new PermanentJobError('invalid phone number');
    });
    await queue.start();
    await database.db.transaction((tx) => queue.enqueue(tx, 'doomed', [{ data: {} }]));

    const [job] = await until('the job to fail', async () => {
      const rows = await jobsOf('doomed');
      return rows[0]?.state === 'failed' ? rows : undefined;
    });
    expect(job!.output).toMatchObject({ message: 'invalid phone number', permanent: true });
    await sleep(QUIET_MS);
    expect(attempts).toEqual([1]);
  });
});

describe('servers with and without workers', () => {
  it('a server without workers queues but runs nothing; one with workers then runs it once', async () => {
    const producer = queueOn(database, { workers: false });
    const producerRan: unknown[] = [];
    await producer.work('handed-over', async (data) => {
      producerRan.push(data);
    });
    await producer.start();
    await database.db.transaction((tx) =>
      producer.enqueue(tx, 'handed-over', [{ data: { to: '+256700000001' } }]),
    );
    await sleep(QUIET_MS);
    expect(producerRan).toEqual([]);
    expect((await jobsOf('handed-over')).map((j) => j.state)).toEqual(['created']);

    // another server on the same database: a pool of its own
    const other = await openDatabase({
      kind: 'postgres',
      url: (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!,
      max: 2,
    });
    extraDatabases.push(other);
    const worker = queueOn(other);
    const workerRan: unknown[] = [];
    await worker.work('handed-over', async (data) => {
      workerRan.push(data);
    });
    await worker.start();
    await until('the worker to run it', () => workerRan.length > 0);
    await sleep(QUIET_MS);
    expect(workerRan).toEqual([{ to: '+256700000001' }]);
    expect(producerRan).toEqual([]);
  });

  it('stop() lets a running handler finish: its job completes and never runs again', async () => {
    const queue = queueOn(database);
    let runs = 0;
    let finished = false;
    await queue.work('slow', async () => {
      runs++;
      await sleep(500);
      finished = true;
    });
    await queue.start();
    await database.db.transaction((tx) => queue.enqueue(tx, 'slow', [{ data: {} }]));
    await until('the handler to start', () => runs > 0);
    await queue.stop();
    expect(finished).toBe(true);
    expect((await jobsOf('slow')).map((j) => j.state)).toEqual(['completed']);
  });

  it('a handler that runs while start() still declares the other queues may already add jobs', async () => {
    const producer = queueOn(database, { workers: false });
    await producer.work('chain-a', async () => {});
    await producer.start();
    await database.db.transaction((tx) => producer.enqueue(tx, 'chain-a', [{ data: {} }]));
    const worker = queueOn(database);
    await worker.work('chain-a', () =>
      database.db.transaction((tx) => worker.enqueue(tx, 'chain-b', [{ data: {} }])),
    );
    await worker.work('chain-b', async () => {});
    // many queues after it: chain-a's job runs while these are still being declared
    for (let i = 0; i < 40; i++) await worker.work(`chain-pad-${i}`, async () => {});
    await worker.start();
    await until('chain-b ran', async () => (await jobsOf('chain-b'))[0]?.state === 'completed');
    expect((await jobsOf('chain-a')).map((j) => [j.state, j.retry_count])).toEqual([
      ['completed', 0],
    ]);
  });

  it('schedules declared before start are saved at start, in their time zone', async () => {
    const queue = queueOn(database);
    await queue.work('morning', async () => {});
    await queue.schedule('morning', '0 8 * * *', 'Africa/Kampala');
    await queue.start();
    const rows = rowsOf<{ cron: string; timezone: string }>(
      await database.db.execute(
        sql`select cron, timezone from pgboss.schedule where name = 'morning'`,
      ),
    );
    expect(rows).toEqual([{ cron: '0 8 * * *', timezone: 'Africa/Kampala' }]);
  });
});

describe('the queue plugin', () => {
  it('starts with the app, and app.close() lets a running handler finish while the database is open', async () => {
    const ctx = await createTestApp();
    let finished = false;
    try {
      // declared after ready: applied at once
      await ctx.app.queue.work('plugin-slow', async () => {
        await sleep(500);
        finished = true;
      });
      await ctx.db.transaction((tx) => ctx.app.queue.enqueue(tx, 'plugin-slow', [{ data: {} }]));
      await until('the handler to start', async () => {
        const rows = rowsOf<{ state: string }>(
          await ctx.db.execute(sql`select state from pgboss.job where name = 'plugin-slow'`),
        );
        return rows[0]?.state === 'active';
      });
      await ctx.app.close();
      expect(finished).toBe(true);
      const rows = rowsOf<{ state: string }>(
        await ctx.db.execute(sql`select state from pgboss.job where name = 'plugin-slow'`),
      );
      expect(rows).toEqual([{ state: 'completed' }]);
    } finally {
      await ctx.database.close();
    }
  });
});

describe('a restart of the database', () => {
  it('a job queued before the database closed runs exactly once after it opens again', async () => {
    const copy = await copyOfTemplate();
    try {
      const first = await openDatabase({ kind: 'postgres', url: copy.url });
      const before = createJobQueue(first, { log: quiet, workers: false });
      await before.work('survives', async () => {});
      await before.start();
      await first.db.transaction((tx) =>
        before.enqueue(tx, 'survives', [{ data: { text: 'Your nurse arrives at 9' } }]),
      );
      await before.stop();
      await first.close();

      const again = await openDatabase({ kind: 'postgres', url: copy.url });
      const after = createJobQueue(again, {
        log: quiet,
        workers: true,
        pollingIntervalSeconds: 0.5,
      });
      const ran: unknown[] = [];
      await after.work('survives', async (data) => {
        ran.push(data);
      });
      await after.start();
      try {
        await until('the job to run', () => ran.length > 0);
        await sleep(QUIET_MS);
        expect(ran).toEqual([{ text: 'Your nurse arrives at 9' }]);
      } finally {
        await after.stop();
        await again.close();
      }
    } finally {
      await copy.drop();
    }
  });
});
