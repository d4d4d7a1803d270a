import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { BookingStatus } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { bookings, jobCards, type StatusChange } from '../../db/schema/index.ts';
import { bookingSearchText, likeTerm } from '../../db/schema/search.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingInsert = typeof bookings.$inferInsert;

const live = isNull(bookings.deletedAt);

export function createBookingsRepo(db: Db) {
  return {
    async page(
      statuses: readonly BookingStatus[] | undefined,
      search: { term: string; phone: string | null } | undefined,
      offset: number,
      limit: number,
    ) {
      const where = and(
        live,
        statuses ? inArray(bookings.status, [...statuses]) : undefined,
        search
          ? or(
              sql`${bookingSearchText(bookings)} LIKE ${likeTerm(search.term)}`,
              search.phone
                ? sql`${bookings.primaryPhoneNumber} LIKE ${`%${search.phone}%`}`
                : undefined,
              search.phone
                ? sql`${bookings.otherPhoneNumber} LIKE ${`%${search.phone}%`}`
                : undefined,
              sql`lower(${bookings.docId}) LIKE ${likeTerm(search.term)}`,
            )
          : undefined,
      );
      // One round trip: the count of the whole list (an uncorrelated subquery,
      // run once; inside it "bookings" is its own FROM) and each booking's job
      // cards come with the page's rows. The outer id is written qualified:
      // a one-table select renders its columns bare, and a bare "id" inside
      // the subquery would be the job card's.
      const rows = await db
        .select({
          booking: bookings,
          total:
            sql<number>`(SELECT count(*) FROM ${bookings} WHERE ${where ?? sql`true`})`.mapWith(
              Number,
            ),
          jobCardIds: sql<number[]>`ARRAY(SELECT ${jobCards.id} FROM ${jobCards}
            WHERE ${jobCards.bookingId} = ${bookings}.${sql.identifier('id')} AND ${jobCards.deletedAt} IS NULL
            ORDER BY ${jobCards.id})`,
        })
        .from(bookings)
        .where(where)
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .offset(offset)
        .limit(limit);
      if (rows.length === 0 && offset > 0) {
        // Past the end: the count alone.
        const [total] = await db.select({ n: count() }).from(bookings).where(where);
        return { rows: [], count: total?.n ?? 0 };
      }
      return {
        rows: rows.map((r) => ({ ...r.booking, jobCardIds: r.jobCardIds })),
        count: rows[0]?.total ?? 0,
      };
    },

    /** By numeric id or by docId (BK-2026-000045). */
    async get(key: string) {
      // A number beyond the id column's range is no booking (not a database error).
      const numeric = /^\d{1,10}$/.test(key) && Number(key) <= 2_147_483_647;
      const byId = numeric ? eq(bookings.id, Number(key)) : eq(bookings.docId, key);
      const [row] = await db.select().from(bookings).where(and(byId, live)).limit(1);
      return row;
    },

    async insert(values: BookingInsert) {
      const [row] = await db.insert(bookings).values(values).returning();
      return row!;
    },

    /** Moves the status only while it is still `from`: of two parallel moves, one wins. */
    async move(
      id: number,
      from: BookingStatus,
      to: BookingStatus,
      change: StatusChange,
      version?: Date,
    ) {
      const [row] = await db
        .update(bookings)
        .set({
          status: to,
          statusHistory: sql`${bookings.statusHistory} || ${JSON.stringify([change])}::jsonb`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(bookings.id, id),
            eq(bookings.status, from),
            live,
            version
              ? sql`date_trunc('milliseconds', ${bookings.updatedAt}) = ${version.toISOString()}::timestamptz`
              : undefined,
          ),
        )
        .returning();
      return row;
    },

    /** The live job cards made from each booking. */
    async jobCardIds(ids: number[]) {
      if (!ids.length) return new Map<number, number[]>();
      const rows = await db
        .select({ bookingId: jobCards.bookingId, id: jobCards.id })
        .from(jobCards)
        .where(and(inArray(jobCards.bookingId, ids), isNull(jobCards.deletedAt)));
      const map = new Map<number, number[]>();
      for (const r of rows) map.set(r.bookingId!, [...(map.get(r.bookingId!) ?? []), r.id]);
      return map;
    },
  };
}
