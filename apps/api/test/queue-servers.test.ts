import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { createJobQueue } from '../src/platform/queue.ts';
import { copyOfTemplate, createTestApp, rowsOf } from './helpers.ts';
import { QUIET_MS, queueKit, queueOn, quiet, sleep, until } from './queue-kit.ts';

// Issue 24's durable job queue (ADR 036), as servers run it: a server with
// workers and one without, stopping, schedules, the app's plugin and a
// restart of the database. Transactions and retries are in queue.test.ts.

const kit = queueKit();
const { extraDatabases, jobsOf } = kit;

describe('servers with and without workers', () => {
  it('a server without workers queues but runs nothing; one with workers then runs it once', async () => {
    const producer = queueOn(kit.database, { workers: false });
    const producerRan: unknown[] = [];
    await producer.work('handed-over', async (data) => {
      producerRan.push(data);
    });
    await producer.start();
    await kit.database.db.transaction((tx) =>
      producer.enqueue(tx, 'handed-over', [{ data: { to: '+256700000001' } }]),
    );
    await sleep(QUIET_MS);
    expect(producerRan).toEqual([]);
    expect((await jobsOf('handed-over')).map((j) => j.state)).toEqual(['created']);

    // another server on the same database: a pool of its own
    const other = await openDatabase({
      kind: 'postgres',
      url: (kit.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!,
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
    const queue = queueOn(kit.database);
    let runs = 0;
    let finished = false;
    await queue.work('slow', async () => {
      runs++;
      await sleep(500);
      finished = true;
    });
    await queue.start();
    await kit.database.db.transaction((tx) => queue.enqueue(tx, 'slow', [{ data: {} }]));
    await until('the handler to start', () => runs > 0);
    await queue.stop();
    expect(finished).toBe(true);
    expect((await jobsOf('slow')).map((j) => j.state)).toEqual(['completed']);
  });

  it('a handler that runs while start() still declares the other queues may already add jobs', async () => {
    const producer = queueOn(kit.database, { workers: false });
    await producer.work('chain-a', async () => {});
    await producer.start();
    await kit.database.db.transaction((tx) => producer.enqueue(tx, 'chain-a', [{ data: {} }]));
    const worker = queueOn(kit.database);
    await worker.work('chain-a', () =>
      kit.database.db.transaction((tx) => worker.enqueue(tx, 'chain-b', [{ data: {} }])),
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
    const queue = queueOn(kit.database);
    await queue.work('morning', async () => {});
    await queue.schedule('morning', '0 8 * * *', 'Africa/Kampala');
    await queue.start();
    const rows = rowsOf<{ cron: string; timezone: string }>(
      await kit.database.db.execute(
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
