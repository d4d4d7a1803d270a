import type { ShopOrderStatus } from '@app/contract';

// Query keys of the shop; an order update invalidates `orders` and `sales`.
export const shopKeys = {
  all: ['shop'] as const,
  orders: ['shop', 'orders'] as const,
  list: (status: ShopOrderStatus | 'All', term: string) =>
    ['shop', 'orders', 'list', status, term] as const,
  detail: (id: number) => ['shop', 'orders', 'detail', id] as const,
  sales: ['shop', 'sales'] as const,
  salesRange: (from: string, to: string) => ['shop', 'sales', from, to] as const,
  settings: ['settings'] as const,
};
