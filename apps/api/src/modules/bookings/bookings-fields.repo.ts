import { sql, type SQL } from 'drizzle-orm';
import { BOOKING_NEEDS, bookingMissing, type Booking, type BookingNeed } from '@app/contract';
import { computed, dayText, isoTime, type FieldMap } from '../../db/field-map.ts';
import { bookings, jobCards } from '../../db/schema/index.ts';

// The answer's one field map (ADR 032) and what a booking lacks (issue 37),
// for the repository's statements; the repository re-exports them.

export type BookingRow = typeof bookings.$inferSelect;
export type BookingInsert = typeof bookings.$inferInsert;
/** A row the service wrote, with the job cards its answer lists. */
export type WrittenBooking = BookingRow & { jobCardIds: number[] };

/** When the booking lacks each need (issue 37), as contract bookingMissing() says it. */
const lacks: Record<BookingNeed, SQL> = {
  service: sql`btrim(${bookings.service}) = ''`,
  'start date': sql`${bookings.serviceStartDate} IS NULL`,
  price: sql`${bookings.totalCost} IS NULL`,
};
/** A need as an SQL string literal: our own words, letters and spaces only. */
function word(need: BookingNeed): SQL {
  if (!/^[a-z ]+$/.test(need)) throw new Error(`not a need: ${need}`);
  return sql.raw(`'${need}'`);
}
/** What the booking still lacks, as text[] in BOOKING_NEEDS's order. */
export const missingSql = sql`array_remove(ARRAY[${sql.join(
  BOOKING_NEEDS.map((need) => sql`CASE WHEN ${lacks[need]} THEN ${word(need)} END`),
  sql`, `,
)}]::text[], NULL)`;

/**
 * A booking as the API answers it (bookingSchema), the one definition of
 * it (ADR 032): the database builds it from this map for the pages and one
 * booking, and the service maps a row it wrote by the same map.
 */
export const bookingFields = {
  id: bookings.id,
  docId: bookings.docId,
  customerId: bookings.customerId,
  clientId: bookings.clientId,
  firstName: bookings.firstName,
  lastName: bookings.lastName,
  client: bookings.client,
  primaryPhoneNumber: bookings.primaryPhoneNumber,
  otherPhoneNumber: bookings.otherPhoneNumber,
  service: bookings.service,
  serviceStartDate: dayText(bookings.serviceStartDate),
  totalCost: bookings.totalCost,
  packagePrice: bookings.packagePrice,
  packageDetails: bookings.packageDetails,
  extras: bookings.extras,
  dropoff: bookings.dropoff,
  nurseNames: bookings.nurseNames,
  requestedFor: bookings.requestedFor,
  motherNames: bookings.motherNames,
  status: bookings.status,
  clientStatus: bookings.clientStatus,
  statusHistory: bookings.statusHistory,
  /** The live job cards made from it; a row the service maps says which. */
  jobCardIds: computed<WrittenBooking>(
    sql`ARRAY(SELECT ${jobCards.id} FROM ${jobCards}
      WHERE ${jobCards.bookingId} = ${bookings.id} AND ${jobCards.deletedAt} IS NULL ORDER BY ${jobCards.id})`,
    { ts: (row) => row.jobCardIds },
  ),
  /** Issue 37: empty when complete; a row the service maps says the same by the contract. */
  missing: computed<WrittenBooking>(missingSql, { ts: (row) => bookingMissing(row) }),
  createdAt: isoTime(bookings.createdAt),
  updatedAt: isoTime(bookings.updatedAt),
} satisfies FieldMap<Booking, WrittenBooking>;
