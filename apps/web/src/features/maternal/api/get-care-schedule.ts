import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type CareSchedule } from '@app/contract';
import { api } from '../../../lib/api-client';
import { maternalKeys } from './keys';

/** GET /admin/care-schedule (ADMIN only): the steps in force, its version, and each step's records. */
export function getCareSchedule(): Promise<CareSchedule> {
  return api.get<CareSchedule>(API.careSchedule.one);
}

export const careScheduleQueryOptions = () =>
  queryOptions({ queryKey: maternalKeys.careSchedule, queryFn: getCareSchedule });

export function useCareSchedule() {
  return useQuery(careScheduleQueryOptions());
}
