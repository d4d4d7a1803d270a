import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopOrder } from '@app/contract';
import { auditFor, expectFailure, setup, type Ctx } from './factories.ts';
import { createOrder, line, moveOrder, orderRow, putOrder } from './ledger-factories.ts';

// PUT /portal/orders/{id} {key, value, user} (SPEC 4 shop order status, 5 Shipping fee,
// 7; ruling 11; issue 6): status (any of the five) and shippingFee, nothing else.
describe('shop orders: key/value updates', () => {
  let c: Ctx;
  beforeAll(async () => {
    c = await setup();
  });
  afterAll(() => c.close());

  const newOrder = () =>
    createOrder(c, { products: [line('mamaKit', 2), line('pads', 1)], shippingFee: 5_000 });
  // 2 x 95,000 + 18,000 = 208,000; total 213,000
  const SUB = 208_000;

  const snapshot = async (id: number) => {
    const row = await orderRow(c, id);
    return { row, audits: (await auditFor(c, 'shop_order', row.orderNumber)).length };
  };

  describe('status', () => {
    const statuses = ['Pending', 'Confirmed', 'Received', 'Completed', 'Cancelled'];
    const moves = statuses.flatMap((from) =>
      statuses.filter((to) => to !== from).map((to) => [from, to] as const),
    );

    it.each(moves)('moves %s -> %s (any status can be chosen)', async (from, to) => {
      const order = await newOrder();
      if (from !== 'Pending') await moveOrder(c, order.id, from);
      const before = await snapshot(order.id);

      const res = await putOrder(c, order.id, 'status', to);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.status).toBe('success');
      expect(body.data).toMatchObject({ id: order.id, status: to, total: 213_000 });
      expect((await orderRow(c, order.id)).status).toBe(to);

      const audits = await auditFor(c, 'shop_order', order.orderNumber);
      expect(audits).toHaveLength(before.audits + 1);
      expect(audits.at(-1)!.summary).toEqual({ before: { status: from }, after: { status: to } });
      expect(audits.at(-1)!.actorId).toBe(c.staffId);

      const read = (await c.read(`/portal/orders/${order.id}`)).json().data as ShopOrder;
      expect(read.status).toBe(to);
      expect(read.history.at(-1)).toMatchObject({ from, to, by: 'desk@care.ug' });
      expect(read.history.at(-1)!.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });

    it('keeps the whole history of an order in order', async () => {
      const order = await newOrder();
      for (const s of ['Confirmed', 'Received', 'Completed']) await moveOrder(c, order.id, s);
      const read = (await c.read(`/portal/orders/${order.id}`)).json().data as ShopOrder;
      expect(read.history.map((h) => [h.from, h.to])).toEqual([
        [null, 'Pending'],
        ['Pending', 'Confirmed'],
        ['Confirmed', 'Received'],
        ['Received', 'Completed'],
      ]);
    });

    it.each(statuses)('refuses %s -> the same status with 409 and changes nothing', async (s) => {
      const order = await newOrder();
      if (s !== 'Pending') await moveOrder(c, order.id, s);
      const before = await snapshot(order.id);
      expectFailure(await putOrder(c, order.id, 'status', s), 409);
      expect(await snapshot(order.id)).toEqual(before);
    });

    it.each(['Shipped', 'pending', '', null])('refuses the status %j with 400', async (value) => {
      const order = await newOrder();
      const before = await snapshot(order.id);
      const body = expectFailure(await putOrder(c, order.id, 'status', value), 400);
      expect(body.details?.value).toBeTruthy();
      expect(await snapshot(order.id)).toEqual(before);
    });
  });

  describe('shippingFee', () => {
    it("takes '10,000' as 10000 and recomputes total = subTotal + fee", async () => {
      const order = await newOrder();
      const before = await snapshot(order.id);
      const res = await putOrder(c, order.id, 'shippingFee', '10,000');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        shippingFee: 10_000,
        subTotal: SUB,
        total: SUB + 10_000,
        status: 'Pending',
      });
      expect(await orderRow(c, order.id)).toMatchObject({
        shippingFee: 10_000,
        subTotal: SUB,
        total: SUB + 10_000,
      });

      const audits = await auditFor(c, 'shop_order', order.orderNumber);
      expect(audits).toHaveLength(before.audits + 1);
      expect(audits.at(-1)!.summary).toEqual({
        before: { shippingFee: 5_000 },
        after: { shippingFee: 10_000 },
      });
      const read = (await c.read(`/portal/orders/${order.id}`)).json().data as ShopOrder;
      expect(read.history).toHaveLength(2);
      expect(JSON.stringify(read.history.at(-1))).toContain('10000');
    });

    it.each([
      [15_000, 15_000],
      ['250', 250],
      ['  7500 ', 7_500],
      ['1,250,000', 1_250_000],
    ])('takes %j as %d; the total follows each change', async (value, fee) => {
      const order = await newOrder();
      await putOrder(c, order.id, 'shippingFee', '3,000');
      const res = await putOrder(c, order.id, 'shippingFee', value);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ shippingFee: fee, subTotal: SUB, total: SUB + fee });
    });

    it('keeps a new fee after a status change', async () => {
      const order = await newOrder();
      await putOrder(c, order.id, 'shippingFee', '20,000');
      const moved = await moveOrder(c, order.id, 'Confirmed');
      expect(moved).toMatchObject({ shippingFee: 20_000, total: SUB + 20_000 });
    });

    it.each([
      ['12', 'Min 3 characters'],
      [12, 'Min 3 characters'],
      ['', 'Field not filled'],
      ['   ', 'Field not filled'],
      [undefined, 'Field not filled'],
      ['12.5', 'Amounts are whole UGX, without cents'],
      ['1000.50', 'Amounts are whole UGX, without cents'],
      ['-500', 'An amount cannot be negative'],
      ['abc', 'Enter the amount in figures, e.g. 250,000'],
      [12.5, undefined],
    ])('refuses %j with 400 %j and changes nothing', async (value, message) => {
      const order = await newOrder();
      const before = await snapshot(order.id);
      const body = expectFailure(await putOrder(c, order.id, 'shippingFee', value), 400);
      if (message) expect(body.details?.value).toBe(message);
      else expect(body.details?.value).toBeTruthy();
      expect(await snapshot(order.id)).toEqual(before);
    });
  });

  describe('other keys', () => {
    it.each([
      ['total', 1],
      ['subTotal', 1_000],
      ['customerName', 'Someone Else'],
      ['orderNumber', 'SO-1999-000001'],
      ['contact', '0772 000 111'],
      ['products', []],
      ['history', []],
      [undefined, 'Confirmed'],
    ])('refuses the key %j with 400 and changes nothing', async (key, value) => {
      const order = await newOrder();
      const before = await snapshot(order.id);
      const res = await c.put(`/portal/orders/${order.id}`, { key, value, user: 'x' });
      const body = expectFailure(res, 400);
      expect(body.details?.key).toBeTruthy();
      expect(await snapshot(order.id)).toEqual(before);
    });
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expectFailure(await putOrder(c, 999_999, 'status', 'Confirmed'), 404);
    expectFailure(await putOrder(c, 999_999, 'shippingFee', '5,000'), 404);
    expectFailure(await c.put('/portal/orders/abc', { key: 'status', value: 'Confirmed' }), 400);
  });

  it('needs a session', async () => {
    const order = await newOrder();
    const res = await c.app.inject({
      method: 'PUT',
      url: `/api/v1/portal/orders/${order.id}`,
      payload: { key: 'status', value: 'Cancelled' },
    });
    expectFailure(res, 401);
    expect((await orderRow(c, order.id)).status).toBe('Pending');
  });
});
