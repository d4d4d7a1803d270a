import { useQuery } from '@tanstack/react-query';
import { API, type FreeNurse } from '@app/contract';
import { api } from '../../../lib/api-client';
import { scheduleKeys, type FreeNursesAsk, type Page } from './keys';

export type { FreeNursesAsk };

/**
 * GET /schedule/free-nurses?start_date&end_date&shift&jobId&station&limit:
 * approved, active nurses licensed through the last day with no clashing
 * job, best rated and nearest the job card first.
 */
export function getFreeNurses(query: FreeNursesAsk): Promise<Page<FreeNurse>> {
  return api.get<Page<FreeNurse>>(API.schedule.freeNurses, { query });
}

/** Asked once the panel's search is sent (`query` set). */
export function useFreeNurses(query: FreeNursesAsk | null) {
  return useQuery({
    queryKey: scheduleKeys.free(query ?? null),
    queryFn: () => getFreeNurses(query!),
    enabled: query !== null,
  });
}
