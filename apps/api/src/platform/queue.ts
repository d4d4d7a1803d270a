import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import {
  PgBoss,
  fromDrizzle,
  fromPglite,
  type ConstructorOptions,
  type Db as BossDb,
  type DrizzleTransactionLike,
} from 'pg-boss';
import type { Database } from '../db/client.ts';
import { inJobSpan } from './job-span.ts';
import type { JobHandler, JobQueue, JobQueueOptions, WorkOptions } from './queue-types.ts';

export type {
  JobContext,
  JobHandler,
  JobQueue,
  JobQueueOptions,
  NewJob,
  WorkOptions,
} from './queue-types.ts';

/**
 * The durable job queue of issue 24: pg-boss, on PostgreSQL and on the
 * embedded PGlite alike (ADR 036). The rest of the code sees only this
 * file's JobQueue, never pg-boss.
 */

/** pg-boss's tables live in a schema of their own. */
export const QUEUE_SCHEMA = 'pgboss';
/** Issue 24: "transient failures retry with backoff, at most 5 times" in all. */
export const MAX_ATTEMPTS = 5;
/**
 * PGlite has one connection: a batch of handlers shares it, so batches stay
 * small there and one poller per queue is all it can use.
 */
const PGLITE_MAX_BATCH = 5;
/** Jobs fetched together by default: a 1,000-message send goes out in batches. */
const DEFAULT_BATCH = { pglite: PGLITE_MAX_BATCH, postgres: 10 };

/** Thrown by a handler for a failure another attempt cannot fix: the job ends at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/**
 * pg-boss's view of our database. PGlite: the instance itself, through
 * pg-boss's adapter. PostgreSQL: the app's pool, as a plain `pool.query`
 * (never a named statement: pg-boss's texts vary by queue). One pool per
 * server: the queue's statements are short, and what handlers do goes
 * through that pool anyway.
 */
function bossDb(database: Database): BossDb {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') return fromPglite(client as PGlite);
  const pool = client as pg.Pool;
  return { executeSql: (text, values) => pool.query(text, values) };
}

/** What every instance shares: our database, our schema, no telemetry nor registry rows. */
function baseOptions(database: Database): ConstructorOptions {
  return {
    db: bossDb(database),
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    schema: QUEUE_SCHEMA,
    registerInstance: false,
    openTelemetry: { enabled: false },
  };
}

/**
 * Installs pg-boss's schema, or brings it to this pg-boss version, with
 * pg-boss's own installer (under its advisory lock). Run by runMigrations,
 * so a template database carries it and a server start only checks it.
 */
export async function installJobQueueSchema(database: Database): Promise<void> {
  const boss = new PgBoss({
    ...baseOptions(database),
    migrate: true,
    supervise: false,
    schedule: false,
    bamIntervalSeconds: 10,
  });
  // start() rejects with any failure that matters here
  boss.on('error', () => {});
  await boss.start();
  // An upgrade may leave index builds to pg-boss's background runner, which
  // only an instance with `migrate` runs: wait here while it builds them (10
  // minutes at most; what is left waits for the next start's migrations).
  const giveUp = Date.now() + 10 * 60_000;
  while (Date.now() < giveUp) {
    const status = await boss.getBamStatus();
    if (!status.some((s) => s.status === 'pending' || s.status === 'in_progress')) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await boss.stop({ graceful: false });
}

type Declared = {
  handler: JobHandler<never>;
  opts: WorkOptions;
};

export function createJobQueue(database: Database, opts: JobQueueOptions): JobQueue {
  const { log, workers } = opts;
  const pglite = database.kind === 'pglite';
  const pollingIntervalSeconds = opts.pollingIntervalSeconds ?? 1;
  const boss = new PgBoss({
    ...baseOptions(database),
    // runMigrations installed the schema: a start only checks its version
    migrate: false,
    // expiry of stalled jobs, retention and cron run where the workers do
    supervise: workers,
    schedule: workers,
    // Both: a queue's expiry and heartbeat checks run on a supervision pass
    // once its monitor interval is up. An import cut off by a crash is retried
    // within a heartbeat and a pass or two of the next start (issue 36).
    superviseIntervalSeconds: opts.superviseIntervalSeconds ?? 15,
    monitorIntervalSeconds: opts.superviseIntervalSeconds ?? 15,
    // flows (jobs waiting on jobs) are not used: their resolver may idle
    flowIntervalSeconds: 300,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  boss.on('warning', (w) => log.warn({ queueWarning: w.data }, w.message));

  const declared = new Map<string, Declared>();
  const schedules: { name: string; cron: string; tz: string; data?: object }[] = [];
  /** 'stopped' still enqueues: requests finishing during a shutdown may. */
  let state: 'new' | 'started' | 'stopped' = 'new';
  /**
   * Every declared queue exists: jobs may be added, even by a handler that
   * runs before start() ends (its workers are attached one after another).
   */
  let accepting = false;

  async function createQueue(name: string, w: WorkOptions) {
    const policy = {
      retryLimit: MAX_ATTEMPTS - 1,
      retryDelay: opts.retryDelaySeconds ?? 5,
      retryBackoff: true,
      expireInSeconds: w.expireInSeconds ?? 60,
    };
    // Exclusive: a job's singletonKey is pending at most once (enqueue gives
    // each job without one a key of its own).
    const heartbeat = w.heartbeatSeconds ? { heartbeatSeconds: w.heartbeatSeconds } : {};
    await boss.createQueue(name, { policy: 'exclusive', ...policy, ...heartbeat });
    // An existing queue keeps the policy it was created with; bring it up to date.
    await boss.updateQueue(name, { ...policy, heartbeatSeconds: w.heartbeatSeconds ?? null });
  }

  async function attach(name: string, { handler, opts: w }: Declared) {
    const wanted = w.batchSize ?? DEFAULT_BATCH[database.kind];
    const batchSize = Math.max(1, Math.min(wanted, pglite ? PGLITE_MAX_BATCH : 100));
    const run = handler as JobHandler<object>;
    await boss.work<object>(
      name,
      {
        batchSize,
        localConcurrency: pglite ? 1 : (w.concurrency ?? 1),
        pollingIntervalSeconds,
        // a full batch means more are waiting: fetch again at once
        burstWhenBatchFull: batchSize > 1,
        perJobResults: true,
      },
      async (jobs) => {
        const started = Date.now();
        const results = await Promise.all(
          jobs.map(async (job) => {
            const attempt = job.retryCount + 1;
            try {
              await inJobSpan(name, { id: job.id, attempt }, () =>
                run(job.data, {
                  id: job.id,
                  attempt,
                  lastAttempt: attempt >= MAX_ATTEMPTS,
                  signal: job.signal,
                }),
              );
              return { id: job.id, status: 'completed' as const };
            } catch (err) {
              const permanent = err instanceof PermanentJobError;
              const message = err instanceof Error ? err.message : String(err);
              log.warn({ queue: name, jobId: job.id, attempt, permanent, err }, 'job failed');
              // 'deadletter' ends a job whatever retries remain (no dead-letter
              // queue is set, so it simply fails); 'failed' retries while it may.
              return {
                id: job.id,
                status: permanent ? ('deadletter' as const) : ('failed' as const),
                output: { message, permanent },
              };
            }
          }),
        );
        const rest = (w.minBatchMs ?? 0) - (Date.now() - started);
        if (rest > 0) await new Promise((r) => setTimeout(r, rest));
        return results;
      },
    );
  }

  async function apply(name: string, d: Declared) {
    await createQueue(name, d.opts);
    if (workers) await attach(name, d);
  }

  async function applySchedule(s: (typeof schedules)[number]) {
    // an occurrence missed while no server ran is sent once when one is back
    await boss.schedule(s.name, s.cron, s.data ?? null, { tz: s.tz, missed: 'once' });
  }

  return {
    workers,
    async start() {
      if (state === 'started') return;
      await boss.start().catch((err: unknown) => {
        // pg-boss says "pg-boss is not installed" or "requires migrations"
        throw new Error(`The job queue cannot start (runMigrations installs its tables): ${err}`, {
          cause: err,
        });
      });
      // Every queue first, then the workers: a first handler may add jobs to
      // any of them (on PGlite, a queue pg-boss did not know yet would be
      // looked up outside the handler's transaction, and wait on it for ever).
      for (const [name, d] of declared) await createQueue(name, d.opts);
      accepting = true;
      if (workers) for (const [name, d] of declared) await attach(name, d);
      for (const s of schedules) await applySchedule(s);
      state = 'started';
    },
    async stop() {
      if (state !== 'started') return;
      state = 'stopped';
      // Handlers still running past the timeout are failed, and so retried.
      await boss.stop({ graceful: true, timeout: opts.stopTimeoutMs ?? 4000, close: false });
    },
    async enqueue(tx, name, jobs) {
      // pg-boss reads an unknown queue through its own connection: on PGlite,
      // inside the caller's transaction, that would wait forever.
      if (!declared.has(name)) throw new Error(`No queue "${name}": declare it with work()`);
      if (!accepting) throw new Error('The job queue has not started');
      if (!jobs.length) return;
      await boss.insert(
        name,
        jobs.map((j) => ({
          data: j.data,
          singletonKey: j.singletonKey ?? randomUUID(),
          startAfter: j.startAfter,
        })),
        { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) },
      );
    },
    async work(name, handler, w = {}) {
      if (declared.has(name)) throw new Error(`Queue "${name}" already has a handler`);
      const d: Declared = { handler: handler as JobHandler<never>, opts: w };
      declared.set(name, d);
      if (state === 'started') await apply(name, d);
    },
    async schedule(name, cron, tz, data) {
      if (!declared.has(name)) throw new Error(`No queue "${name}": declare it with work()`);
      const s = { name, cron, tz, data };
      schedules.push(s);
      if (state === 'started') await applySchedule(s);
    },
    async counts() {
      if (state !== 'started' || !declared.size) return [];
      const queues = await boss.getQueues([...declared.keys()]);
      return queues.map((q) => ({ name: q.name, queued: q.queuedCount, active: q.activeCount }));
    },
  };
}
