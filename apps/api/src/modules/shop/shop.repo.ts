import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { ShopOrderStatus } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { customers, shopOrderItems, shopOrders, type OrderChange } from '../../db/schema/index.ts';
import { likeTerm } from '../../db/schema/search.ts';
import { atVersion } from '../../lib/version.ts';

export type OrderRow = typeof shopOrders.$inferSelect;
export type ItemRow = typeof shopOrderItems.$inferSelect;

export function createShopRepo(db: Db) {
  return {
    list: (
      status: ShopOrderStatus | undefined,
      search: { term: string; phone: string | null } | undefined,
      offset: number,
      limit: number,
    ) =>
      db
        .select()
        .from(shopOrders)
        .where(
          and(
            status ? eq(shopOrders.status, status) : undefined,
            search
              ? or(
                  sql`search_norm(${shopOrders.customerName}) LIKE ${likeTerm(search.term)}`,
                  sql`lower(${shopOrders.orderNumber}) LIKE ${likeTerm(search.term)}`,
                  search.phone ? sql`${shopOrders.contact} LIKE ${`%${search.phone}%`}` : undefined,
                )
              : undefined,
          ),
        )
        .orderBy(desc(shopOrders.createdAt), desc(shopOrders.id))
        .offset(offset)
        .limit(limit),

    /** The live customer an order names: by our id, or by the customer app's account id. */
    async customer(by: { id: number } | { userid: string }) {
      const [row] = await db
        .select({ id: customers.id, firstname: customers.firstname, lastname: customers.lastname })
        .from(customers)
        .where(
          and(
            'id' in by ? eq(customers.id, by.id) : eq(customers.userId, by.userid),
            isNull(customers.deletedAt),
          ),
        )
        .orderBy(customers.id)
        .limit(1);
      return row;
    },

    async get(id: number) {
      const [row] = await db.select().from(shopOrders).where(eq(shopOrders.id, id)).limit(1);
      return row;
    },

    items: (orderIds: number[]) =>
      orderIds.length
        ? db
            .select()
            .from(shopOrderItems)
            .where(inArray(shopOrderItems.orderId, orderIds))
            .orderBy(shopOrderItems.id)
        : Promise.resolve([] as ItemRow[]),

    async insert(
      order: typeof shopOrders.$inferInsert,
      items: Omit<typeof shopOrderItems.$inferInsert, 'orderId'>[],
    ) {
      const [row] = await db.insert(shopOrders).values(order).returning();
      await db.insert(shopOrderItems).values(items.map((i) => ({ ...i, orderId: row!.id })));
      return row!;
    },

    /** Changes one key; a status move only while the status is still `from`. */
    async update(
      id: number,
      values: Partial<typeof shopOrders.$inferInsert>,
      change: OrderChange,
      guard: { fromStatus?: ShopOrderStatus; version?: string } = {},
    ) {
      const [row] = await db
        .update(shopOrders)
        .set({
          ...values,
          history: sql`${shopOrders.history} || ${JSON.stringify([change])}::jsonb`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(shopOrders.id, id),
            guard.fromStatus ? eq(shopOrders.status, guard.fromStatus) : undefined,
            atVersion(shopOrders.updatedAt, guard.version),
          ),
        )
        .returning();
      return row;
    },

    /** Sums over [from, to] by status, by day and by product, in the database. */
    async sales(from: string, to: string) {
      const inRange = and(
        sql`${shopOrders.dateAdded} >= ${from}::date`,
        sql`${shopOrders.dateAdded} <= ${to}::date`,
      );
      const sold = and(inRange, ne(shopOrders.status, 'Cancelled'));
      const [byStatus, byDay, byProduct, [totals]] = await Promise.all([
        db
          .select({
            status: shopOrders.status,
            orders: sql<number>`count(*)::int`,
            total: sql<number>`coalesce(sum(${shopOrders.total}), 0)::bigint`,
          })
          .from(shopOrders)
          .where(inRange)
          .groupBy(shopOrders.status),
        db
          .select({
            date: sql<string>`${shopOrders.dateAdded}::text`,
            orders: sql<number>`count(*)::int`,
            total: sql<number>`sum(${shopOrders.total})::bigint`,
          })
          .from(shopOrders)
          .where(sold)
          .groupBy(shopOrders.dateAdded)
          .orderBy(shopOrders.dateAdded),
        db
          .select({
            product_id: shopOrderItems.productId,
            name: sql<string>`min(${shopOrderItems.name})`,
            quantity: sql<number>`sum(${shopOrderItems.quantity})::int`,
            total: sql<number>`sum(${shopOrderItems.totalAmount})::bigint`,
          })
          .from(shopOrderItems)
          .innerJoin(shopOrders, eq(shopOrders.id, shopOrderItems.orderId))
          .where(sold)
          .groupBy(shopOrderItems.productId)
          .orderBy(sql`sum(${shopOrderItems.totalAmount}) desc`),
        db
          .select({
            orders: sql<number>`count(*)::int`,
            subTotal: sql<number>`coalesce(sum(${shopOrders.subTotal}), 0)::bigint`,
            shipping: sql<number>`coalesce(sum(${shopOrders.shippingFee}), 0)::bigint`,
            total: sql<number>`coalesce(sum(${shopOrders.total}), 0)::bigint`,
            items: sql<number>`coalesce((select sum(i.quantity) from shop_order_items i join shop_orders o on o.id = i.order_id
              where o.date_added between ${from}::date and ${to}::date and o.status <> 'Cancelled'), 0)::int`,
          })
          .from(shopOrders)
          .where(sold),
      ]);
      return { byStatus, byDay, byProduct, totals: totals! };
    },
  };
}
