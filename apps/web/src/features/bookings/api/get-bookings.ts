import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Booking, type BookingFilter } from '@app/contract';
import { api } from '../../../lib/api-client';
import { bookingKeys, type BookingPage } from './keys';

/**
 * GET /booking?status&search&offset&limit: one list (ruling 18: new =
 * Pending, active = Accepted and onGoing, completed = Completed and
 * Cancelled; every booking without one), newest first; search by client
 * name, phone or docId.
 */
export function getBookings(
  filter: BookingFilter | undefined,
  search: string,
  offset: number,
  limit: number,
): Promise<BookingPage<Booking>> {
  return api.get<BookingPage<Booking>>(API.bookings.list, {
    query: { status: filter, search: search || undefined, offset, limit },
  });
}

export const bookingsQueryOptions = (
  filter: BookingFilter | undefined,
  search: string,
  page: number,
  pageSize: number,
) =>
  queryOptions({
    queryKey: bookingKeys.list(filter, search, page, pageSize),
    queryFn: () => getBookings(filter, search, page * pageSize, pageSize),
    placeholderData: keepPreviousData,
  });

export function useBookings(
  filter: BookingFilter | undefined,
  search: string,
  page: number,
  pageSize: number,
) {
  return useQuery(bookingsQueryOptions(filter, search, page, pageSize));
}
