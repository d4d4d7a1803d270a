import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SHOP_ORDER_STATUSES } from '@app/contract';
import { id, timestamps } from './common.ts';
import { customers } from './customers.ts';
import type { StatusChange } from './bookings.ts';

/** One change in an order's history; staff may say why (issue 36). */
export type OrderChange = StatusChange & { reason?: string | null };

export const shopOrders = pgTable(
  'shop_orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    userid: text('userid'),
    customerName: text('customer_name').notNull(),
    contact: text('contact').notNull(),
    address: text('address'),
    dateAdded: date('date_added').notNull(),
    timeAdded: time('time_added').notNull(),
    subTotal: bigint('sub_total', { mode: 'number' }).notNull(),
    shippingFee: bigint('shipping_fee', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull(),
    paymentMethod: text('payment_method'),
    deliveryMethod: text('delivery_method'),
    status: text('status', { enum: SHOP_ORDER_STATUSES }).notNull().default('Pending'),
    history: jsonb('history').$type<OrderChange[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('shop_orders_number_key').on(t.orderNumber),
    index('shop_orders_status_idx').on(t.status, t.createdAt, t.id),
    index('shop_orders_created_idx').on(t.createdAt, t.id),
    index('shop_orders_date_idx').on(t.dateAdded),
  ],
);

export const shopOrderItems = pgTable(
  'shop_order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id),
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    productImage: text('product_image'),
  },
  (t) => [index('shop_order_items_order_idx').on(t.orderId)],
);
