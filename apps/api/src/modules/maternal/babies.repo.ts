import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { babies } from '../../db/schema/index.ts';

export type BabyInsert = typeof babies.$inferInsert;
export type BabyRow = typeof babies.$inferSelect;

/** Issue 42: a customer's babies, recorded with a birth (pregnancy-outcome.service.ts). */
export function createBabiesRepo(db: Db) {
  return {
    /** Her babies, the first born first (twins in the order recorded). */
    ofCustomer: (customerId: number): Promise<BabyRow[]> =>
      db
        .select()
        .from(babies)
        .where(eq(babies.customerId, customerId))
        .orderBy(asc(babies.bornOn), asc(babies.id)),

    /** The babies of these customers, each one's first born first. */
    ofCustomers: (customerIds: readonly number[]): Promise<BabyRow[]> =>
      customerIds.length
        ? db
            .select()
            .from(babies)
            .where(inArray(babies.customerId, [...customerIds]))
            .orderBy(asc(babies.customerId), asc(babies.bornOn), asc(babies.id))
        : Promise.resolve([]),

    async insert(values: BabyInsert[]): Promise<BabyRow[]> {
      if (!values.length) return [];
      return db.insert(babies).values(values).returning();
    },
  };
}
