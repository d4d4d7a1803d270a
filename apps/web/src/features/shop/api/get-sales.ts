import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type SalesSummary } from '@app/contract';
import { api } from '../../../lib/api-client';
import { shopKeys } from './keys';

/** GET /portal/orders/sales?from&to (YYYY-MM-DD): sums over the range; cancelled orders are not sales. */
export function getSales(from: string, to: string): Promise<SalesSummary> {
  return api.get<SalesSummary>(API.shop.sales, { query: { from, to } });
}

export const salesQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: shopKeys.salesRange(from, to),
    queryFn: () => getSales(from, to),
    placeholderData: keepPreviousData,
  });

/** Asks nothing until both dates are chosen. */
export function useSales(from: string, to: string) {
  return useQuery({ ...salesQueryOptions(from, to), enabled: from !== '' && to !== '' });
}
