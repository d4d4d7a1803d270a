import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, HEADERS, type TodaysVisits } from '@app/contract';
import { api } from '../../../lib/api-client';
import { visitKeys } from './keys';

/**
 * The board asks again this often while its tab is visible, so a nurse's
 * check-in shows as "checked in" within 2 s (issue 37), without a reload.
 */
export const TODAY_REFRESH_MS = 1500;

/** GET /visits/today: the day's visits (Kampala's today by default), late and missed first. */
export function getTodayVisits(date?: string): Promise<TodaysVisits> {
  return api.get<TodaysVisits>(API.visits.today, {
    query: date ? { date } : undefined,
    // asked again by itself: not the person's activity, so an unattended Home still signs out
    headers: { [HEADERS.refresh]: 'background' },
  });
}

export const todayVisitsQueryOptions = (date?: string) =>
  queryOptions({
    queryKey: visitKeys.today(date),
    queryFn: () => getTodayVisits(date),
    refetchInterval: TODAY_REFRESH_MS,
    // a hidden tab stops asking; it asks again when shown
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    // live states: an offline copy of them would mislead, and it is rewritten too often to keep
    meta: { persist: false },
  });

export function useTodayVisits(date?: string) {
  return useQuery(todayVisitsQueryOptions(date));
}
