import { and, asc, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { babies, careSteps, customers, pregnancies } from '../../db/schema/index.ts';

export type CareStepInsert = typeof careSteps.$inferInsert;

/** Rows an INSERT of care_steps carries (12 parameters a row, far below the 65,535 allowed). */
const INSERT_ROWS = 2000;

/**
 * Issue 42: the Care due worklist's rows (care_steps), one customer at a
 * time. Only care-steps.service.ts writes them, from her timeline.
 */
export function createCareStepsRepo(db: Db) {
  return {
    /**
     * Their stations and whether they are deleted, their rows locked until
     * the transaction ends, in id order (FOR NO KEY UPDATE: a record or a
     * baby inserted for one meanwhile still passes its key check). Two
     * refreshes of her steps then run one after the other, the second
     * reading what the first committed. An unknown id has no row.
     */
    async lockCustomers(ids: readonly number[]) {
      if (!ids.length) return [];
      return db
        .select({ id: customers.id, station: customers.station, deletedAt: customers.deletedAt })
        .from(customers)
        .where(inArray(customers.id, [...ids]))
        .orderBy(asc(customers.id))
        .for('no key update');
    },

    /** Their rows replaced by `rows` (none: they have no step to do), a few thousand an INSERT. */
    async replace(customerIds: readonly number[], rows: readonly CareStepInsert[]) {
      if (!customerIds.length) return;
      await db.delete(careSteps).where(inArray(careSteps.customerId, [...customerIds]));
      for (let i = 0; i < rows.length; i += INSERT_ROWS)
        await db.insert(careSteps).values(rows.slice(i, i + INSERT_ROWS));
    },

    /**
     * The next `limit` live customers after `after` (by id) with a pregnancy
     * or a baby: those whose timeline has steps (the nightly rebuild).
     */
    async customersWithCare(after: number, limit: number): Promise<number[]> {
      const hasCare = sql`(EXISTS (SELECT 1 FROM ${pregnancies} WHERE ${pregnancies.customerId} = ${customers.id})
        OR EXISTS (SELECT 1 FROM ${babies} WHERE ${babies.customerId} = ${customers.id}))`;
      const rows = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(gt(customers.id, after), isNull(customers.deletedAt), hasCare))
        .orderBy(asc(customers.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Whether no step is kept while some customer has a pregnancy (an upgrade from before them). */
    async needsFirstFill(): Promise<boolean> {
      const [kept] = await db.select({ id: careSteps.id }).from(careSteps).limit(1);
      if (kept) return false;
      const [some] = await db.select({ id: pregnancies.id }).from(pregnancies).limit(1);
      return some !== undefined;
    },
  };
}

export type CareStepsRepo = ReturnType<typeof createCareStepsRepo>;
