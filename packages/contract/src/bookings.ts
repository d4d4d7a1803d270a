import { z } from 'zod';
import { BOOKING_FILTERS, BOOKING_STATUSES, type BookingStatus } from './enums/bookings.ts';
import { pageQuerySchema } from './envelope.ts';
import {
  optionalDateField,
  optionalMoneyField,
  optionalPhoneField,
  optionalText,
  phoneField,
  requiredText,
  versionField,
  idField,
} from './fields.ts';
import { MSG } from './messages.ts';

/** SPEC 4: each status's moves; Completed and Cancelled are final. */
export const BOOKING_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  Pending: ['Accepted', 'Cancelled'],
  Accepted: ['onGoing', 'Cancelled'],
  onGoing: ['Completed', 'Cancelled'],
  Completed: [],
  Cancelled: [],
};

/** The buttons of SPEC 4, by the status they move to. */
export const BOOKING_ACTIONS: Record<Exclude<BookingStatus, 'Pending'>, string> = {
  Accepted: 'Confirm request',
  onGoing: 'Start request',
  Completed: 'Complete request',
  Cancelled: 'Cancel request',
};

export type BookingFilter = keyof typeof BOOKING_FILTERS;

/** The list a booking of this status belongs to (ruling 18). */
export function bookingFilterOf(status: BookingStatus): BookingFilter {
  return (Object.keys(BOOKING_FILTERS) as BookingFilter[]).find((f) =>
    (BOOKING_FILTERS[f] as readonly string[]).includes(status),
  )!;
}

/** What the customer app sends (ruling 17). */
export const bookingCreateSchema = z.object({
  firstName: requiredText(60),
  lastName: requiredText(60),
  primaryPhoneNumber: phoneField(),
  otherPhoneNumber: optionalPhoneField(),
  service: requiredText(120),
  serviceStartDate: optionalDateField(),
  packagePrice: optionalMoneyField(),
  totalCost: optionalMoneyField(),
  packageDetails: optionalText(1000),
  extras: optionalText(1000),
  dropoff: optionalText(200),
  requestedFor: optionalText(120),
  motherNames: optionalText(120),
  nurseNames: optionalText(200),
  clientId: optionalText(100),
  customerId: idField()
    .nullish()
    .transform((v) => v ?? null),
});
export type BookingCreate = z.input<typeof bookingCreateSchema>;

/** SPEC 7: PUT /booking/{docId} with field 'status', value, docId, user. */
export const bookingStatusUpdateSchema = z.object({
  field: z.literal('status', { error: "Only the booking's status can be changed here" }),
  value: z.enum(BOOKING_STATUSES, { error: `Status is one of ${BOOKING_STATUSES.join(', ')}` }),
  docId: z.string().trim().max(60).optional(),
  user: z.string().trim().max(254).optional(),
  /** The version the dialog showed (API.md): a stale one answers 409. */
  updatedAt: versionField(),
});
export type BookingStatusUpdate = z.input<typeof bookingStatusUpdateSchema>;

export const bookingListQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(['new', 'active', 'completed'], { error: 'status is new, active or completed' })
    .optional(),
  search: z.string().trim().max(100).optional(),
});

// Issue 37: a booking without its service, start date or price is a
// request (Add Customer's first order makes one). Staff fill it in with
// PATCH /booking/{id}; 'Confirm request' waits until nothing is missing.

/** What a booking needs before it can be confirmed, as staff say it. */
export const BOOKING_NEEDS = ['service', 'start date', 'price'] as const;
export type BookingNeed = (typeof BOOKING_NEEDS)[number];

/**
 * The field that holds each need. The price is totalCost, what the client
 * pays: the lists show it as Cost and a job card made from the booking
 * takes it as its invoice amount; packagePrice is the package's list price.
 */
export const BOOKING_NEED_FIELDS = {
  service: 'service',
  'start date': 'serviceStartDate',
  price: 'totalCost',
} as const satisfies Record<BookingNeed, string>;

type Needed = { service: string | null; serviceStartDate: string | null; totalCost: number | null };

/** What `b` still lacks, in BOOKING_NEEDS's order; empty when it is complete. */
export function bookingMissing(b: Needed): BookingNeed[] {
  const has: Record<BookingNeed, boolean> = {
    service: !!b.service?.trim(),
    'start date': !!b.serviceStartDate,
    price: b.totalCost !== null,
  };
  return BOOKING_NEEDS.filter((need) => !has[need]);
}

/** 'start date', 'start date and price', 'service, start date and price'. */
const listed = (words: readonly string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/**
 * Why a booking lacking `missing` cannot move to `to`, or null: only
 * 'Confirm request' (to Accepted) waits for a complete booking. The API's
 * 409 and the greyed-out Confirm button's note.
 */
export function bookingRequestProblem(to: BookingStatus, missing: readonly string[]) {
  if (to !== 'Accepted' || missing.length === 0) return null;
  return `This booking is a request: fill in its ${listed(missing)} before confirming it`;
}

/** 'Request: start date and price missing', how the booking shows it. */
export const bookingRequestLabel = (missing: readonly string[]) =>
  `Request: ${listed(missing)} missing`;

/** Only these are edited: once under way, the booking is its job cards' business. */
export const BOOKING_EDITABLE_STATUSES = [
  'Pending',
  'Accepted',
] as const satisfies readonly BookingStatus[];

export const isEditableBooking = (status: BookingStatus) =>
  (BOOKING_EDITABLE_STATUSES as readonly string[]).includes(status);

/** PATCH /booking/{id}: the fields staff complete or correct; a field left out stays as it is. */
export const bookingEditSchema = z
  .object({
    service: requiredText(120).optional(),
    serviceStartDate: optionalDateField().optional(),
    packagePrice: optionalMoneyField().optional(),
    totalCost: optionalMoneyField().optional(),
    packageDetails: optionalText(1000).optional(),
    extras: optionalText(1000).optional(),
    dropoff: optionalText(200).optional(),
    requestedFor: optionalText(120).optional(),
    motherNames: optionalText(120).optional(),
    /** The version the form showed (API.md): a stale one answers 409. */
    updatedAt: versionField(),
  })
  .refine((b) => Object.entries(b).some(([k, v]) => k !== 'updatedAt' && v !== undefined), {
    error: 'Send at least one field to change',
  });
export type BookingEdit = z.input<typeof bookingEditSchema>;
export type BookingEditField = Exclude<keyof z.output<typeof bookingEditSchema>, 'updatedAt'>;

/**
 * A confirmed booking keeps what confirming it needed: when the edit would
 * leave `after` (of status `status`) lacking any, the 400's sentence and
 * its field messages; otherwise null.
 */
export function bookingEditProblems(status: BookingStatus, after: Needed) {
  const missing = status === 'Accepted' ? bookingMissing(after) : [];
  if (missing.length === 0) return null;
  const needs = (what: string) => `A confirmed booking needs its ${what}`;
  return {
    error: needs(listed(missing)),
    details: Object.fromEntries(missing.map((n) => [BOOKING_NEED_FIELDS[n], needs(n)])),
  };
}

const statusChange = z.object({
  from: z.string().nullable(),
  to: z.string(),
  by: z.string().nullable(),
  at: z.string(),
});

export const bookingSchema = z.object({
  id: z.number(),
  docId: z.string(),
  customerId: z.number().nullable(),
  clientId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  client: z.string().nullable(),
  primaryPhoneNumber: z.string(),
  otherPhoneNumber: z.string().nullable(),
  service: z.string(),
  serviceStartDate: z.string().nullable(),
  totalCost: z.number().nullable(),
  packagePrice: z.number().nullable(),
  packageDetails: z.string().nullable(),
  extras: z.string().nullable(),
  dropoff: z.string().nullable(),
  nurseNames: z.string().nullable(),
  requestedFor: z.string().nullable(),
  motherNames: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  clientStatus: z.string().nullable(),
  statusHistory: z.array(statusChange),
  jobCardIds: z.array(z.number()),
  /**
   * Issue 37, beside SPEC's fields: what the booking still lacks, in plain
   * words ('service', 'start date', 'price'); empty when complete. A booking
   * that lacks any is a request: it cannot be confirmed until filled in.
   */
  missing: z.array(z.enum(BOOKING_NEEDS)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const BOOKING_MESSAGES = {
  changed: (status: string) => `Booking status changed to ${status}`,
  failed: 'Error updating booking',
  notFound: 'Booking not found',
  /** PATCH /booking/{id} (issue 37). */
  edited: 'Booking updated',
  notEditable: (status: string) =>
    `This booking is ${status}; only a Pending or Accepted booking can be edited`,
} as const;

export const bookingIdParam = z.object({
  id: z.string().trim().min(1, MSG.fieldRequired).max(60),
});
