import { useQuery } from '@tanstack/react-query';
import { API, type FreeNursesAnswer } from '@app/contract';
import { api } from '../../../lib/api-client';
import { scheduleKeys, type FreeNursesAsk } from './keys';

export type { FreeNursesAsk };

/**
 * GET /schedule/free-nurses?start_date&end_date&shift&jobId&station&limit:
 * approved, active nurses licensed through the last day with no clashing
 * job, best rated and nearest the job card first; `more` when others are free too.
 */
export function getFreeNurses(query: FreeNursesAsk): Promise<FreeNursesAnswer> {
  return api.get<FreeNursesAnswer>(API.schedule.freeNurses, { query });
}

/** Asked once the panel's search is sent (`query` set). */
export function useFreeNurses(query: FreeNursesAsk | null) {
  return useQuery({
    queryKey: scheduleKeys.free(query ?? null),
    queryFn: () => getFreeNurses(query!),
    enabled: query !== null,
  });
}
