import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesSummary } from '@app/contract';
import { shopOrders } from '../src/db/schema/index.ts';
import { expectFailure, setup, type Ctx } from './factories.ts';
import { createOrder, line, moveOrder, putOrder, type OrderLine } from './ledger-factories.ts';

// The sales summary (ruling 5, issue 6): totals by status, by day and by product
// over a date range; cancelled orders count in byStatus only. Also GET /settings
// (the provider's name, phone and e-mail printed on orders; SERVICE_* config).
const SERVICE = {
  SERVICE_NAME: 'Mama Care Kampala Ltd',
  SERVICE_PHONE: '+256 414 123 456',
  SERVICE_EMAIL: 'orders@mamacare.example.ug',
};

describe('shop sales summary and provider settings', () => {
  let c: Ctx;

  // Each order: the day it was placed, its lines, its fee, its final status.
  const orders: [string, OrderLine[], number, string][] = [
    // S1: 2 x 95,000 + 1 x 18,000 = 208,000 + 5,000 = 213,000
    ['2025-03-01', [line('mamaKit', 2), line('pads', 1)], 5_000, 'Pending'],
    // S2: 185,000 + 10,000 = 195,000
    ['2025-03-01', [line('mamaBag', 1)], 10_000, 'Confirmed'],
    // S3: 95,000 + 3 x 15,000 = 140,000 + 0 = 140,000
    ['2025-03-02', [line('mamaKit', 1), line('wipes', 3)], 0, 'Completed'],
    // S4: 2 x 185,000 = 370,000 + 7,000 = 377,000, cancelled
    ['2025-03-02', [line('mamaBag', 2)], 7_000, 'Cancelled'],
    // S5: 4 x 18,000 = 72,000 + 3,000 (set by PUT below) = 75,000
    ['2025-03-03', [line('pads', 4)], 0, 'Received'],
    // S6: 95,000 + 5,000 = 100,000, cancelled
    ['2025-03-03', [line('mamaKit', 1)], 5_000, 'Cancelled'],
    // S7, the day before: 10 x 95,000 = 950,000 + 5,000 = 955,000
    ['2025-02-28', [line('mamaKit', 10)], 5_000, 'Pending'],
    // S8, the day after: 15,000 + 2,000 = 17,000
    ['2025-03-04', [line('wipes', 1)], 2_000, 'Pending'],
  ];

  beforeAll(async () => {
    c = await setup(SERVICE);
    for (const [day, products, fee, status] of orders) {
      const order = await createOrder(c, { products, shippingFee: fee });
      if (status !== 'Pending') await moveOrder(c, order.id, status);
      // The server dates an order today; place it on its day.
      await c.db.update(shopOrders).set({ dateAdded: day }).where(eq(shopOrders.id, order.id));
    }
    // S5's fee is changed after the order: the summary uses the recomputed total.
    const [s5] = await c.db.select().from(shopOrders).where(eq(shopOrders.subTotal, 72_000));
    const res = await putOrder(c, s5!.id, 'shippingFee', '3,000');
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => c.close());

  const sales = async (from: string, to: string) => {
    const res = await c.read(`/portal/orders/sales?from=${from}&to=${to}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('success');
    return res.json().data as SalesSummary;
  };
  const byKey = <T>(rows: T[], key: keyof T) =>
    [...rows].sort((a, b) => String(a[key]).localeCompare(String(b[key])));

  it('sums 1-3 March by status, by day and by product (hand-computed)', async () => {
    const s = await sales('2025-03-01', '2025-03-03');
    expect(s.from).toBe('2025-03-01');
    expect(s.to).toBe('2025-03-03');
    expect(byKey(s.byStatus, 'status')).toEqual([
      { status: 'Cancelled', orders: 2, total: 477_000 },
      { status: 'Completed', orders: 1, total: 140_000 },
      { status: 'Confirmed', orders: 1, total: 195_000 },
      { status: 'Pending', orders: 1, total: 213_000 },
      { status: 'Received', orders: 1, total: 75_000 },
    ]);
    // cancelled orders are not sales: S1 + S2, S3, S5
    expect(s.byDay).toEqual([
      { date: '2025-03-01', orders: 2, total: 408_000 },
      { date: '2025-03-02', orders: 1, total: 140_000 },
      { date: '2025-03-03', orders: 1, total: 75_000 },
    ]);
    expect(byKey(s.byProduct, 'product_id')).toEqual([
      { product_id: 'BW-008', name: 'Baby wipes (3 pack)', quantity: 3, total: 45_000 },
      { product_id: 'MB-002', name: 'Prepared mama bag', quantity: 1, total: 185_000 },
      { product_id: 'MK-001', name: 'Mama kit (value)', quantity: 3, total: 285_000 },
      { product_id: 'NP-006', name: 'Nursing pads (box)', quantity: 5, total: 90_000 },
    ]);
    expect(s.totals).toEqual({
      orders: 4,
      items: 12,
      subTotal: 605_000,
      shipping: 18_000,
      total: 623_000,
    });
  });

  it('counts both ends of the range', async () => {
    const s = await sales('2025-02-28', '2025-03-04');
    expect(s.totals).toEqual({
      orders: 6,
      items: 23,
      subTotal: 605_000 + 950_000 + 15_000,
      shipping: 18_000 + 5_000 + 2_000,
      total: 623_000 + 955_000 + 17_000,
    });
    expect(s.byDay.map((d) => d.date)).toEqual([
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
      '2025-03-03',
      '2025-03-04',
    ]);
    expect(byKey(s.byStatus, 'status').find((b) => b.status === 'Pending')).toEqual({
      status: 'Pending',
      orders: 3,
      total: 213_000 + 955_000 + 17_000,
    });
  });

  it('sums a single day', async () => {
    const s = await sales('2025-03-02', '2025-03-02');
    expect(byKey(s.byStatus, 'status')).toEqual([
      { status: 'Cancelled', orders: 1, total: 377_000 },
      { status: 'Completed', orders: 1, total: 140_000 },
    ]);
    expect(s.byDay).toEqual([{ date: '2025-03-02', orders: 1, total: 140_000 }]);
    expect(byKey(s.byProduct, 'product_id')).toEqual([
      { product_id: 'BW-008', name: 'Baby wipes (3 pack)', quantity: 3, total: 45_000 },
      { product_id: 'MK-001', name: 'Mama kit (value)', quantity: 1, total: 95_000 },
    ]);
    expect(s.totals).toEqual({
      orders: 1,
      items: 4,
      subTotal: 140_000,
      shipping: 0,
      total: 140_000,
    });
  });

  it('answers zeros and empty lists for a range without orders', async () => {
    const s = await sales('2024-06-01', '2024-06-30');
    expect(s.totals).toEqual({ orders: 0, items: 0, subTotal: 0, shipping: 0, total: 0 });
    expect(s.byStatus).toEqual([]);
    expect(s.byDay).toEqual([]);
    expect(s.byProduct).toEqual([]);
  });

  it('follows a cancellation: the order leaves the sales but stays in byStatus', async () => {
    const order = await createOrder(c, { products: [line('wipes', 2)], shippingFee: 1_000 });
    await c.db
      .update(shopOrders)
      .set({ dateAdded: '2025-05-10' })
      .where(eq(shopOrders.id, order.id));
    let s = await sales('2025-05-10', '2025-05-10');
    expect(s.totals).toMatchObject({ orders: 1, items: 2, total: 31_000 });
    await moveOrder(c, order.id, 'Cancelled');
    s = await sales('2025-05-10', '2025-05-10');
    expect(s.totals).toEqual({ orders: 0, items: 0, subTotal: 0, shipping: 0, total: 0 });
    expect(s.byDay).toEqual([]);
    expect(s.byProduct).toEqual([]);
    expect(s.byStatus).toEqual([{ status: 'Cancelled', orders: 1, total: 31_000 }]);
  });

  it('accepts a whole calendar year', async () => {
    expect((await sales('2025-01-01', '2025-12-31')).totals.orders).toBe(6);
  });

  it.each([
    ['from after to', 'from=2025-03-05&to=2025-03-01', 'to'],
    ['a range over a year', 'from=2024-01-01&to=2025-06-30', 'from'],
    ['a range of two years', 'from=2023-03-01&to=2025-03-01', 'from'],
    ['30 February', 'from=2025-02-30&to=2025-03-03', 'from'],
    ['month 13', 'from=2025-01-01&to=2025-13-01', 'to'],
    ['a non-date', 'from=yesterday&to=2025-03-03', 'from'],
    ['a day without padding', 'from=2025-3-1&to=2025-03-03', 'from'],
    ['no end', 'from=2025-03-01', 'to'],
    ['no start', 'to=2025-03-01', 'from'],
  ])('refuses %s with 400', async (_what, query, field) => {
    const body = expectFailure(await c.read(`/portal/orders/sales?${query}`), 400);
    expect(body.details?.[field], JSON.stringify(body.details)).toBeTruthy();
  });

  it('needs a session', async () => {
    expectFailure(await c.get('/portal/orders/sales?from=2025-03-01&to=2025-03-03'), 401);
  });

  it("GET /settings answers the provider's name, phone and e-mail from the configuration", async () => {
    const res = await c.read('/settings');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        serviceName: SERVICE.SERVICE_NAME,
        servicePhone: SERVICE.SERVICE_PHONE,
        serviceEmail: SERVICE.SERVICE_EMAIL,
      },
    });
  });
});
