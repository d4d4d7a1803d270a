import {
  CARE_SCHEDULE_MESSAGES,
  DEFAULT_CARE_STEPS,
  type CareSchedule,
  type CareScheduleUpdate,
  type CareStep,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import type { JobQueue } from '../../platform/queue-types.ts';
import { CARE_SCHEDULE_ROW, createCareScheduleRepo } from './care-schedule.repo.ts';
import { CARE_STEPS_QUEUE } from './care-steps.service.ts';

// Issue 42 (ADR 059): the care schedule in force, changed by an ADMIN. A save
// is one transaction: the row locked, the version checked (an edit made from
// an older one is refused, not applied over the other ADMIN's), no step with
// recorded contacts or doses removed, the list stored, the change audited,
// and every mother's and baby's kept steps queued to be laid again on the
// durable queue (a crash after the commit still lays them; the job is
// committed with the change or not at all).

/** What changed between two lists, by key: for the audit log. */
function changes(before: readonly CareStep[], after: readonly CareStep[]) {
  const was = new Map(before.map((s) => [s.key, JSON.stringify(s)]));
  const now = new Map(after.map((s) => [s.key, JSON.stringify(s)]));
  return {
    added: [...now.keys()].filter((k) => !was.has(k)),
    removed: [...was.keys()].filter((k) => !now.has(k)),
    changed: [...now.keys()].filter((k) => was.has(k) && was.get(k) !== now.get(k)),
  };
}

export function createCareScheduleService(deps: { db: Db; queue: JobQueue }) {
  const read = async (db: Db): Promise<CareSchedule> => {
    const repo = createCareScheduleRepo(db);
    const row = await repo.get();
    const saved = row?.version ? row : undefined;
    return {
      steps: [...(row?.steps ?? DEFAULT_CARE_STEPS)],
      edited: row?.steps != null,
      version: row?.version ?? 0,
      updatedAt: saved ? saved.updatedAt.toISOString() : null,
      updatedBy: saved ? saved.updatedByName : null,
      recorded: await repo.recordedByStep(),
    };
  };

  return {
    get: () => read(deps.db),

    /** ADMIN only (the route). `steps` null puts the built-in schedule back. */
    async update(input: CareScheduleUpdate, actor: Actor): Promise<CareSchedule> {
      return deps.db.transaction(async (tx) => {
        const repo = createCareScheduleRepo(tx);
        const current = await repo.lock();
        if (current.version !== input.version)
          throw conflict(CARE_SCHEDULE_MESSAGES.changedMeanwhile);
        const before = current.steps ?? DEFAULT_CARE_STEPS;
        const after = input.steps ?? DEFAULT_CARE_STEPS;
        const diff = changes(before, after);
        // Records wait for this lock (they share it), so the counts are whole.
        const recorded = await repo.recordedByStep();
        const kept = diff.removed.filter((key) => (recorded[key] ?? 0) > 0);
        if (kept.length) throw conflict(CARE_SCHEDULE_MESSAGES.stepRecorded(kept));
        const version = current.version + 1;
        await repo.save(input.steps, current.version, actor.id);
        await audit(tx, actor, {
          action: 'update',
          entity: 'care_schedule',
          entityId: CARE_SCHEDULE_ROW,
          summary: {
            before: { version: current.version, builtIn: current.steps === null },
            after: { version, builtIn: input.steps === null },
            ...diff,
          },
        });
        await deps.queue.enqueue(tx, CARE_STEPS_QUEUE, [
          { data: {}, singletonKey: `schedule-${version}` },
        ]);
        return read(tx);
      });
    },
  };
}

export type CareScheduleService = ReturnType<typeof createCareScheduleService>;
