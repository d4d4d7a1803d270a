import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';

// The durable job queue's types (platform/queue.ts, ADR 036): what the areas
// declare, add and are handed.

export type JobContext = {
  id: string;
  /** 1 on the first run, up to MAX_ATTEMPTS. */
  attempt: number;
  /** True on the attempt after which a failure is final. */
  lastAttempt: boolean;
  /** Aborted when the queue stops or the job's time is up. */
  signal: AbortSignal;
};
export type JobHandler<T> = (data: T, job: JobContext) => Promise<unknown>;
export type WorkOptions = {
  /** Jobs fetched together and run side by side (default 10; PGlite: 5, at most). */
  batchSize?: number;
  /** Pollers of this queue on this server (PGlite: 1). */
  concurrency?: number;
  /** How long one attempt may run before it counts as failed (default 60 s). */
  expireInSeconds?: number;
  /**
   * A long job's heartbeat (at least 10 s): its server refreshes it every
   * half of this while the handler runs, and an attempt not heard from for
   * this long (its server died) is failed at the next supervision pass, so
   * retried, long before its expireInSeconds.
   */
  heartbeatSeconds?: number;
  /**
   * A batch takes at least this long (ms): paces a queue whose jobs would
   * otherwise keep the embedded database's one connection busy, so requests
   * are still answered while a big batch of work drains.
   */
  minBatchMs?: number;
};
export type NewJob<T> = {
  data: T;
  /** At most one job with this key waits, retries or runs in the queue; a second is dropped. */
  singletonKey?: string;
  startAfter?: Date;
};

export type JobQueue = {
  /** Whether this server runs handlers (QUEUE_WORKERS); every server enqueues. */
  readonly workers: boolean;
  start: () => Promise<void>;
  /** Waits for running handlers (a few seconds at most); jobs cut short run again later. */
  stop: () => Promise<void>;
  /**
   * Adds jobs inside the caller's transaction `tx`: they commit with the
   * caller's rows or not at all. The queue must be declared with work().
   */
  enqueue: <T extends object>(tx: Db, name: string, jobs: NewJob<T>[]) => Promise<void>;
  /** Declares a queue and its handler; before start() it is remembered. */
  work: <T extends object>(
    name: string,
    handler: JobHandler<T>,
    opts?: WorkOptions,
  ) => Promise<void>;
  /** A recurring job on a declared queue, e.g. ('reminders', '0 8 * * *', 'Africa/Kampala'). */
  schedule: (name: string, cron: string, tz: string, data?: object) => Promise<void>;
  /**
   * Issue 39, the metrics: each declared queue's jobs waiting and running, as
   * pg-boss counted them at its last supervision pass (every 15 s where
   * workers run); none before the queue starts.
   */
  counts: () => Promise<{ name: string; queued: number; active: number }[]>;
};

export type JobQueueOptions = {
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  workers: boolean;
  /** How often an idle worker looks for jobs (default 1 s, at least 0.5). */
  pollingIntervalSeconds?: number;
  /** The first retry's delay; each next one doubles, with jitter (default 5 s). */
  retryDelaySeconds?: number;
  /** How long stop() waits for running handlers (default 4 s). */
  stopTimeoutMs?: number;
  /**
   * How often a server with workers looks for jobs whose attempt timed out
   * or lost its heartbeat (default 15 s; pg-boss's own is 60 s).
   */
  superviseIntervalSeconds?: number;
};
