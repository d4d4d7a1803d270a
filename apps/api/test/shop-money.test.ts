import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_RANGE_HINT, type ShopOrder } from '@app/contract';
import { auditFor, expectFailure, setup, type Ctx } from './factories.ts';
import { createOrder, line, moveOrder, orderRow } from './ledger-factories.ts';

// Issue 36, shop money: any status can still be chosen (SPEC 4), and a reason
// may travel beside the SPEC's {key, value, user}; the order's history keeps
// who, when and why. The shipping fee has the cap of every other amount.
describe('shop orders: reasons and the fee cap', () => {
  let c: Ctx;
  beforeAll(async () => {
    c = await setup();
  });
  afterAll(() => c.close());

  // 2 x 95,000 + 18,000 = 208,000; with 5,000 shipping 213,000
  const SUB = 208_000;
  const newOrder = () =>
    createOrder(c, { products: [line('mamaKit', 2), line('pads', 1)], shippingFee: 5_000 });
  const put = (id: number, body: Record<string, unknown>) =>
    c.put(`/portal/orders/${id}`, { user: 'desk@care.ug', ...body });
  const read = async (id: number) =>
    (await c.read(`/portal/orders/${id}`)).json().data as ShopOrder;
  const snapshot = async (id: number) => {
    const row = await orderRow(c, id);
    return { row, audits: (await auditFor(c, 'shop_order', row.orderNumber)).length };
  };

  it('moves a Completed order back to Pending with a reason, kept with who and when', async () => {
    const order = await newOrder();
    await moveOrder(c, order.id, 'Completed');
    const startedAt = Date.now();
    const reason = 'The customer sent the kit back; it goes out again on Monday';

    const res = await put(order.id, { key: 'status', value: 'Pending', reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'Pending', total: SUB + 5_000 });

    const last = (await read(order.id)).history.at(-1)!;
    expect(last).toMatchObject({ from: 'Completed', to: 'Pending', by: 'desk@care.ug', reason });
    expect(Date.parse(last.at)).toBeGreaterThanOrEqual(startedAt - 1_000);
    expect(Date.parse(last.at)).toBeLessThanOrEqual(Date.now() + 1_000);

    const audit = (await auditFor(c, 'shop_order', order.orderNumber)).at(-1)!;
    expect(audit.actorId).toBe(c.staffId);
    expect(audit.summary).toEqual({
      before: { status: 'Completed' },
      after: { status: 'Pending' },
      reason,
    });
  });

  it('serves a client that sends no reason (the SPEC body), and keeps none', async () => {
    const order = await newOrder();
    await moveOrder(c, order.id, 'Cancelled');
    const res = await put(order.id, { key: 'status', value: 'Confirmed' });
    expect(res.statusCode, res.body).toBe(200);
    const last = (await read(order.id)).history.at(-1)!;
    expect(last).toMatchObject({ from: 'Cancelled', to: 'Confirmed', by: 'desk@care.ug' });
    expect(last.reason ?? null).toBeNull();
    const audit = (await auditFor(c, 'shop_order', order.orderNumber)).at(-1)!;
    expect(audit.summary).toEqual({
      before: { status: 'Cancelled' },
      after: { status: 'Confirmed' },
    });
  });

  it('takes a blank reason as none', async () => {
    const order = await newOrder();
    const res = await put(order.id, { key: 'status', value: 'Received', reason: '   ' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read(order.id)).history.at(-1)!.reason ?? null).toBeNull();
  });

  it('keeps the reason of a fee change on a Completed order', async () => {
    const order = await newOrder();
    await moveOrder(c, order.id, 'Completed');
    const reason = 'The courier charged more for the upcountry leg';
    const res = await put(order.id, { key: 'shippingFee', value: '12,000', reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ shippingFee: 12_000, total: SUB + 12_000 });

    const history = (await read(order.id)).history;
    expect(history.at(-1)).toMatchObject({
      from: 'shippingFee 5000',
      to: 'shippingFee 12000',
      by: 'desk@care.ug',
      reason,
    });
    const audit = (await auditFor(c, 'shop_order', order.orderNumber)).at(-1)!;
    expect(audit.summary).toEqual({
      before: { shippingFee: 5_000 },
      after: { shippingFee: 12_000 },
      reason,
    });
  });

  it('lists the history with its reasons in the order list too', async () => {
    const order = await newOrder();
    await moveOrder(c, order.id, 'Received');
    await put(order.id, {
      key: 'status',
      value: 'Confirmed',
      reason: 'Marked received by mistake',
    });
    const list = (await c.read('/portal/orders?status=Confirmed')).json().data as ShopOrder[];
    const listed = list.find((o) => o.id === order.id)!;
    expect(listed.history.map((h) => [h.from, h.to, h.reason ?? null])).toEqual([
      [null, 'Pending', null],
      ['Pending', 'Received', null],
      ['Received', 'Confirmed', 'Marked received by mistake'],
    ]);
  });

  it('refuses a reason over 500 characters with 400 and changes nothing', async () => {
    const order = await newOrder();
    await moveOrder(c, order.id, 'Completed');
    const before = await snapshot(order.id);
    const body = expectFailure(
      await put(order.id, { key: 'status', value: 'Pending', reason: 'x'.repeat(501) }),
      400,
    );
    expect(body.details?.reason).toBe('Max 500 characters');
    expect(await snapshot(order.id)).toEqual(before);
  });

  describe('the shipping fee is bounded like every other amount', () => {
    it.each([['99,999,999,999,999'], [99_999_999_999_999], ['10,000,000,001'], [10_000_000_001]])(
      'refuses %j with 400 and the cap, and changes nothing',
      async (value) => {
        const order = await newOrder();
        const before = await snapshot(order.id);
        const body = expectFailure(await put(order.id, { key: 'shippingFee', value }), 400);
        expect(body.details?.value).toBe(MONEY_RANGE_HINT);
        expect(MONEY_RANGE_HINT).toBe('At most UGX 10,000,000,000');
        expect(await snapshot(order.id)).toEqual(before);
        expect((await read(order.id)).history).toHaveLength(1);
      },
    );

    it('takes the cap itself, UGX 10,000,000,000', async () => {
      const order = await newOrder();
      const res = await put(order.id, { key: 'shippingFee', value: '10,000,000,000' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        shippingFee: 10_000_000_000,
        total: SUB + 10_000_000_000,
      });
    });
  });
});
