import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type ShopOrder, type ShopOrderStatus } from '@app/contract';
import { api } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';
import { shopKeys } from './keys';

/** SPEC 7: the two changes an order accepts; the fee is whole UGX (an integer). */
export type OrderChange = (
  { key: 'status'; value: ShopOrderStatus } | { key: 'shippingFee'; value: number }
) & {
  /** The version the change is based on: a stale one answers 409 (API.md). */
  updatedAt?: string;
  /** Why, beside the SPEC's key and value (issue 36): kept in the order's history. */
  reason?: string;
};

/** PUT /portal/orders/{id} {key, value, user, updatedAt, reason}: the server recomputes the total. */
export function updateOrder(id: number, change: OrderChange): Promise<ShopOrder> {
  const user = getSession()?.user.email;
  return api.put<ShopOrder>(pathOf(API.shop.order, { id }), { ...change, user });
}

export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shop', 'orders', 'update'],
    mutationFn: ({ id, change }: { id: number; change: OrderChange }) => updateOrder(id, change),
    onSuccess: async (order) => {
      queryClient.setQueryData(shopKeys.detail(order.id), order);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: shopKeys.orders }),
        queryClient.invalidateQueries({ queryKey: shopKeys.sales }),
      ]);
    },
    // A 409 means the order moved on elsewhere: show what it is now.
    onError: async (_error, { id }) => {
      await queryClient.invalidateQueries({ queryKey: shopKeys.detail(id) });
    },
  });
}
