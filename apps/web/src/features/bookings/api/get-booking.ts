import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, pathOf, type Booking } from '@app/contract';
import { api } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** GET /booking/{id or docId}: one booking with its status history and job card ids. */
export function getBooking(key: string): Promise<Booking> {
  return api.get<Booking>(pathOf(API.bookings.one, { id: key }));
}

export const bookingQueryOptions = (key: string) =>
  queryOptions({
    queryKey: bookingKeys.detail(key),
    queryFn: () => getBooking(key),
    enabled: key.trim() !== '',
  });

/** The booking, shown at once from the row it was opened from while the fresh one loads. */
export function useBooking(key: string, initial?: Booking) {
  return useQuery({ ...bookingQueryOptions(key), placeholderData: initial });
}
