import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Unpaid, type UnpaidQuery } from '@app/contract';
import { api } from '../../../lib/api-client';
import { payrollKeys } from './keys';

/** GET /payroll/unpaid?from&to&station: completed, unpaid nurse jobs, grouped by nurse. */
export function getUnpaid(query: UnpaidQuery): Promise<Unpaid> {
  return api.get<Unpaid>(API.payroll.unpaid, { query });
}

export const unpaidQueryOptions = (query: UnpaidQuery) =>
  queryOptions({
    queryKey: payrollKeys.unpaid(query),
    queryFn: () => getUnpaid(query),
    placeholderData: keepPreviousData,
  });

export function useUnpaid(query: UnpaidQuery) {
  return useQuery(unpaidQueryOptions(query));
}
