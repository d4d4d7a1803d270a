import { SHOP_ORDER_STATUSES, type ShopOrder, type ShopOrderStatus } from '@app/contract';

/** The list's status tabs (SPEC 2, 4), Completed included (issue 21). */
export const ORDER_TABS = [
  'Pending',
  'Confirmed',
  'Received',
  'Completed',
  'Cancelled',
] as const satisfies readonly ShopOrderStatus[];
/** A status tab, or All: every order, whatever its status. */
export type OrderTab = (typeof ORDER_TABS)[number] | 'All';
export const LIST_TABS: readonly OrderTab[] = [...ORDER_TABS, 'All'];

/** The tab a ?status= value names (case-insensitive); Pending when none. */
export function tabFromParam(value: string | null): OrderTab {
  const wanted = value?.toLowerCase();
  return LIST_TABS.find((tab) => tab.toLowerCase() === wanted) ?? 'Pending';
}

export const isOrderStatus = (value: string): value is ShopOrderStatus =>
  (SHOP_ORDER_STATUSES as readonly string[]).includes(value);

/** Items in an order: the sum of the quantities. */
export const itemCount = (order: Pick<ShopOrder, 'products'>) =>
  order.products.reduce((sum, product) => sum + product.quantity, 0);

export const itemsLabel = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** HH:MM of a time of day stored as HH:MM:SS. */
export const shortTime = (time: string | null | undefined) => (time ? time.slice(0, 5) : '');
