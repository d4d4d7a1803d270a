import { count, eq, getTableColumns, sql } from 'drizzle-orm';
import { DEFAULT_CARE_STEPS, type CareStep } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { careRecords, careSchedule, staffUsers } from '../../db/schema/index.ts';

/** The one row of the care schedule (a check constraint keeps it the only one). */
export const CARE_SCHEDULE_ROW = 1;
const ROW = CARE_SCHEDULE_ROW;

const updatedByName = sql<
  string | null
>`(SELECT ${staffUsers.name} FROM ${staffUsers} WHERE ${staffUsers.id} = ${careSchedule.updatedBy})`;

export type CareScheduleRow = typeof careSchedule.$inferSelect & { updatedByName: string | null };

/** Issue 42 (ADR 059): the care schedule an ADMIN saved, and what is recorded on its steps. */
export function createCareScheduleRepo(db: Db) {
  return {
    async get(): Promise<CareScheduleRow | undefined> {
      const [row] = await db
        .select({ ...getTableColumns(careSchedule), updatedByName })
        .from(careSchedule)
        .where(eq(careSchedule.id, ROW));
      return row;
    },

    /**
     * The steps in force: the saved list, else the built-in one. `share`
     * holds the row until the transaction ends, so a save waits for a
     * contact being recorded on a step it might remove (and the other way).
     */
    async inForce(lock?: 'share'): Promise<readonly CareStep[]> {
      const query = db
        .select({ steps: careSchedule.steps })
        .from(careSchedule)
        .where(eq(careSchedule.id, ROW));
      const [row] = await (lock ? query.for('share') : query);
      return row?.steps ?? DEFAULT_CARE_STEPS;
    },

    /** Its row locked until the transaction ends (made first if none is): one save at a time. */
    async lock(): Promise<{ version: number; steps: CareStep[] | null }> {
      await db.insert(careSchedule).values({ id: ROW }).onConflictDoNothing();
      const [row] = await db
        .select({ version: careSchedule.version, steps: careSchedule.steps })
        .from(careSchedule)
        .where(eq(careSchedule.id, ROW))
        .for('update');
      return row!;
    },

    /** The new list (null: the built-in one), its version one more than `version`. */
    async save(steps: CareStep[] | null, version: number, by: string | null) {
      await db
        .update(careSchedule)
        .set({ steps, version: version + 1, updatedAt: new Date(), updatedBy: by })
        .where(eq(careSchedule.id, ROW));
    },

    /** How many contacts and doses are recorded on each step key. */
    async recordedByStep(): Promise<Record<string, number>> {
      const rows = await db
        .select({ key: careRecords.stepKey, n: count() })
        .from(careRecords)
        .groupBy(careRecords.stepKey);
      return Object.fromEntries(rows.map((r) => [r.key, r.n]));
    },
  };
}

export type CareScheduleRepo = ReturnType<typeof createCareScheduleRepo>;
