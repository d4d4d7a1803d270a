// shop: canonical lists of the area (SPEC 3, 4, 9). Where the spec spells a value
// several ways, the canonical spelling is stored and the variants accepted.

export const SHOP_ORDER_STATUSES = [
  'Pending',
  'Confirmed',
  'Received',
  'Completed',
  'Cancelled',
] as const;

export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];

/** The statuses an order ends in: a change after them asks why (issue 36). */
export const FINAL_SHOP_ORDER_STATUSES = [
  'Completed',
  'Cancelled',
] as const satisfies readonly ShopOrderStatus[];

/**
 * Issue 36: whether a change of an order in `status` asks for a reason: a
 * status move back (in the order above, Completed to Pending, say) or out
 * of Completed or Cancelled, and a fee change of a Completed or Cancelled
 * order. Any move stays allowed (SPEC 4); the reason goes to its history.
 */
export function orderChangeNeedsReason(
  status: ShopOrderStatus,
  change: { key: 'status'; value: ShopOrderStatus } | { key: 'shippingFee' },
): boolean {
  if ((FINAL_SHOP_ORDER_STATUSES as readonly string[]).includes(status)) return true;
  return (
    change.key === 'status' &&
    SHOP_ORDER_STATUSES.indexOf(change.value) < SHOP_ORDER_STATUSES.indexOf(status)
  );
}
