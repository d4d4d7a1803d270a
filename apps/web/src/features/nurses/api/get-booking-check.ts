import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type BookingCheck, type NurseJobShift } from '@app/contract';
import { api } from '../../../lib/api-client';
import { nurseKeys } from './keys';

export type BookingCheckQuery = {
  nurseId: number;
  start_date: string;
  duration: number;
  shift: NurseJobShift;
  /** The job being rescheduled (it does not clash with itself). */
  exceptId?: number | undefined;
  /** Issue 37: the job card the job is on: a warning when the days fall outside its days of care. */
  jobId?: number | undefined;
};

/**
 * GET /schedule/check?nurseId&start_date&duration&shift&exceptId&jobId (issue 27):
 * whether the nurse may be booked then, by the booking's own rules (licence,
 * account, approval, clashes), before anything is saved.
 */
export function getBookingCheck(query: BookingCheckQuery, signal?: AbortSignal) {
  return api.get<BookingCheck>(API.schedule.check, { query, signal });
}

export const bookingCheckQueryOptions = (query: BookingCheckQuery | null) =>
  queryOptions({
    queryKey: nurseKeys.bookingCheck(query),
    queryFn: ({ signal }) => getBookingCheck(query as BookingCheckQuery, signal),
    enabled: query !== null,
    // Other bookings change the answer: asked afresh on every change, never kept long.
    staleTime: 0,
    gcTime: 60_000,
    meta: { persist: false },
    placeholderData: keepPreviousData,
  });

/** The check for the dialog's values, or idle (null) while they are incomplete. */
export function useBookingCheck(query: BookingCheckQuery | null) {
  return useQuery(bookingCheckQueryOptions(query));
}
