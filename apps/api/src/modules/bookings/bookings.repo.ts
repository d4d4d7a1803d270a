import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Booking, BookingStatus } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { fixedIn, pageWindow } from '../../db/fixed.ts';
import type { JsonText } from '../../db/json.ts';
import { jsonObject } from '../../db/field-map.ts';
import { preparedByShape, preparedSql } from '../../db/prepared-sql.ts';
import { bookings, jobCards, type StatusChange } from '../../db/schema/index.ts';
import { bookingSearchText, likeTerm } from '../../db/schema/search.ts';
import {
  bookingFields,
  missingSql,
  type BookingInsert,
  type BookingRow,
  type WrittenBooking,
} from './bookings-fields.repo.ts';

export { bookingFields, type BookingInsert, type BookingRow, type WrittenBooking };

const live = isNull(bookings.deletedAt);

const bookingJson = jsonObject(bookingFields);

const p = sql.placeholder;

/**
 * The page statement: one round trip for the count of the whole list and
 * the page, each booking already in the API's shape with its job cards, as
 * JSON text the server sends on as it is (ADR 015). The inner query
 * chooses the page's rows under the table's own name, so the JSON (and the
 * job card look-up) is built for those rows only, not for every match a
 * search sorts. Built once per shape (ADR 017): the statuses are our
 * own words, written in, so with no search it is also planned once.
 */
const pageStatement = preparedByShape(
  (s: {
    statuses?: readonly BookingStatus[];
    search: boolean;
    phone: boolean;
    first: boolean;
    limit: number;
  }) => {
    const filtered =
      and(
        live,
        s.statuses ? fixedIn(bookings.status, s.statuses) : undefined,
        s.search
          ? or(
              sql`${bookingSearchText(bookings)} LIKE ${p('term')}`,
              s.phone ? sql`${bookings.primaryPhoneNumber} LIKE ${p('phone')}` : undefined,
              s.phone ? sql`${bookings.otherPhoneNumber} LIKE ${p('phone')}` : undefined,
              sql`lower(${bookings.docId}) LIKE ${p('term')}`,
            )
          : undefined,
      ) ?? sql`true`;
    return sql`SELECT json_build_object(
      'count', (SELECT count(*)::int FROM ${bookings} WHERE ${filtered}),
      'rows', (SELECT coalesce(json_agg(${bookingJson} ORDER BY ${bookings.createdAt} DESC, ${bookings.id} DESC), '[]')
        FROM (SELECT * FROM ${bookings} WHERE ${filtered}
          ORDER BY ${bookings.createdAt} DESC, ${bookings.id} DESC ${pageWindow(s.first ? 0 : p('offset'), s.limit)}) AS ${bookings})
      )::text AS json`;
  },
);

/** One live booking as the API answers it, by id or by docId. */
const answerBy = (key: 'id' | 'docId') =>
  preparedSql<{ key: number | string }>(
    `booking_json_by_${key === 'id' ? 'id' : 'doc_id'}`,
    () => sql`SELECT ${bookingJson} AS data FROM ${bookings}
      WHERE ${bookings[key]} = ${p('key')} AND ${live} LIMIT 1`,
  );
const answerStatements = { id: answerBy('id'), docId: answerBy('docId') };

/** A key of GET /booking/{key}: a numeric id, or a docId (BK-2026-000045). */
function byKey(key: string) {
  // A number beyond the id column's range is no booking (not a database error).
  const numeric = /^\d{1,10}$/.test(key) && Number(key) <= 2_147_483_647;
  return numeric
    ? ({ column: 'id', value: Number(key) } as const)
    : ({ column: 'docId', value: key } as const);
}

export function createBookingsRepo(db: Db) {
  return {
    async page(
      statuses: readonly BookingStatus[] | undefined,
      search: { term: string; phone: string | null } | undefined,
      offset: number,
      limit: number,
    ) {
      const shape = {
        statuses,
        search: !!search,
        phone: !!search?.phone,
        first: offset === 0,
        limit,
      };
      const rows = await pageStatement(db, shape, {
        term: search && likeTerm(search.term),
        phone: search?.phone && `%${search.phone}%`,
        offset,
      });
      return rows[0] as JsonText;
    },

    /** The row, by numeric id or by docId (BK-2026-000045). */
    async get(key: string) {
      const { column, value } = byKey(key);
      const [row] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings[column], value), live))
        .limit(1);
      return row;
    },

    /** The booking as the API answers it, built by the database; undefined when there is none. */
    async answer(key: string): Promise<Booking | undefined> {
      const { column, value } = byKey(key);
      const [row] = await answerStatements[column](db, { key: value });
      return row?.data as Booking | undefined;
    },

    async insert(values: BookingInsert) {
      const [row] = await db.insert(bookings).values(values).returning();
      return row!;
    },

    /**
     * Moves the status only while it is still `from`: of two parallel moves,
     * one wins. `complete`: only while nothing is missing (a confirmation).
     */
    async move(
      id: number,
      from: BookingStatus,
      to: BookingStatus,
      change: StatusChange,
      version?: Date,
      complete = false,
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
            complete ? sql`cardinality(${missingSql}) = 0` : undefined,
          ),
        )
        .returning();
      return row;
    },

    /**
     * Writes the edited fields only while the booking still has the status
     * they were checked against and is at `version`; undefined otherwise.
     */
    async edit(id: number, status: BookingStatus, values: Partial<BookingInsert>, version?: Date) {
      const [row] = await db
        .update(bookings)
        .set({ ...values, updatedAt: sql`now()` })
        .where(
          and(
            eq(bookings.id, id),
            live,
            eq(bookings.status, status),
            version
              ? sql`date_trunc('milliseconds', ${bookings.updatedAt}) = ${version.toISOString()}::timestamptz`
              : undefined,
          ),
        )
        .returning();
      return row;
    },

    /** The live job cards made from the booking, as its answer lists them. */
    async jobCardIds(id: number) {
      const rows = await db
        .select({ id: jobCards.id })
        .from(jobCards)
        .where(and(eq(jobCards.bookingId, id), isNull(jobCards.deletedAt)))
        .orderBy(jobCards.id);
      return rows.map((r) => r.id);
    },
  };
}
