import { BOOKING_MESSAGES } from '@app/contract';
import { statusLabel } from './booking-status';

// The booking messages (SPEC 8) and the words of the bookings screens.
export const BOOKING_MSG = {
  changed: (status: string) => BOOKING_MESSAGES.changed(statusLabel(status)),
  failed: BOOKING_MESSAGES.failed,
  /** 'Error updating booking' with the server's reason (a 409 names the current status). */
  failedWith: (reason: string) => `${BOOKING_MESSAGES.failed}: ${reason}`,
  notFound: BOOKING_MESSAGES.notFound,
  /** PATCH /booking/{id} saved (issue 37). */
  edited: BOOKING_MESSAGES.edited,
  /** After 'Confirm request': the job card is the next step (issue 37). */
  confirmedOffer: 'Booking confirmed. Create its job card now?',
  confirmedOfferText: 'The job card form opens filled in from this booking; check it and save.',
  noCustomer:
    'This client is not a customer yet. Add them under Customer Profiles first; then a job card can be created from this booking.',
  /** The final moves ask first, naming the booking (issue 21). */
  cancelTitle: (client: string) => `Cancel the request of ${client}?`,
  cancelText: (docId: string) =>
    `Booking ${docId}. A cancelled booking cannot be confirmed, started or completed again.`,
  completeTitle: (client: string) => `Complete the request of ${client}?`,
  completeText: (docId: string) =>
    `Booking ${docId}. A completed booking cannot be started or cancelled again.`,
} as const;
