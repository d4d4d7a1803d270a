import type { BookingFilter } from '@app/contract';

// Query keys of bookings; a status change invalidates `all`, so every tab and detail refreshes.
export const bookingKeys = {
  all: ['bookings'] as const,
  lists: () => ['bookings', 'list'] as const,
  list: (filter: BookingFilter | undefined, search: string, page: number, pageSize: number) =>
    ['bookings', 'list', filter ?? 'all', search, page, pageSize] as const,
  /** By the key the screen was given: the docId or the numeric id. */
  detail: (key: string) => ['bookings', 'detail', key] as const,
};

export type BookingPage<T> = { rows: T[]; count: number };
