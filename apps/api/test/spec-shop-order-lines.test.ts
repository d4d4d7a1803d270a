import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, shopOrderItems, shopOrders } from '../src/db/schema/index.ts';
import { createCustomer, expectFailure, setup, type Ctx } from './factories.ts';
import { countOrders, orderBody } from './ledger-factories.ts';

// Issue 20, item 2: POST /portal/orders with SPEC 3's item fields
// (product_id, name, quantity, total_amount, product_image): a line's
// total_amount is its total (unit price = total / quantity), the customer's
// name comes from the customer record when customerName is absent, the
// server computes subTotal and total itself and refuses a line whose
// figures disagree. The shape sent so far (unit price, customerName) stays.

/** A shop order as SPEC 3 describes it: no unit price, no customerName. */
function specOrder(more: Record<string, unknown>) {
  return {
    contact: '0772 345 678',
    address: 'Plot 12, Ntinda, Kampala',
    paymentMethod: 'Mobile Money',
    deliveryMethod: 'Delivery',
    shippingFee: 5_000,
    products: [
      { product_id: 'MK-001', name: 'Mama kit (value)', quantity: 2, total_amount: 190_000 },
      { product_id: 'NP-006', name: 'Nursing pads (box)', quantity: 3, total_amount: '54,000' },
    ],
    ...more,
  };
}

describe("shop orders in SPEC 3's shape", () => {
  let c: Ctx;
  beforeAll(async () => {
    c = await setup();
  });
  afterAll(() => c.close());

  it("takes line totals and the customer's name from the customer record (201)", async () => {
    const customer = await createCustomer(c, { firstname: 'Grace', lastname: 'Nakato' });
    const res = await c.send(
      '/portal/orders',
      specOrder({ customerId: customer.id, subTotal: 1, total: 2 }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({
      customerId: customer.id,
      displayName: 'Grace Nakato',
      subTotal: 244_000,
      shippingFee: 5_000,
      total: 249_000,
    });
    expect(order.products).toEqual([
      expect.objectContaining({
        product_id: 'MK-001',
        quantity: 2,
        price: 95_000,
        total_amount: 190_000,
      }),
      expect.objectContaining({
        product_id: 'NP-006',
        quantity: 3,
        price: 18_000,
        total_amount: 54_000,
      }),
    ]);
    const [row] = await c.db.select().from(shopOrders).where(eq(shopOrders.id, order.id));
    expect(row).toMatchObject({ customerName: 'Grace Nakato', subTotal: 244_000, total: 249_000 });
  });

  it("finds the customer by the app's account id (userid) too", async () => {
    const customer = await createCustomer(c, { firstname: 'Sarah', lastname: 'Tabu' });
    const [row] = await c.db.select().from(customers).where(eq(customers.id, customer.id));
    const res = await c.send('/portal/orders', specOrder({ userid: row!.userId }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ displayName: 'Sarah Tabu', customerId: customer.id });
  });

  it('a line total that is no whole multiple keeps the total; the unit price is rounded', async () => {
    const res = await c.send(
      '/portal/orders',
      specOrder({
        customerName: 'Amina Nakato',
        products: [{ product_id: 'BW-008', name: 'Baby wipes', quantity: 3, total_amount: 40_000 }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ subTotal: 40_000, total: 45_000 });
    const items = await c.db
      .select()
      .from(shopOrderItems)
      .where(eq(shopOrderItems.orderId, res.json().data.id));
    expect(items.map((i) => [i.unitPrice, i.totalAmount])).toEqual([[13_333, 40_000]]);
  });

  it('still takes the unit price and customerName; both figures when they agree', async () => {
    const res = await c.send(
      '/portal/orders',
      orderBody({
        products: [
          { product_id: 'MK-001', name: 'Mama kit', quantity: 2, price: 95_000 },
          { product_id: 'NP-006', name: 'Pads', quantity: 2, price: 18_000, total_amount: 36_000 },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ displayName: 'Grace Nakato', subTotal: 226_000 });
  });

  it.each([
    [
      'products.0.total_amount',
      {
        customerName: 'A B',
        products: [
          { product_id: 'X', name: 'X', quantity: 2, price: 10_000, total_amount: 25_000 },
        ],
      },
    ],
    [
      'products.0.total_amount',
      { customerName: 'A B', products: [{ product_id: 'X', name: 'X', quantity: 2 }] },
    ],
    [
      'products.0.total_amount',
      {
        customerName: 'A B',
        products: [{ product_id: 'X', name: 'X', quantity: 1, total_amount: '12.5' }],
      },
    ],
    ['customerName', {}],
    ['customerName', { userid: 'no-such-account' }],
    ['customerId', { customerId: 999_999 }],
  ])('refuses %s (%j) with 400 and creates nothing', async (field, patch) => {
    const before = await countOrders(c);
    const body = expectFailure(await c.send('/portal/orders', specOrder(patch)), 400);
    expect(body.details?.[field], JSON.stringify(body)).toBeTruthy();
    expect(await countOrders(c)).toEqual(before);
  });
});
