import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ReconUnbackedPage } from '@app/contract';
import { api } from '../../../lib/api-client';
import { LINES_PAGE, reconKeys } from './keys';

/**
 * GET /reconciliation/unbacked?month&offset&limit: the month's ledger entries
 * marked Paid by mobile money with no statement payment behind them.
 */
export function getUnbacked(month: string, page: number): Promise<ReconUnbackedPage> {
  return api.get<ReconUnbackedPage>(API.reconciliation.unbacked, {
    query: { month, offset: page * LINES_PAGE, limit: LINES_PAGE },
  });
}

export const unbackedQueryOptions = (month: string, page: number) =>
  queryOptions({
    queryKey: reconKeys.unbacked(month, page),
    queryFn: () => getUnbacked(month, page),
    placeholderData: keepPreviousData,
  });

export function useUnbacked(month: string, page: number) {
  return useQuery(unbackedQueryOptions(month, page));
}
