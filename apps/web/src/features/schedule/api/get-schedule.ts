import { useInfiniteQuery } from '@tanstack/react-query';
import { addDays, API, SCHEDULE_PAGE, type ScheduleRow } from '@app/contract';
import { api } from '../../../lib/api-client';
import type { ScheduleFilters } from '../filters';
import { scheduleKeys, type Page } from './keys';

export type ScheduleRange = { from: string; to: string };

/**
 * GET /schedule?from&to&offset&limit&station&availability&busy&nurseId&q:
 * nurse rows (by name) with their jobs between from and to (inclusive).
 */
export function getSchedule(
  range: ScheduleRange,
  filters: ScheduleFilters,
  offset: number,
  limit: number,
  nurseId?: number,
): Promise<Page<ScheduleRow>> {
  return api.get<Page<ScheduleRow>>(API.schedule.list, {
    query: { ...range, ...filters, nurseId, offset, limit },
  });
}

/** Offset of the next page, or undefined once every row is loaded. */
export function nextScheduleOffset(last: Page<ScheduleRow>, pages: Page<ScheduleRow>[]) {
  const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
  return last.rows.length < SCHEDULE_PAGE || loaded >= last.count ? undefined : loaded;
}

/** The week view: pages of 100 nurse rows, the next asked for as the grid scrolls near its end. */
export function useWeekSchedule(monday: string, filters: ScheduleFilters) {
  return useInfiniteQuery({
    queryKey: scheduleKeys.week(monday, filters),
    queryFn: ({ pageParam }) =>
      getSchedule({ from: monday, to: addDays(monday, 6) }, filters, pageParam, SCHEDULE_PAGE),
    initialPageParam: 0,
    getNextPageParam: nextScheduleOffset,
  });
}
