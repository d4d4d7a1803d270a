import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type OpenDay } from '@app/contract';
import { api } from '../../../lib/api-client';
import { proofKeys, type DaysState } from './proof-keys';

/**
 * GET /visits/days?state=open|decided: the days of completed, unpaid nurse
 * jobs without a check-in and out, awaiting an ADMIN's decision or decided.
 */
export function getOpenDays(state: DaysState): Promise<OpenDay[]> {
  return api.get<OpenDay[]>(API.visits.days, { query: { state } });
}

export const openDaysQueryOptions = (state: DaysState) =>
  queryOptions({ queryKey: proofKeys.list(state), queryFn: () => getOpenDays(state) });

export function useOpenDays(state: DaysState) {
  return useQuery(openDaysQueryOptions(state));
}
