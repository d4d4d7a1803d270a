// bookings: canonical lists of the area (SPEC 3, 4, 9). Where the spec spells a value
// several ways, the canonical spelling is stored and the variants accepted.

export const BOOKING_STATUSES = [
  'Pending',
  'Accepted',
  'onGoing',
  'Completed',
  'Cancelled',
] as const;

export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Booking list filters (ruling 18). */
export const BOOKING_FILTERS = {
  new: ['Pending'],
  active: ['Accepted', 'onGoing'],
  completed: ['Completed', 'Cancelled'],
} as const satisfies Record<string, readonly BookingStatus[]>;
