import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { financeKeys, type IncomePage } from './keys';
import { API, pathOf } from '@app/contract';

/** GET /user_income_trace/{customerId}?offset&limit: one customer's orders, newest first. */
export function getCustomerIncomeTrace(
  customerId: number,
  offset: number,
  limit: number,
): Promise<IncomePage> {
  return api.get<IncomePage>(pathOf(API.finance.ofCustomer, { customerId }), {
    query: { offset, limit },
  });
}

/** SPEC 5: nothing is fetched without a customer id. */
export const customerIncomeTraceQueryOptions = (
  customerId: number,
  page: number,
  pageSize: number,
) =>
  queryOptions({
    queryKey: financeKeys.customer(customerId, page, pageSize),
    queryFn: () => getCustomerIncomeTrace(customerId, page * pageSize, pageSize),
    enabled: Number.isInteger(customerId) && customerId > 0,
    placeholderData: keepPreviousData,
  });

export function useCustomerIncomeTrace(customerId: number, page: number, pageSize: number) {
  return useQuery(customerIncomeTraceQueryOptions(customerId, page, pageSize));
}
