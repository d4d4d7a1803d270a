import type { ComponentType } from 'react';
import type { Booking } from '@app/contract';

/**
 * What the job cards area adds to a booking, handed in by the screen that
 * shows both (app/screens, ADR 031): bookings never import jobcards.
 */
export type BookingJobCardParts = {
  /** The job cards made from the booking, each opening its job card. */
  List: ComponentType<{ ids: readonly number[]; label: string }>;
  /** 'Create job card' from a booking whose client is a customer; `client` names them. */
  CreateDialog: ComponentType<{
    open: boolean;
    booking: Booking;
    client: string;
    onClose: () => void;
    onCreated: () => void;
  }>;
};
