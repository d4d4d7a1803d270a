import {
  BOOKING_ACTIONS,
  BOOKING_TRANSITIONS,
  bookingFilterOf,
  labelFor,
  type BookingFilter,
  type BookingStatus,
} from '@app/contract';

/** A status a booking can be moved to (never back to Pending). */
export type BookingMove = keyof typeof BOOKING_ACTIONS;
export type BookingAction = { status: BookingMove; label: string };

/** How staff read a booking's status (the history, the toast): the contract's words (issue 38). */
export const statusLabel = (status: string) => labelFor('booking', status);

const isMove = (status: BookingStatus): status is BookingMove => status in BOOKING_ACTIONS;

/**
 * The buttons a booking offers now (SPEC 4): Pending 'Confirm request',
 * Accepted 'Start request', onGoing 'Complete request', and 'Cancel request'
 * unless it is Completed (or already Cancelled).
 */
export function bookingActions(status: BookingStatus): BookingAction[] {
  return BOOKING_TRANSITIONS[status]
    .filter(isMove)
    .map((to) => ({ status: to, label: BOOKING_ACTIONS[to] }));
}

/** Completed and Cancelled bookings take no more moves. */
export const isFinalBooking = (status: BookingStatus) => BOOKING_TRANSITIONS[status].length === 0;

/** The /bookings tabs of the three lists, in ?tab= and in the API's words. */
export const BOOKING_TABS = [
  { key: 'new', filter: 'new', label: 'New Bookings' },
  { key: 'ongoing', filter: 'active', label: 'On Going Booking' },
  { key: 'completed', filter: 'completed', label: 'Completed' },
] as const satisfies ReadonlyArray<{ key: string; filter: BookingFilter; label: string }>;

export type BookingTabKey = (typeof BOOKING_TABS)[number]['key'];

/** The tab a booking of this status is listed under. */
export function bookingTabOf(status: BookingStatus): BookingTabKey {
  const filter = bookingFilterOf(status);
  return BOOKING_TABS.find((t) => t.filter === filter)?.key ?? 'new';
}
