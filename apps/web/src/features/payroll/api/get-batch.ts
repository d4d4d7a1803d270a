import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, pathOf, type Batch } from '@app/contract';
import { api } from '../../../lib/api-client';
import { payrollKeys } from './keys';

/** GET /payroll/batches/{id}: the batch, its lines and who drafted and approved it. */
export function getBatch(id: number): Promise<Batch> {
  return api.get<Batch>(pathOf(API.payroll.batch, { id }));
}

export const batchQueryOptions = (id: number) =>
  queryOptions({ queryKey: payrollKeys.batch(id), queryFn: () => getBatch(id) });

export function useBatch(id: number) {
  return useQuery(batchQueryOptions(id));
}
