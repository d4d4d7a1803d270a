import { API, type ShopOrder, type ShopOrderStatus } from '@app/contract';
import { api } from '../../../lib/api-client';
import { shopKeys } from './keys';

/**
 * GET /portal/orders?status&search&offset&limit: one status's orders (every
 * status's without one), newest first; `search` (3+ characters) matches order
 * number, customer name or phone.
 */
export function getOrders(
  status: ShopOrderStatus | undefined,
  search: string,
  offset: number,
  limit: number,
): Promise<ShopOrder[]> {
  return api.get<ShopOrder[]>(API.shop.orders, {
    query: { status, search: search || undefined, offset, limit },
  });
}

/** What the InfiniteList needs: its key and how to fetch a page. */
export const ordersListQuery = (tab: ShopOrderStatus | 'All', term: string) => ({
  queryKey: shopKeys.list(tab, term),
  fetchPage: (offset: number, limit: number) =>
    getOrders(tab === 'All' ? undefined : tab, term, offset, limit),
});
