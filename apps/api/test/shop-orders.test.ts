import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopOrderItems, shopOrders } from '../src/db/schema/index.ts';
import { auditFor, createCustomer, expectFailure, setup, type Ctx } from './factories.ts';
import { countOrders, createOrder, line, orderBody } from './ledger-factories.ts';

// SPEC 3 Shop order, 7 GET/POST /portal/orders and GET /portal/orders/{id};
// ruling 11 (whole UGX), 17 (the API accepts the shop's orders); issue 6.
describe('shop orders: create and read', () => {
  let c: Ctx;
  beforeAll(async () => {
    // the shop's own picture host, allowed (issue 20, item 8)
    c = await setup({ PICTURE_HOSTS: 'shop.example.ug' });
  });
  afterAll(() => c.close());

  it('creates a Pending order with server-computed subTotal and total (201)', async () => {
    const res = await c.send(
      '/portal/orders',
      orderBody({
        contact: '0772 345 678',
        shippingFee: '7,500',
        products: [line('mamaKit', 2), line('pads', 3), { ...line('wipes', 1), price: '15,000' }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.status).toBe('success');
    const order = body.data;
    // 2 x 95,000 + 3 x 18,000 + 1 x 15,000 = 259,000; + 7,500 shipping = 266,500
    expect(order).toMatchObject({
      subTotal: 259_000,
      shippingFee: 7_500,
      total: 266_500,
      status: 'Pending',
      displayName: 'Grace Nakato',
      contact: '+256772345678',
      address: 'Plot 12, Ntinda, Kampala',
      paymentMethod: 'Mobile Money',
      deliveryMethod: 'Delivery',
    });
    expect(order.orderNumber).toMatch(new RegExp(`^SO-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(order.dateAdded).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order.timeAdded).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(order.products).toEqual([
      expect.objectContaining({ product_id: 'MK-001', quantity: 2, price: 95_000 }),
      expect.objectContaining({ product_id: 'NP-006', quantity: 3, price: 18_000 }),
      expect.objectContaining({ product_id: 'BW-008', quantity: 1, price: 15_000 }),
    ]);
    expect(order.history).toHaveLength(1);
    expect(order.history[0]).toMatchObject({ from: null, to: 'Pending' });

    const [row] = await c.db.select().from(shopOrders).where(eq(shopOrders.id, order.id));
    expect(row).toMatchObject({ subTotal: 259_000, shippingFee: 7_500, total: 266_500 });
    const items = await c.db
      .select()
      .from(shopOrderItems)
      .where(eq(shopOrderItems.orderId, order.id));
    expect(items.map((i) => i.totalAmount).sort((a, b) => a - b)).toEqual([
      15_000, 54_000, 190_000,
    ]);
    expect(await auditFor(c, 'shop_order', order.orderNumber)).toHaveLength(1);
  });

  it('ignores the sums, number and status the client sends', async () => {
    const order = await createOrder(c, {
      products: [line('mamaBag', 1)],
      shippingFee: 10_000,
      subTotal: 1,
      total: 2,
      orderNumber: 'SO-1999-000001',
      status: 'Completed',
      history: [],
    });
    expect(order).toMatchObject({ subTotal: 185_000, shippingFee: 10_000, total: 195_000 });
    expect(order.orderNumber).not.toBe('SO-1999-000001');
    expect(order.status).toBe('Pending');
  });

  it('takes no shipping fee as 0: total = subTotal', async () => {
    const order = await createOrder(c, { shippingFee: undefined, products: [line('wipes', 2)] });
    expect(order).toMatchObject({ subTotal: 30_000, shippingFee: 0, total: 30_000 });
  });

  it('links the order to a known customer', async () => {
    const customer = await createCustomer(c);
    const order = await createOrder(c, { customerId: customer.id });
    expect(order.customerId).toBe(customer.id);
  });

  it('gives every order its own readable number', async () => {
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push(await createOrder(c));
    const numbers = orders.map((o) => o.orderNumber);
    expect(new Set(numbers).size).toBe(5);
    for (const n of numbers) expect(n).toMatch(/^SO-\d{4}-\d{6}$/);
    // in parallel too
    const parallel = await Promise.all(
      [1, 2, 3, 4].map(() => c.send('/portal/orders', orderBody())),
    );
    const more = parallel.map((r) => {
      expect(r.statusCode, r.body).toBe(201);
      return r.json().data.orderNumber as string;
    });
    expect(new Set([...numbers, ...more]).size).toBe(9);
  });

  it.each([
    ['customerName', { customerName: undefined }],
    ['customerName', { customerName: '   ' }],
    ['contact', { contact: undefined }],
    ['contact', { contact: '0412 123 456' }],
    ['products', { products: [] }],
    ['products', { products: undefined }],
    ['products.0.quantity', { products: [line('mamaKit', 0)] }],
    ['products.0.quantity', { products: [line('mamaKit', 1.5)] }],
    ['products.0.price', { products: [{ ...line('mamaKit', 1), price: '12.5' }] }],
    ['products.0.price', { products: [{ ...line('mamaKit', 1), price: -1 }] }],
    ['products.0.product_id', { products: [{ ...line('mamaKit', 1), product_id: '' }] }],
    ['products.0.name', { products: [{ ...line('mamaKit', 1), name: undefined }] }],
    ['shippingFee', { shippingFee: '12.5' }],
    ['shippingFee', { shippingFee: -100 }],
  ])('refuses a bad %s (%j) with 400 and creates nothing', async (field, patch) => {
    const before = await countOrders(c);
    const res = await c.send('/portal/orders', orderBody(patch));
    const body = expectFailure(res, 400);
    expect(body.details?.[field], JSON.stringify(body.details)).toBeTruthy();
    expect(await countOrders(c)).toEqual(before);
  });

  it('says which rule a refused money value broke', async () => {
    const res = await c.send('/portal/orders', orderBody({ shippingFee: '12.5' }));
    expect(expectFailure(res, 400).details?.shippingFee).toBe(
      'Amounts are whole UGX, without cents',
    );
  });

  it('needs a session', async () => {
    const before = await countOrders(c);
    expectFailure(await c.post('/portal/orders', orderBody()), 401);
    expectFailure(await c.get('/portal/orders'), 401);
    expect(await countOrders(c)).toEqual(before);
  });

  describe('GET /portal/orders/{id}', () => {
    it('answers the order with its items (product id, name, quantity, price, image)', async () => {
      const created = await createOrder(c, {
        products: [
          { ...line('mamaBag', 1), product_image: 'https://shop.example.ug/img/mb-002.jpg' },
          line('pads', 2),
        ],
        shippingFee: 4_000,
      });
      const res = await c.read(`/portal/orders/${created.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const order = res.json().data;
      expect(order).toMatchObject({
        id: created.id,
        orderNumber: created.orderNumber,
        subTotal: 221_000,
        shippingFee: 4_000,
        total: 225_000,
        status: 'Pending',
      });
      expect(order.products).toEqual([
        {
          product_id: 'MB-002',
          name: 'Prepared mama bag',
          quantity: 1,
          price: 185_000,
          total_amount: 185_000,
          product_image: 'https://shop.example.ug/img/mb-002.jpg',
        },
        {
          product_id: 'NP-006',
          name: 'Nursing pads (box)',
          quantity: 2,
          price: 18_000,
          total_amount: 36_000,
          product_image: null,
        },
      ]);
    });

    it('answers 404 for an unknown order and 400 for a malformed id', async () => {
      expect(expectFailure(await c.read('/portal/orders/999999'), 404).error).toBe(
        'Order not found',
      );
      expectFailure(await c.read('/portal/orders/abc'), 400);
    });
  });
});
