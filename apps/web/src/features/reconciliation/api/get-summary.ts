import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ReconSummary } from '@app/contract';
import { api } from '../../../lib/api-client';
import { reconKeys } from './keys';

/** GET /reconciliation/summary?month: received, matched, unmatched and the difference per provider. */
export function getSummary(month: string): Promise<ReconSummary> {
  return api.get<ReconSummary>(API.reconciliation.summary, { query: { month } });
}

export const summaryQueryOptions = (month: string) =>
  queryOptions({
    queryKey: reconKeys.summary(month),
    queryFn: () => getSummary(month),
    placeholderData: keepPreviousData,
  });

export function useSummary(month: string) {
  return useQuery(summaryQueryOptions(month));
}
