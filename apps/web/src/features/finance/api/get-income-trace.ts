import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { financeKeys, type IncomeListParams, type IncomePage } from './keys';
import { API } from '@app/contract';

/**
 * GET /income_trace?offset&limit&sort&order&<filters>&search: one page of the
 * ledger, the count and the totals by status of the whole filter.
 */
export function getIncomeTrace(
  { filter, sort, order, page, pageSize }: IncomeListParams,
  signal?: AbortSignal,
): Promise<IncomePage> {
  return api.get<IncomePage>(API.finance.list, {
    query: { ...filter, sort, order, offset: page * pageSize, limit: pageSize },
    signal,
  });
}

export const incomeTraceQueryOptions = (params: IncomeListParams) =>
  queryOptions({
    queryKey: financeKeys.list(params),
    queryFn: ({ signal }) => getIncomeTrace(params, signal),
    placeholderData: keepPreviousData,
  });

export function useIncomeTrace(params: IncomeListParams) {
  return useQuery(incomeTraceQueryOptions(params));
}
