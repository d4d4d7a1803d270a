import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SCHEDULE_PAGE } from '@app/contract';
import type { ScheduleFilters } from '../filters';
import { getSchedule, type ScheduleRange } from './get-schedule';
import { scheduleKeys } from './keys';

/** The most nurses one month grid shows (one page of the API's): more would not be readable. */
export const MONTH_NURSES = SCHEDULE_PAGE;

/**
 * The month view: the jobs of the nurses the filters pick (only those with
 * a job then), asked only once a station or a name narrows them.
 */
export function useMonthSchedule(range: ScheduleRange, filters: ScheduleFilters, enabled: boolean) {
  const busyOnly: ScheduleFilters = { ...filters, busy: 'busy' };
  return useQuery({
    queryKey: scheduleKeys.month(range.from, range.to, busyOnly),
    queryFn: () => getSchedule(range, busyOnly, 0, MONTH_NURSES),
    enabled,
    placeholderData: keepPreviousData,
  });
}
