import {
  formatName,
  pictureSource,
  PICTURE_REFUSED,
  SHOP_MESSAGES,
  type SalesSummary,
  type shopOrderCreateSchema,
  type shopOrderUpdateSchema,
  ugandaWallClock,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { phoneFragment } from '../../lib/search-term.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { nextNumber } from '../../lib/numbers.ts';
import { createShopRepo, type OrderRow } from './shop.repo.ts';
import { toOrder } from './shop-order.ts';

const num = (v: number | string) => Number(v);
const STALE_ORDER = 'This order was changed by someone else; reload it and try again';

/** Date and time in Uganda, as the shop records them. */
function eatNow() {
  const t = ugandaWallClock(new Date()).toISOString();
  return { date: t.slice(0, 10), time: t.slice(11, 19) };
}

type OrderInput = z.output<typeof shopOrderCreateSchema>;

export function createShopService(deps: {
  db: Db;
  /** Hosts whose https: pictures a line may show (PICTURE_HOSTS), lower case. */
  pictureHosts?: readonly string[];
}) {
  const repo = createShopRepo(deps.db);
  const pictureHosts = new Set(deps.pictureHosts ?? []);

  /** Each line's picture is one of ours or on an allowed host; `details` names each other one. */
  function checkPictures(products: OrderInput['products']) {
    const details: Record<string, string> = {};
    products.forEach((p, i) => {
      if (p.product_image === null) return;
      const source = pictureSource(p.product_image);
      if (source === 'own' || (source && pictureHosts.has(source.host))) return;
      details[`products.${i}.product_image`] = PICTURE_REFUSED;
    });
    if (Object.keys(details).length) throw badRequest(PICTURE_REFUSED, details);
  }

  /**
   * The customer the order is for and the name it carries: the one sent, or
   * the customer's own (customerId, else the app account in userid).
   */
  async function customerOf(input: OrderInput) {
    const found =
      input.customerId !== null
        ? await repo.customer({ id: input.customerId })
        : input.userid !== null
          ? await repo.customer({ userid: input.userid })
          : undefined;
    if (input.customerId !== null && !found)
      throw badRequest(SHOP_MESSAGES.unknownCustomer, {
        customerId: SHOP_MESSAGES.unknownCustomer,
      });
    const name = input.customerName ?? (found && formatName(found.firstname, found.lastname));
    if (!name)
      throw badRequest(SHOP_MESSAGES.customerNameMissing, {
        customerName: SHOP_MESSAGES.customerNameMissing,
      });
    return { customerId: found?.id ?? null, customerName: name };
  }

  async function withItems(orders: OrderRow[]) {
    const items = await repo.items(orders.map((o) => o.id));
    return orders.map((o) =>
      toOrder(
        o,
        items.filter((i) => i.orderId === o.id),
      ),
    );
  }

  async function mustGet(id: number) {
    const row = await repo.get(id);
    if (!row) throw notFound(SHOP_MESSAGES.notFound);
    return row;
  }

  const get = async (id: number) => (await withItems([await mustGet(id)]))[0]!;

  return {
    async list(
      status: OrderRow['status'] | undefined,
      search: string | undefined,
      offset: number,
      limit: number,
    ) {
      const term = search?.trim();
      return withItems(
        await repo.list(
          status,
          term ? { term, phone: phoneFragment(term) } : undefined,
          offset,
          limit,
        ),
      );
    },

    get,

    /** SubTotal and total are the server's sums of the line totals, whatever the shop sent. */
    async create(input: OrderInput, actor: Actor) {
      checkPictures(input.products);
      const customer = await customerOf(input);
      const lines = input.products.map((p) => ({
        productId: p.product_id,
        name: p.name,
        quantity: p.quantity,
        unitPrice: p.price,
        totalAmount: p.total_amount,
        productImage: p.product_image,
      }));
      const subTotal = lines.reduce((a, l) => a + l.totalAmount, 0);
      const { date, time } = eatNow();
      const id = await deps.db.transaction(async (tx) => {
        const row = await createShopRepo(tx).insert(
          {
            orderNumber: await nextNumber(tx, 'shop_order_seq', 'SO'),
            customerId: customer.customerId,
            userid: input.userid,
            customerName: customer.customerName,
            contact: input.contact,
            address: input.address,
            dateAdded: date,
            timeAdded: time,
            subTotal,
            shippingFee: input.shippingFee,
            total: subTotal + input.shippingFee,
            paymentMethod: input.paymentMethod,
            deliveryMethod: input.deliveryMethod,
            status: 'Pending',
            history: [{ from: null, to: 'Pending', by: actor.email, at: new Date().toISOString() }],
          },
          lines,
        );
        await audit(tx, actor, {
          action: 'create',
          entity: 'shop_order',
          entityId: row.orderNumber,
          summary: { after: { total: row.total, items: lines.length } },
        });
        return row.id;
      });
      return get(id);
    },

    /**
     * SPEC 7: key status (any of the five) or shippingFee (total recomputed).
     * Issue 36: a reason given beside them goes to the history and the audit entry.
     */
    async update(id: number, input: z.output<typeof shopOrderUpdateSchema>, actor: Actor) {
      const before = await mustGet(id);
      const at = new Date().toISOString();
      const why = input.reason ? { reason: input.reason } : {};
      const row = await deps.db.transaction(async (tx) => {
        const r = createShopRepo(tx);
        let updated: OrderRow | undefined;
        if (input.key === 'status') {
          if (input.value === before.status)
            throw conflict(`This order is already ${before.status}`);
          updated = await r.update(
            id,
            { status: input.value },
            { from: before.status, to: input.value, by: actor.email, at, ...why },
            { fromStatus: before.status, version: input.updatedAt },
          );
        } else {
          updated = await r.update(
            id,
            { shippingFee: input.value, total: before.subTotal + input.value },
            {
              from: `shippingFee ${before.shippingFee}`,
              to: `shippingFee ${input.value}`,
              by: actor.email,
              at,
              ...why,
            },
            { version: input.updatedAt },
          );
        }
        if (!updated) throw conflict(STALE_ORDER);
        await audit(tx, actor, {
          action: input.key === 'status' ? 'status' : 'update',
          entity: 'shop_order',
          entityId: before.orderNumber,
          summary: {
            before: { [input.key]: input.key === 'status' ? before.status : before.shippingFee },
            after: { [input.key]: input.value },
            ...why,
          },
        });
        return updated!;
      });
      return (await withItems([row]))[0]!;
    },

    async sales(from: string, to: string): Promise<SalesSummary> {
      const s = await repo.sales(from, to);
      return {
        from,
        to,
        totals: {
          orders: num(s.totals.orders),
          items: num(s.totals.items),
          subTotal: num(s.totals.subTotal),
          shipping: num(s.totals.shipping),
          total: num(s.totals.total),
        },
        byStatus: s.byStatus.map((b) => ({
          status: b.status,
          orders: num(b.orders),
          total: num(b.total),
        })),
        byDay: s.byDay.map((d) => ({ date: d.date, orders: num(d.orders), total: num(d.total) })),
        byProduct: s.byProduct.map((p) => ({
          product_id: p.product_id,
          name: p.name,
          quantity: num(p.quantity),
          total: num(p.total),
        })),
      };
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
