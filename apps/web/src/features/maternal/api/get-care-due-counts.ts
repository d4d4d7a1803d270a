import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type CareDueCounts } from '@app/contract';
import { api } from '../../../lib/api-client';
import { maternalKeys } from './keys';

/** GET /care-due/counts: Home's figures for today (due, overdue, the coming 7 days). */
export function getCareDueCounts(): Promise<CareDueCounts> {
  return api.get<CareDueCounts>(API.careDue.counts);
}

export const careDueCountsQueryOptions = () =>
  queryOptions({
    queryKey: maternalKeys.careDueCounts,
    queryFn: getCareDueCounts,
    meta: { persist: false },
  });

export function useCareDueCounts() {
  return useQuery(careDueCountsQueryOptions());
}
