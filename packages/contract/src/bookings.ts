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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const BOOKING_MESSAGES = {
  changed: (status: string) => `Booking status changed to ${status}`,
  failed: 'Error updating booking',
  notFound: 'Booking not found',
} as const;

export const bookingIdParam = z.object({
  id: z.string().trim().min(1, MSG.fieldRequired).max(60),
});
