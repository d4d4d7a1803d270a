import { and, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, pregnancies, staffUsers } from '../../db/schema/index.ts';
import { atVersion } from '../../lib/version.ts';

export type PregnancyInsert = typeof pregnancies.$inferInsert;

/** The name of the staff member who registered the pregnancy, read with the row. */
const createdByName = sql<
  string | null
>`(SELECT ${staffUsers.name} FROM ${staffUsers} WHERE ${staffUsers.id} = ${pregnancies.createdBy})`;

/** What every read of a pregnancy selects (and every write returns). */
const pregnancyColumns = { ...getTableColumns(pregnancies), createdByName };
export type PregnancyRow = typeof pregnancies.$inferSelect & { createdByName: string | null };

/** The unique index that keeps one ongoing pregnancy per customer. */
export const ONE_ONGOING_INDEX = 'pregnancies_one_ongoing_key';

export function createPregnanciesRepo(db: Db) {
  return {
    /** A customer not deleted, with what a pregnancy needs to know of her; undefined otherwise. */
    async customer(id: number) {
      const [row] = await db
        .select({ id: customers.id, erasedAt: customers.erasedAt })
        .from(customers)
        .where(and(eq(customers.id, id), isNull(customers.deletedAt)));
      return row;
    },

    /** A customer's pregnancies, the latest first. */
    list: (customerId: number): Promise<PregnancyRow[]> =>
      db
        .select(pregnancyColumns)
        .from(pregnancies)
        .where(eq(pregnancies.customerId, customerId))
        .orderBy(desc(pregnancies.lmp), desc(pregnancies.id)),

    /** The latest pregnancy (as `list` orders them) of each of these customers that has one. */
    latestOf: (customerIds: readonly number[]): Promise<PregnancyRow[]> =>
      customerIds.length
        ? db
            .selectDistinctOn([pregnancies.customerId], pregnancyColumns)
            .from(pregnancies)
            .where(inArray(pregnancies.customerId, [...customerIds]))
            .orderBy(pregnancies.customerId, desc(pregnancies.lmp), desc(pregnancies.id))
        : Promise.resolve([]),

    async get(id: number): Promise<PregnancyRow | undefined> {
      const [row] = await db
        .select(pregnancyColumns)
        .from(pregnancies)
        .where(eq(pregnancies.id, id));
      return row;
    },

    /** Refused by ONE_ONGOING_INDEX (a unique violation) when she has an ongoing one. */
    async insert(values: PregnancyInsert): Promise<PregnancyRow> {
      const [row] = await db.insert(pregnancies).values(values).returning(pregnancyColumns);
      return row!;
    },

    /**
     * Ends an ongoing pregnancy with its outcome, at `version` when given;
     * undefined when it is no longer ongoing (a second outcome, also a racing
     * one: the row's lock makes it wait and read the first) or moved on.
     */
    async recordOutcome(id: number, values: Partial<PregnancyInsert>, version?: string) {
      const [row] = await db
        .update(pregnancies)
        .set({ ...values, updatedAt: sql`now()` })
        .where(
          and(
            eq(pregnancies.id, id),
            eq(pregnancies.status, 'ongoing'),
            atVersion(pregnancies.updatedAt, version),
          ),
        )
        .returning(pregnancyColumns);
      return row;
    },

    /** Updates only at `version` when given; undefined when the row moved on (or is gone). */
    async update(id: number, values: Partial<PregnancyInsert>, version?: string) {
      const [row] = await db
        .update(pregnancies)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(pregnancies.id, id), atVersion(pregnancies.updatedAt, version)))
        .returning(pregnancyColumns);
      return row;
    },
  };
}

export type PregnanciesRepo = ReturnType<typeof createPregnanciesRepo>;
