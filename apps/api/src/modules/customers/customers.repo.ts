import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { once } from '../../db/prepared-sql.ts';
import { customers } from '../../db/schema/index.ts';
import { likeTerm } from '../../db/schema/search.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerInsert = typeof customers.$inferInsert;

const live = isNull(customers.deletedAt);

export function createCustomersRepo(db: Db) {
  // The two shapes of a search, built on first use, not per request. Unnamed
  // (''), so the database still plans each term: a common fragment walks the
  // newest customers, a rare one reads the trigram index.
  const prepareSearch = (phone: boolean) =>
    db
      .select()
      .from(customers)
      .where(
        and(
          live,
          or(
            sql`${customers.searchText} LIKE ${sql.placeholder('name')}`,
            phone ? sql`${customers.phonenumber} LIKE ${sql.placeholder('digits')}` : undefined,
            phone ? sql`${customers.alternateNumber} LIKE ${sql.placeholder('digits')}` : undefined,
          ),
        ),
      )
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(sql.placeholder('limit'))
      .prepare('');
  const byName = once(() => prepareSearch(false));
  const byPhone = once(() => prepareSearch(true));
  // Read by id for every record that names a customer: built once, prepared by name.
  const byId = once(() =>
    db
      .select()
      .from(customers)
      .where(and(eq(customers.id, sql.placeholder('id')), live))
      .limit(1)
      .prepare('customer_by_id'),
  );

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
      const [row] = await byId().execute({ id });
      return row;
    },

    async insert(values: CustomerInsert): Promise<CustomerRow> {
      const [row] = await db.insert(customers).values(values).returning();
      return row!;
    },

    /** Updates only when the row is still live (and at `version`, when given). */
    /** A device's push token: not a profile edit, so the record's version stays. */
    setFcmToken: (id: number, token: string | null) =>
      db
        .update(customers)
        .set({ fcmToken: token })
        .where(and(eq(customers.id, id), live)),

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
    search(term: string, digits: string | null, limit: number) {
      const params = { name: likeTerm(term), limit };
      return digits
        ? byPhone().execute({ ...params, digits: `%${digits}%` })
        : byName().execute(params);
    },
  };
}
