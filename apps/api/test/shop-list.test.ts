import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopOrder } from '@app/contract';
import { expectFailure, setup, type Ctx } from './factories.ts';
import { createOrder, moveOrder } from './ledger-factories.ts';

// GET /portal/orders (SPEC 2 Shop tabs, 4 shop order status, 7; API.md lists;
// ruling 7 top-bar search: order number, customer name or phone).
describe('shop orders: list by status, paging and search', () => {
  let c: Ctx;
  /** o[0..7], created oldest first. */
  const o: ShopOrder[] = [];
  const plan: [string, string][] = [
    ['Grace Nakato', 'Pending'],
    ['Brian Ssempa', 'Confirmed'],
    ['Harriet Auma', 'Received'],
    ['Peter Okello', 'Completed'],
    ['Ruth Nambi', 'Cancelled'],
    ['Grace Achan', 'Pending'],
    ['Moses Kato', 'Confirmed'],
    ['Zoë Namubiru', 'Received'],
  ];

  beforeAll(async () => {
    c = await setup();
    for (const [i, [customerName, status]] of plan.entries()) {
      const order = await createOrder(c, { customerName, contact: `0772 345 60${i + 1}` });
      o.push(status === 'Pending' ? order : await moveOrder(c, order.id, status));
    }
  });
  afterAll(() => c.close());

  const list = async (query: string) => {
    const res = await c.read(`/portal/orders${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(Array.isArray(body.data)).toBe(true);
    return body.data as ShopOrder[];
  };
  const ids = (orders: ShopOrder[]) => orders.map((x) => x.id);
  /** Expected ids, newest first. */
  const newest = (...idx: number[]) => idx.sort((a, b) => b - a).map((i) => o[i]!.id);

  it('lists every order newest first as an array in data', async () => {
    expect(ids(await list(''))).toEqual(newest(0, 1, 2, 3, 4, 5, 6, 7));
  });

  it.each([
    ['Pending', [0, 5]],
    ['Confirmed', [1, 6]],
    ['Received', [2, 7]],
    ['Completed', [3]],
    ['Cancelled', [4]],
  ])('?status=%s answers only those orders, newest first', async (status, idx) => {
    const orders = await list(`?status=${status}`);
    expect(ids(orders)).toEqual(newest(...idx));
    for (const order of orders) expect(order.status).toBe(status);
  });

  it('answers each order with its items', async () => {
    const [order] = await list('?status=Completed');
    expect(order!.products.map((p) => p.product_id)).toEqual(['MK-001', 'NP-006']);
    expect(order!.orderNumber).toBe(o[3]!.orderNumber);
  });

  it('follows a status change: the order leaves one tab for another', async () => {
    const extra = await createOrder(c, { customerName: 'Sarah Tab' });
    expect(ids(await list('?status=Pending'))).toContain(extra.id);
    await moveOrder(c, extra.id, 'Confirmed');
    expect(ids(await list('?status=Pending'))).not.toContain(extra.id);
    expect(ids(await list('?status=Confirmed'))[0]).toBe(extra.id);
    await moveOrder(c, extra.id, 'Cancelled'); // out of the way of the next tests
    o.push(extra);
  });

  it('pages with offset and limit without gaps or repeats', async () => {
    const all = ids(await list('?limit=100'));
    const pages: number[] = [];
    for (let offset = 0; offset < all.length; offset += 3) {
      const page = await list(`?offset=${offset}&limit=3`);
      expect(page.length).toBe(Math.min(3, all.length - offset));
      pages.push(...ids(page));
    }
    expect(pages).toEqual(all);
    expect(await list(`?offset=${all.length}&limit=3`)).toEqual([]);
    expect(ids(await list('?status=Pending&offset=1&limit=1'))).toEqual([o[0]!.id]);
  });

  it.each([
    '?status=Shipped',
    '?status=pending',
    '?limit=0',
    '?limit=101',
    '?offset=-1',
    '?limit=abc',
  ])('refuses %s with 400', async (query) => {
    expectFailure(await c.read(`/portal/orders${query}`), 400);
  });

  describe('search', () => {
    it.each([
      ['a customer name, any case', 'GRACE', [0, 5]],
      ['part of a surname', 'nakat', [0]],
      ['a name without its accent', 'zoe namubiru', [7]],
      ['a local phone number', '0772 345 603', [2]],
      ['an E.164 phone number', '+256 772 345 607', [6]],
      ['the end of a phone number', '345 605', [4]],
      ['nothing known', 'Nobody Here', []],
    ])('finds orders by %s (%s)', async (_what, term, idx) => {
      expect(ids(await list(`?search=${encodeURIComponent(term)}`))).toEqual(newest(...idx));
    });

    it('finds an order by its order number, whole or in part, any case', async () => {
      const number = o[3]!.orderNumber;
      expect(ids(await list(`?search=${number}`))).toEqual([o[3]!.id]);
      expect(ids(await list(`?search=${number.toLowerCase()}`))).toEqual([o[3]!.id]);
      const tail = number.slice(-6); // e.g. 000004
      expect(ids(await list(`?search=${tail}`))).toContain(o[3]!.id);
    });

    it('combines search with the status tab', async () => {
      expect(ids(await list('?status=Pending&search=grace'))).toEqual(newest(0, 5));
      expect(ids(await list('?status=Confirmed&search=grace'))).toEqual([]);
      expect(ids(await list('?status=Received&search=345%20608'))).toEqual([o[7]!.id]);
    });

    it('treats LIKE wildcards in the term as plain text', async () => {
      expect(await list(`?search=${encodeURIComponent('%')}`)).toEqual([]);
      expect(await list(`?search=${encodeURIComponent('_race')}`)).toEqual([]);
    });
  });
});
