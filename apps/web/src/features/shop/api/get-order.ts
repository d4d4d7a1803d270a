import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, pathOf, type ShopOrder } from '@app/contract';
import { api } from '../../../lib/api-client';
import { shopKeys } from './keys';

/** GET /portal/orders/{id}: one order with its items and history. */
export function getOrder(id: number): Promise<ShopOrder> {
  return api.get<ShopOrder>(pathOf(API.shop.order, { id }));
}

export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: shopKeys.detail(id), queryFn: () => getOrder(id) });

/** Does nothing without a valid id (SPEC 5: no fetch without an item). */
export function useOrder(id: number) {
  return useQuery({ ...orderQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
