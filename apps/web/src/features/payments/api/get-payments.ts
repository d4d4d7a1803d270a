import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@app/contract';
import { api } from '../../../lib/api-client';
import { LIST_POLL_MS, paymentKeys, type PaymentListParams, type PaymentPage } from './keys';

/** GET /payments?offset&limit&<filters>: one page of the requests, newest first, and the count. */
export function getPayments(
  { filter, page, pageSize }: PaymentListParams,
  signal?: AbortSignal,
): Promise<PaymentPage> {
  return api.get<PaymentPage>(API.payments.list, {
    query: { ...filter, offset: page * pageSize, limit: pageSize },
    signal,
  });
}

export const paymentsQueryOptions = (params: PaymentListParams) =>
  queryOptions({
    queryKey: paymentKeys.list(params),
    queryFn: ({ signal }) => getPayments(params, signal),
    placeholderData: keepPreviousData,
    // A row still waiting on her phone turns Paid or Failed by itself: ask again meanwhile.
    refetchInterval: (query) =>
      query.state.data?.rows.some((row) => row.state === 'Pending') ? LIST_POLL_MS : false,
  });

export function usePayments(params: PaymentListParams) {
  return useQuery(paymentsQueryOptions(params));
}
