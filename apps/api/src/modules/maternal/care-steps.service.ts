import { UGANDA_TIME_ZONE, ugandaDate, type CareStepState } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../platform/queue-types.ts';
import { careContexts, timelineOf, type CareContext } from './care-timeline.ts';
import { createCareStepsRepo, type CareStepInsert } from './care-steps.repo.ts';

// Issue 42: the Care due worklist reads care_steps, never a timeline per
// request. Her rows are her timeline's steps still to do (due, overdue or
// upcoming: not done, not missed), laid by careTimeline on Kampala's today
// with the default steps, and rewritten here, for her alone, in the
// transaction of whatever moved her timeline: a pregnancy registered or
// edited, its outcome (and babies) recorded, a contact or dose recorded or
// removed. Her deletion and erasure remove them (migration 0041's trigger);
// a step whose window closes later simply falls out of the worklist's
// query, and the nightly rebuild drops it.

const STORED: ReadonlySet<CareStepState> = new Set(['due', 'overdue', 'upcoming']);

/** Her care_steps rows: her timeline's steps still to do on `today`, with her station. */
export function careStepRows(
  customerId: number,
  station: string | null,
  ctx: CareContext,
  today: string,
): CareStepInsert[] {
  return timelineOf(ctx, today)
    .filter((s) => STORED.has(s.state))
    .map((s) => ({
      customerId,
      pregnancyId: s.kind === 'immunisation' ? null : (ctx.pregnancy?.id ?? null),
      babyId: s.baby ? Number(s.baby) : null,
      stepKey: s.key,
      kind: s.kind,
      label: s.label,
      vaccines: s.vaccines,
      target: s.target,
      dueFrom: s.dueFrom,
      dueUntil: s.dueUntil,
      overdueUntil: s.overdueUntil,
      station,
    }));
}

/**
 * Rewrites the care_steps of these customers from their timelines as they
 * stand in `tx` (the transaction that changed them), on `today`. Their rows
 * are locked first, so two refreshes of her steps follow one another and
 * the second reads what the first committed. A customer deleted (or
 * unknown) keeps none.
 */
export async function refreshCareStepsOf(
  tx: Db,
  customerIds: readonly number[],
  today: string = ugandaDate(),
): Promise<void> {
  const repo = createCareStepsRepo(tx);
  const live = (await repo.lockCustomers(customerIds)).filter((c) => !c.deletedAt);
  const contexts = await careContexts(
    tx,
    live.map((c) => c.id),
  );
  const rows = live.flatMap((c) => careStepRows(c.id, c.station, contexts.get(c.id)!, today));
  await repo.replace(customerIds, rows);
}

/** Her care_steps rewritten, in the transaction that moved her timeline. */
export const refreshCareSteps = (tx: Db, customerId: number, today?: string) =>
  refreshCareStepsOf(tx, [customerId], today);

/** Customers a transaction of the rebuild refreshes. */
const REBUILD_BATCH = 500;

/** Every customer with a pregnancy or a baby, a batch a transaction; answers how many. */
export async function rebuildCareSteps(db: Db, today: string = ugandaDate()): Promise<number> {
  const repo = createCareStepsRepo(db);
  let done = 0;
  for (let after = 0; ;) {
    const ids = await repo.customersWithCare(after, REBUILD_BATCH);
    if (!ids.length) return done;
    await db.transaction((tx) => refreshCareStepsOf(tx, ids, today));
    done += ids.length;
    after = ids.at(-1)!;
  }
}

export const CARE_STEPS_QUEUE = 'care-steps-rebuild';
/** 00:30 in Kampala: the steps whose windows closed yesterday leave the table. */
export const CARE_STEPS_CRON = '30 0 * * *';

/**
 * The nightly rebuild on the durable queue (one server runs it), and a first
 * fill once the queue has started when no step is kept yet while
 * pregnancies are (a database from before the worklist).
 */
export async function scheduleCareSteps(
  queue: JobQueue,
  db: Db,
  onReady: (hook: () => Promise<void>) => void,
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  await queue.work(CARE_STEPS_QUEUE, () => rebuildCareSteps(db), {
    batchSize: 1,
    expireInSeconds: 3600,
    heartbeatSeconds: 60,
  });
  await queue.schedule(CARE_STEPS_QUEUE, CARE_STEPS_CRON, UGANDA_TIME_ZONE);
  onReady(async () => {
    try {
      if (await createCareStepsRepo(db).needsFirstFill())
        await queue.enqueue(db, CARE_STEPS_QUEUE, [{ data: {}, singletonKey: 'first-fill' }]);
    } catch (err) {
      log.warn({ err }, 'the care steps could not be queued for their first fill');
    }
  });
}
