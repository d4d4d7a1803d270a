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
