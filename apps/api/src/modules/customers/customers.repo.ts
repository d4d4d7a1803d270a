import { and, desc, eq, getTableColumns, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { pageWindow } from '../../db/fixed.ts';
import { allColumns, once, preparedByShape } from '../../db/prepared-sql.ts';
import { rowsAs } from '../../db/rows.ts';
import { customers, staffUsers } from '../../db/schema/index.ts';
import { SEARCH_WORDS, likeWords, searchNorm } from '../../db/schema/search.ts';

export type CustomerInsert = typeof customers.$inferInsert;

/** The name of the staff member who recorded the customer's consent (issue 26), read with the row. */
const consentByName = sql<
  string | null
>`(SELECT ${staffUsers.name} FROM ${staffUsers} WHERE ${staffUsers.id} = ${customers.consentBy})`;

/** What every read of a customer selects (and every write returns): the row and consentByName. */
const customerColumns = { ...getTableColumns(customers), consentByName };
export type CustomerRow = typeof customers.$inferSelect & { consentByName: string | null };

const live = isNull(customers.deletedAt);

/** The placeholders of a name search's words (likeWords): name, word2, word3, ... */
const WORD_SLOTS = Array.from({ length: SEARCH_WORDS }, (_, i) => (i ? `word${i + 1}` : 'name'));

/** Up to this many digits, a phone fragment is common enough to walk the newest customers. */
export const SHORT_PHONE_DIGITS = 4;

/**
 * A fragment of 3 or 4 digits is in about 1 number in 60 or 600 at random
 * (and in most Ugandan ones for '772'), so the newest customers that hold it
 * are found among the newest few thousand: walked in order through
 * customers_search_walk_idx, which holds every column the test reads, so no
 * row that does not match is read; then the page's rows are read by id.
 * strpos(), not LIKE, so that no estimate from the trigram indexes'
 * statistics can send it to them; the page size is written in (decision
 * 015), so the plan is made once per connection, not per term (decision
 * 016). Longer fragments are rare and go to the planner, which reads the
 * trigram indexes.
 *
 * When the term as a name (`name`) and as digits (`digits`) are the same
 * ('452'), one test of search_all (the name, the number and the alternate
 * number, parted by chr(1), which no term holds) answers all three.
 * Otherwise ('0772', '+256 772') the name is tested for the one and each
 * number for the other, as for a longer fragment.
 */
const holds = (column: AnyPgColumn, what: string) =>
  sql`strpos(${column}, ${sql.placeholder(what)}) > 0`;
const shortPhoneSearch = preparedByShape(
  ({ limit, same }: { limit: number; same: boolean }) => sql`
    WITH hits AS (
      SELECT ${customers.id}, ${customers.createdAt} FROM ${customers}
      WHERE ${customers.deletedAt} IS NULL
        AND ${
          same
            ? holds(customers.searchAll, 'digits')
            : sql`(${holds(customers.searchText, 'name')} OR ${holds(customers.phonenumber, 'digits')}
              OR ${holds(customers.alternateNumber, 'digits')})`
        }
      ORDER BY ${customers.createdAt} DESC, ${customers.id} DESC ${pageWindow(0, limit)})
    SELECT ${allColumns(customers)}, ${consentByName} AS consent_by_name
    FROM hits JOIN ${customers} USING (id)
    ORDER BY hits.created_at DESC, hits.id DESC`,
  ({ limit, same }) => `customer_search_short_phone_${limit}${same ? '' : '_named'}`,
);

export function createCustomersRepo(db: Db) {
  // The two shapes of a search, built on first use, not per request. Unnamed
  // (''), so the database still plans each term: a common fragment walks the
  // newest customers, a rare one reads the trigram index.
  const prepareSearch = (phone: boolean) =>
    db
      .select(customerColumns)
      .from(customers)
      .where(
        and(
          live,
          or(
            sql`(${sql.join(
              WORD_SLOTS.map((w) => sql`${customers.searchText} LIKE ${sql.placeholder(w)}`),
              sql` AND `,
            )})`,
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
      .select(customerColumns)
      .from(customers)
      .where(and(eq(customers.id, sql.placeholder('id')), live))
      .limit(1)
      .prepare('customer_by_id'),
  );
  // The profile as GET /customer/{id} shows it: a live customer, or an erased
  // one (issue 26: her placeholders and the date of the erasure stay readable).
  const shownById = once(() =>
    db
      .select(customerColumns)
      .from(customers)
      .where(and(eq(customers.id, sql.placeholder('id')), or(live, isNotNull(customers.erasedAt))))
      .limit(1)
      .prepare('customer_shown_by_id'),
  );

  return {
    list: (offset: number, limit: number) =>
      db
        .select(customerColumns)
        .from(customers)
        .where(live)
        .orderBy(desc(customers.createdAt), desc(customers.id))
        .offset(offset)
        .limit(limit),

    async get(id: number): Promise<CustomerRow | undefined> {
      const [row] = await byId().execute({ id });
      return row;
    },

    async getShown(id: number): Promise<CustomerRow | undefined> {
      const [row] = await shownById().execute({ id });
      return row;
    },

    async insert(values: CustomerInsert): Promise<CustomerRow> {
      const [row] = await db.insert(customers).values(values).returning(customerColumns);
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
        .returning(customerColumns);
      return row;
    },

    async findByPhone(phone: string): Promise<CustomerRow | undefined> {
      const [row] = await db
        .select(customerColumns)
        .from(customers)
        .where(
          and(live, or(eq(customers.phonenumber, phone), eq(customers.alternateNumber, phone))),
        )
        .orderBy(desc(customers.createdAt))
        .limit(1);
      return row;
    },

    /** Name or phone, any part, case- and accent-insensitive. */
    async search(term: string, digits: string | null, limit: number): Promise<CustomerRow[]> {
      const words = likeWords(term);
      const params = { ...Object.fromEntries(WORD_SLOTS.map((w, i) => [w, words[i]!])), limit };
      if (!digits) return byName().execute(params);
      if (digits.length > SHORT_PHONE_DIGITS)
        return byPhone().execute({ ...params, digits: `%${digits}%` });
      const name = searchNorm(term);
      const rows = await shortPhoneSearch(db, { limit, same: name === digits }, { name, digits });
      return rowsAs(customers, rows).map((row, i) => ({
        ...row,
        consentByName: (rows[i]!.consent_by_name as string | null) ?? null,
      }));
    },
  };
}
