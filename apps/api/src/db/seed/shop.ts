import { sql } from 'drizzle-orm';
import {
  PAYMENT_METHODS,
  SHOP_PRODUCTS,
  ugandaWallClock,
  type ShopOrderStatus,
} from '@app/contract';
import { customers, shopOrderItems, shopOrders, type StatusChange } from '../schema/index.ts';
import type { Seeder } from './types.ts';

const PATHS: Record<ShopOrderStatus, ShopOrderStatus[]> = {
  Pending: ['Pending'],
  Confirmed: ['Pending', 'Confirmed'],
  Received: ['Pending', 'Confirmed', 'Received'],
  Completed: ['Pending', 'Confirmed', 'Received', 'Completed'],
  Cancelled: ['Pending', 'Cancelled'],
};

/** About 500 shop orders over the last 90 days, older ones further along. */
export const seedShop: Seeder = {
  name: 'shopOrders',
  async run({ db, r, now }) {
    const people = await db.select().from(customers);
    if (!people.length) return 0;
    const orders: (typeof shopOrders.$inferInsert)[] = [];
    const lines: Omit<typeof shopOrderItems.$inferInsert, 'orderId'>[][] = [];
    for (let i = 0; i < 500; i++) {
      const c = r.pick(people);
      const ageDays = r.int(0, 89);
      const at = new Date(now.getTime() - ageDays * 86_400_000 - r.int(0, 10) * 3600_000);
      const status: ShopOrderStatus =
        ageDays < 3
          ? r.pick(['Pending', 'Pending', 'Confirmed'] as const)
          : ageDays < 14
            ? r.pick(['Pending', 'Confirmed', 'Received', 'Cancelled'] as const)
            : r.pick(['Received', 'Received', 'Completed', 'Completed', 'Cancelled'] as const);
      const items = r.some(SHOP_PRODUCTS, r.int(1, 4)).map((p) => {
        const quantity = r.int(1, 3);
        return {
          productId: p.product_id,
          name: p.name,
          quantity,
          unitPrice: p.price,
          totalAmount: p.price * quantity,
          productImage: null,
        };
      });
      const subTotal = items.reduce((a, l) => a + l.totalAmount, 0);
      const delivery = r.pick(['Delivery', 'Delivery', 'Pick up at station', 'Courier'] as const);
      const shippingFee = delivery === 'Pick up at station' ? 0 : r.int(2, 12) * 1_000;
      const eat = ugandaWallClock(at).toISOString();
      const history: StatusChange[] = PATHS[status].map((to, step, path) => ({
        from: step === 0 ? null : path[step - 1]!,
        to,
        by: step === 0 ? null : 'shop@care.ug',
        // A later step has happened by now, at the latest just now.
        at: new Date(
          Math.min(at.getTime() + step * r.int(3, 30) * 3600_000, now.getTime()),
        ).toISOString(),
      }));
      orders.push({
        orderNumber: `SO-${at.getUTCFullYear()}-${String(i + 1).padStart(6, '0')}`,
        customerId: c.id,
        userid: c.userId,
        customerName: `${c.firstname} ${c.lastname}`,
        contact: c.phonenumber,
        address: c.address,
        dateAdded: eat.slice(0, 10),
        timeAdded: eat.slice(11, 19),
        subTotal,
        shippingFee,
        total: subTotal + shippingFee,
        paymentMethod: r.pick(PAYMENT_METHODS),
        deliveryMethod: delivery,
        status,
        history,
        createdAt: at,
        updatedAt: new Date(history.at(-1)!.at),
      });
      lines.push(items);
    }
    // Oldest first, so ids and numbers follow time as they would in the shop.
    const order = orders
      .map((o, i) => ({ o, l: lines[i]! }))
      .sort((a, b) => a.o.createdAt!.getTime() - b.o.createdAt!.getTime());
    order.forEach(
      ({ o }, i) =>
        (o.orderNumber = `SO-${o.createdAt!.getUTCFullYear()}-${String(i + 1).padStart(6, '0')}`),
    );
    const inserted = await db
      .insert(shopOrders)
      .values(order.map((x) => x.o))
      .returning({ id: shopOrders.id });
    await db
      .insert(shopOrderItems)
      .values(inserted.flatMap((row, i) => order[i]!.l.map((l) => ({ ...l, orderId: row.id }))));
    await db.execute(sql`select setval('shop_order_seq', ${inserted.length})`);
    return inserted.length;
  },
};
