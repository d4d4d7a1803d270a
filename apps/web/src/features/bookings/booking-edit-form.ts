import {
  bookingEditProblems,
  bookingEditSchema,
  type Booking,
  type BookingEdit,
  type BookingEditField,
} from '@app/contract';

/** The booking edit form's values (issue 37), as typed: text, '' for none. */
export type BookingEditValues = Record<BookingEditField, string>;

const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const money = (amount: number | null) => (amount === null ? '' : WHOLE.format(amount));

/** The form filled from the booking as it is now. */
export function bookingEditFormFrom(b: Booking): BookingEditValues {
  return {
    service: b.service,
    serviceStartDate: b.serviceStartDate ?? '',
    totalCost: money(b.totalCost),
    packagePrice: money(b.packagePrice),
    packageDetails: b.packageDetails ?? '',
    extras: b.extras ?? '',
    dropoff: b.dropoff ?? '',
    requestedFor: b.requestedFor ?? '',
    motherNames: b.motherNames ?? '',
  };
}

/**
 * PATCH /booking/{id} body: every field of the form, read by the contract
 * (whole UGX, '' as none), with the version the form was opened on; or
 * the field messages when a confirmed booking would lose its date or price.
 */
export function bookingEditBody(
  values: BookingEditValues,
  booking: Booking,
):
  | { body: BookingEdit; problems?: undefined }
  | { body?: undefined; problems: Record<string, string> } {
  const parsed = bookingEditSchema.parse(values);
  const problems = bookingEditProblems(booking.status, {
    service: parsed.service ?? booking.service,
    serviceStartDate: parsed.serviceStartDate ?? null,
    totalCost: parsed.totalCost ?? null,
  });
  if (problems) return { problems: problems.details };
  return { body: { ...parsed, updatedAt: booking.updatedAt } };
}

/** The form's fields a 400's details name. */
export const isEditField = (field: string): field is BookingEditField =>
  Object.keys(bookingEditSchema.shape).includes(field) && field !== 'updatedAt';
