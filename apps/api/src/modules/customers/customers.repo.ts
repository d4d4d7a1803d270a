import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { customerNameText, likeTerm } from '../../db/schema/search.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerInsert = typeof customers.$inferInsert;

const live = isNull(customers.deletedAt);

export function createCustomersRepo(db: Db) {
  return {
    list: (offset: number, limit: number) =>
      db
        .select()
        .from(customers)
        .where(live)
        .orderBy(desc(customers.createdAt), desc(customers.id))
        .offset(offset)
        .limit(limit),

    async get(id: number): Promise<CustomerRow | undefined> {
      const [row] = await db
        .select()
        .from(customers)
        .where(and(eq(customers.id, id), live))
        .limit(1);
      return row;
    },

    async insert(values: CustomerInsert): Promise<CustomerRow> {
      const [row] = await db.insert(customers).values(values).returning();
      return row!;
    },

    /** Updates only when the row is still live (and at `version`, when given). */
    async update(id: number, values: Partial<CustomerInsert>, version?: Date) {
      const [row] = await db
        .update(customers)
        .set({ ...values, updatedAt: sql`now()` })
        .where(
          and(
            eq(customers.id, id),
            live,
            version
              ? sql`date_trunc('milliseconds', ${customers.updatedAt}) = ${version.toISOString()}::timestamptz`
              : undefined,
          ),
        )
        .returning();
      return row;
    },

    async findByPhone(phone: string): Promise<CustomerRow | undefined> {
      const [row] = await db
        .select()
        .from(customers)
        .where(
          and(live, or(eq(customers.phonenumber, phone), eq(customers.alternateNumber, phone))),
        )
        .orderBy(desc(customers.createdAt))
        .limit(1);
      return row;
    },

    /** Name or phone, any part, case- and accent-insensitive. */
    search: (term: string, digits: string | null, limit: number) =>
      db
        .select()
        .from(customers)
        .where(
          and(
            live,
            or(
              sql`${customerNameText(customers)} LIKE ${likeTerm(term)}`,
              digits ? sql`${customers.phonenumber} LIKE ${`%${digits}%`}` : undefined,
              digits ? sql`${customers.alternateNumber} LIKE ${`%${digits}%`}` : undefined,
            ),
          ),
        )
        .orderBy(desc(customers.createdAt), desc(customers.id))
        .limit(limit),
  };
}
