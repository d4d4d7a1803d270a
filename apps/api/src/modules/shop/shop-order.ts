import type { ShopOrder } from '@app/contract';
import type { ItemRow, OrderRow } from './shop.repo.ts';

/** An order as the API answers it (SPEC 3 Shop order), its lines and its history. */
export function toOrder(o: OrderRow, items: ItemRow[]): ShopOrder {
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    customerId: o.customerId,
    userid: o.userid,
    displayName: o.customerName,
    contact: o.contact,
    address: o.address,
    dateAdded: o.dateAdded,
    timeAdded: o.timeAdded,
    subTotal: o.subTotal,
    shippingFee: o.shippingFee,
    total: o.total,
    paymentMethod: o.paymentMethod,
    deliveryMethod: o.deliveryMethod,
    status: o.status,
    products: items.map((i) => ({
      product_id: i.productId,
      name: i.name,
      quantity: i.quantity,
      price: i.unitPrice,
      total_amount: i.totalAmount,
      product_image: i.productImage,
    })),
    history: o.history,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}
