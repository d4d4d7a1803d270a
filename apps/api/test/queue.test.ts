import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, PermanentJobError } from '../src/platform/queue.ts';
import { rowsOf } from './helpers.ts';
import { QUIET_MS, queueKit, queueOn, sleep, until } from './queue-kit.ts';

// Issue 24: "Scheduled and retried sends run on a durable job queue in the
// database ... A send is recorded before the gateway is called; a restart in
// between neither loses nor duplicates it. Transient failures retry with
// backoff, at most 5 times; permanent ones stop and show why." (ADR 036)
// The queues of two servers, the app's plugin and a database restart are in
// queue-servers.test.ts.

const kit = queueKit();
const { jobsOf } = kit;

describe('jobs commit with the transaction that adds them', () => {
  it('a job whose transaction rolls back never runs; one that commits runs exactly once', async () => {
    const queue = queueOn(kit.database);
    const ran: number[] = [];
    await queue.work<{ n: number }>('commit-or-not', async (data) => {
      ran.push(data.n);
    });
    await queue.start();

    await expect(
      kit.database.db.transaction(async (tx) => {
        await queue.enqueue(tx, 'commit-or-not', [{ data: { n: 1 } }]);
        throw new Error('the caller changes its mind');
      }),
    ).rejects.toThrow('changes its mind');
    await kit.database.db.transaction(async (tx) => {
      await queue.enqueue(tx, 'commit-or-not', [{ data: { n: 2 } }]);
    });

    await until('the committed job', () => ran.length > 0);
    await sleep(QUIET_MS);
    expect(ran).toEqual([2]);
    expect((await jobsOf('commit-or-not')).map((j) => j.state)).toEqual(['completed']);
  });

  it('1,000 jobs go in with one statement', async () => {
    const queue = queueOn(kit.database, { workers: false });
    await queue.work('thousand', async () => {});
    await queue.start();
    const jobs = Array.from({ length: 1000 }, (_, n) => ({ data: { n } }));
    // The statements the queue sends through the caller's transaction, counted
    // (a count, not a time: the machine's load does not change it).
    let statements = 0;
    await kit.database.db.transaction(async (tx) => {
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
      await kit.database.db.execute(
        sql`select count(*)::int as count from pgboss.job where name = 'thousand' and state = 'created'`,
      ),
    ) as [{ count: number }];
    expect(count).toBe(1000);
  });

  it('a singleton key is pending once: the second enqueue of it is dropped', async () => {
    const queue = queueOn(kit.database, { workers: false });
    await queue.work('keyed', async () => {});
    await queue.start();
    await kit.database.db.transaction(async (tx) => {
      await queue.enqueue(tx, 'keyed', [
        { data: { n: 1 }, singletonKey: 'message-7' },
        { data: { n: 2 } },
        { data: { n: 3 } },
      ]);
    });
    await kit.database.db.transaction(async (tx) => {
      await queue.enqueue(tx, 'keyed', [{ data: { n: 4 }, singletonKey: 'message-7' }]);
    });
    // jobs without a key each get their own, so they are never merged
    expect(await jobsOf('keyed')).toHaveLength(3);
  });

  it('refuses a queue no work() declared', async () => {
    const queue = queueOn(kit.database);
    await queue.start();
    await expect(
      kit.database.db.transaction((tx) => queue.enqueue(tx, 'nobody-works-here', [{ data: {} }])),
    ).rejects.toThrow('declare it with work()');
  });
});

describe('retries', () => {
  it('a transient failure is retried with growing delays, 5 attempts in all, then fails', async () => {
    const queue = queueOn(kit.database);
    const attempts: { attempt: number; lastAttempt: boolean }[] = [];
    await queue.work('flaky', async (_data, job) => {
      attempts.push({ attempt: job.attempt, lastAttempt: job.lastAttempt });
      throw new Error('gateway answered 503');
    });
    await queue.start();
    await kit.database.db.transaction((tx) => queue.enqueue(tx, 'flaky', [{ data: {} }]));

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
      await kit.database.db.execute(
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
    const queue = queueOn(kit.database);
    const attempts: number[] = [];
    await queue.work('doomed', async (_data, job) => {
      attempts.push(job.attempt);
      throw new PermanentJobError('invalid phone number');
    });
    await queue.start();
    await kit.database.db.transaction((tx) => queue.enqueue(tx, 'doomed', [{ data: {} }]));

    const [job] = await until('the job to fail', async () => {
      const rows = await jobsOf('doomed');
      return rows[0]?.state === 'failed' ? rows : undefined;
    });
    expect(job!.output).toMatchObject({ message: 'invalid phone number', permanent: true });
    await sleep(QUIET_MS);
    expect(attempts).toEqual([1]);
  });
});
