import type { FastifyBaseLogger } from 'fastify';
import {
  PRIVACY_MESSAGES,
  UGANDA_OFFSET_MINUTES,
  UGANDA_TIME_ZONE,
  type DataSubjectKind,
  type Retention,
  type RetentionPolicy,
  type RetentionRun,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import type { JobQueue } from '../../platform/queue.ts';
import type { ErasureService } from './erasure.service.ts';
import { createRetentionRepo, type RetentionRunRow, type RunCounts } from './retention.repo.ts';

// Issue 26, retention: people deleted long enough ago are erased, old
// access entries, used sign-in codes and ended sessions removed, every day
// at 02:30 Uganda time on the durable queue (so one server of many runs it)
// or when an ADMIN says "Run now". Each run is a retention_runs row.

export const RETENTION_QUEUE = 'privacy-retention';
/** Daily at 02:30 Kampala time: the quietest hour. */
export const RETENTION_CRON = '30 2 * * *';
const RUN_AT = { hour: 2, minute: 30 };
export const RETENTION_MESSAGES = {
  running: 'A retention run is already going; try again when it has finished',
} as const;

/** The next 02:30 in Uganda after `now` (Uganda keeps one offset all year). */
export function nextRunAt(now = new Date()): Date {
  const offsetMs = UGANDA_OFFSET_MINUTES * 60_000;
  const wall = new Date(now.getTime() + offsetMs);
  const next = Date.UTC(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    RUN_AT.hour,
    RUN_AT.minute,
  );
  const at = next > wall.getTime() ? next : next + 24 * 3600_000;
  return new Date(at - offsetMs);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const toRetentionRun = (r: RetentionRunRow): RetentionRun => ({
  id: r.id,
  startedAt: r.startedAt.toISOString(),
  finishedAt: iso(r.finishedAt),
  trigger: r.trigger,
  erasedCustomers: r.erasedCustomers,
  erasedNurses: r.erasedNurses,
  blocked: r.blocked,
  deletedAccessEntries: r.deletedAccessEntries,
  deletedCodes: r.deletedCodes,
  deletedSessions: r.deletedSessions,
  error: r.error,
});

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function createRetentionService(deps: {
  db: Db;
  /** Erases each person deleted long enough ago. */
  erasure: Pick<ErasureService, 'erase'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** A session unused this long has ended (SESSION_IDLE_MS). */
  sessionIdleMs: number;
}) {
  const repo = createRetentionRepo(deps.db);
  const system: Actor = { id: null, email: null };

  async function overview(): Promise<Retention> {
    const [policy, last] = await Promise.all([repo.policy(), repo.lastRun()]);
    return {
      policy,
      lastRun: last ? toRetentionRun(last) : null,
      nextRunAt: nextRunAt().toISOString(),
    };
  }

  /** Erases the people of one kind deleted long enough ago; blocked ones wait for the next run. */
  async function eraseDeleted(kind: DataSubjectKind, ids: number[], failures: string[]) {
    let erased = 0;
    let blocked = 0;
    for (const id of ids) {
      try {
        const outcome = await deps.erasure.erase({ kind, id }, system, 'retention');
        if (outcome.erased) erased += 1;
        else blocked += 1;
      } catch (err) {
        // erased meanwhile by an ADMIN's request: nothing left to do
        if (message(err) === PRIVACY_MESSAGES.alreadyErased) continue;
        // one person's failure does not stop the others; the run records it
        blocked += 1;
        failures.push(`${kind} ${id}: ${message(err)}`);
        deps.log.error({ err, kind, id }, 'retention: erasure failed');
      }
    }
    return { erased, blocked };
  }

  /** One run of the policy; undefined when one is already going (on any server). */
  async function run(trigger: RetentionRunRow['trigger']): Promise<RetentionRun | undefined> {
    const started = await repo.claimRun(trigger);
    if (!started) return undefined;
    const counts: RunCounts = {};
    const failures: string[] = [];
    try {
      const policy = await repo.policy();
      const c = await eraseDeleted(
        'customer',
        await repo.deletedCustomers(policy.softDeletedDays),
        failures,
      );
      const n = await eraseDeleted(
        'nurse',
        await repo.deletedNurses(policy.softDeletedDays),
        failures,
      );
      Object.assign(counts, {
        erasedCustomers: c.erased,
        erasedNurses: n.erased,
        blocked: c.blocked + n.blocked,
      });
      counts.deletedAccessEntries = await repo.deleteAccessEntries(policy.accessLogDays);
      counts.deletedCodes = await repo.deleteCodes(policy.authDays);
      counts.deletedSessions = await repo.deleteSessions(policy.authDays, deps.sessionIdleMs);
    } catch (err) {
      failures.push(message(err));
      deps.log.error({ err }, 'retention run failed');
    }
    // A failure still finishes the row, with what was done before it.
    const finished = await repo.finishRun(started.id, {
      ...counts,
      error: failures.length ? failures.join('; ').slice(0, 2000) : null,
    });
    deps.log.info({ retentionRun: toRetentionRun(finished) }, 'retention run finished');
    return toRetentionRun(finished);
  }

  return {
    overview,

    async savePolicy(policy: RetentionPolicy, actor: Actor): Promise<Retention> {
      await deps.db.transaction(async (tx) => {
        const r = createRetentionRepo(tx);
        const before = await r.policy();
        await r.savePolicy(policy, actor.id);
        await audit(tx, actor, {
          action: 'update',
          entity: 'retention',
          entityId: 'policy',
          summary: { before, after: { ...policy } },
        });
      });
      return overview();
    },

    run,

    /** An ADMIN's "Run now": audited; 409 while a run is going. */
    async runNow(actor: Actor): Promise<RetentionRun> {
      const done = await run('admin');
      if (!done) throw conflict(RETENTION_MESSAGES.running);
      await audit(deps.db, actor, {
        action: 'run',
        entity: 'retention',
        entityId: done.id,
        summary: { after: { ...done } },
      });
      return done;
    },

    /** The daily run on the durable queue: one server of many takes each occurrence. */
    async register(queue: JobQueue) {
      await queue.work(
        RETENTION_QUEUE,
        async () => {
          const done = await run('schedule');
          if (!done) deps.log.info('retention: a run is already going; this one is skipped');
        },
        // erasing many people may take a while; a run cut short is started again
        { expireInSeconds: 3600, batchSize: 1 },
      );
      await queue.schedule(RETENTION_QUEUE, RETENTION_CRON, UGANDA_TIME_ZONE);
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
