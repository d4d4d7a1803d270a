import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type BatchList } from '@app/contract';
import { api } from '../../../lib/api-client';
import { payrollKeys, type BatchesQuery } from './keys';

/** GET /payroll/batches?state&offset&limit: payout batches, newest first, { rows, count }. */
export function getBatches(query: BatchesQuery): Promise<BatchList> {
  return api.get<BatchList>(API.payroll.batches, { query });
}

export const batchesQueryOptions = (query: BatchesQuery) =>
  queryOptions({
    queryKey: payrollKeys.batches(query),
    queryFn: () => getBatches(query),
    placeholderData: keepPreviousData,
  });

export function useBatches(query: BatchesQuery) {
  return useQuery(batchesQueryOptions(query));
}
