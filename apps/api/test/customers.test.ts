import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, customers } from '../src/db/schema/index.ts';
import {
  countRows,
  createCustomer,
  customerBody,
  expectFailure,
  setup,
  type Ctx,
} from './factories.ts';

// SPEC 3 Customer, 5 Customer form, 7 GET/POST /customer; ruling 12, 15, 16, 29; API.md lists.
describe('customers: list and create', () => {
  let c: Ctx;
  beforeAll(async () => {
    c = await setup();
  });
  afterAll(() => c.close());

  it('creates a customer with its order as a Pending booking (201 {customer, booking})', async () => {
    const res = await c.send(
      '/customer',
      customerBody({
        firstname: '  Grace ',
        phonenumber: '0772 123 456',
        alternate_number: '256701234567',
        order: {
          order: 'Mama kit value',
          address: 'Kira town',
          shippment_type: 'Boda delivery',
          requested_by: 'Her sister',
          category: 'Maternity',
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.status).toBe('success');
    const { customer, booking } = body.data;
    expect(customer).toMatchObject({
      firstname: 'Grace',
      lastname: 'Nakato',
      phonenumber: '+256772123456',
      alternate_number: '+256701234567',
      contry: 'Uganda, East Africa',
      user_type: 'parent',
      verified: false,
      signup_method: 'portal',
      email: 'amina@example.ug',
    });
    expect(booking.status).toBe('Pending');
    expect(booking.docId).toMatch(new RegExp(`^BK-${new Date().getUTCFullYear()}-\\d{6}$`));

    const rows = await c.db.select().from(bookings).where(eq(bookings.customerId, customer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: booking.id,
      docId: booking.docId,
      status: 'Pending',
      customerId: customer.id,
      service: 'Mama kit value',
    });
  });

  it.each([
    ['Prepared mama bag', 'parent'],
    ['Mama kit value', 'parent'],
    ['Postnatal care services', 'parent'],
    ['Patient care services', 'other'],
  ])('an order of %s makes the customer %s', async (product, type) => {
    const customer = await createCustomer(c, { order: { order: product } });
    expect(customer.user_type).toBe(type);
  });

  it.each(['0772123457', '256772123457', '+256772123457', '(077) 212-3457'])(
    'stores the phone %s as E.164',
    async (phone) => {
      const customer = await createCustomer(c, { phonenumber: phone });
      expect(customer.phonenumber).toBe('+256772123457');
    },
  );

  it('keeps a given country instead of the default', async () => {
    const customer = await createCustomer(c, { contry: 'Kenya' });
    expect(customer.contry).toBe('Kenya');
  });

  it.each([
    ['firstname', 'Field is required'],
    ['lastname', 'Field is required'],
    ['address', 'Field is required'],
    ['phonenumber', 'Phone number is required'],
  ])('refuses a missing %s with %j and creates nothing', async (field, message) => {
    const before = await countRows(c, customers);
    const bookingsBefore = await countRows(c, bookings);
    const res = await c.send('/customer', customerBody({ [field]: undefined }));
    expect(expectFailure(res, 400).details?.[field]).toBe(message);
    const blank = await c.send('/customer', customerBody({ [field]: '   ' }));
    expect(expectFailure(blank, 400).details?.[field]).toBe(message);
    expect(await countRows(c, customers)).toBe(before);
    expect(await countRows(c, bookings)).toBe(bookingsBefore);
  });

  it.each([
    ['phonenumber', { phonenumber: '0412 123 456' }, 'Enter a Ugandan mobile number'],
    ['phonenumber', { phonenumber: '12345' }, 'Enter a Ugandan mobile number'],
    ['email', { email: 'amina.example.ug' }, 'E-mail must be valid'],
    ['email', { email: 'amina@example' }, 'E-mail must be valid'],
    ['children', { children: 7 }, ''],
    ['children', { children: -1 }, ''],
    ['order.order', { order: { order: 'Baby shoes' } }, ''],
    ['order', { order: undefined }, ''],
  ])('refuses a bad %s (%j) and creates nothing', async (field, patch, message) => {
    const before = await countRows(c, customers);
    const res = await c.send('/customer', customerBody(patch));
    const body = expectFailure(res, 400);
    expect(body.details?.[field]).toBeTruthy();
    expect(body.details?.[field]).toContain(message);
    expect(await countRows(c, customers)).toBe(before);
  });

  it('is all or nothing: a failing booking insert leaves no customer behind', async () => {
    const before = await countRows(c, customers);
    const bookingsBefore = await countRows(c, bookings);
    const auditBefore = await countRows(c, auditLog, eq(auditLog.entity, 'customer'));
    await c.db.execute(sql`ALTER TABLE bookings ADD CONSTRAINT t_fail CHECK (false) NOT VALID`);
    try {
      const res = await c.send('/customer', customerBody({ firstname: 'Rollback' }));
      const body = expectFailure(res, 500);
      expect(body.error).not.toMatch(/t_fail|constraint|bookings|insert/i);
    } finally {
      await c.db.execute(sql`ALTER TABLE bookings DROP CONSTRAINT t_fail`);
    }
    expect(await countRows(c, customers)).toBe(before);
    expect(await countRows(c, customers, eq(customers.firstname, 'Rollback'))).toBe(0);
    expect(await countRows(c, bookings)).toBe(bookingsBefore);
    expect(await countRows(c, auditLog, eq(auditLog.entity, 'customer'))).toBe(auditBefore);
    // and the same request works once the booking can be stored
    await createCustomer(c, { firstname: 'Rollback' });
  });

  describe('GET /customer', () => {
    it('lists newest first as an array, 40 by default, paged by offset and limit', async () => {
      // enough rows for two pages, inserted directly (the API path is proven above)
      const missing = 45 - (await countRows(c, customers));
      for (let i = 0; i < missing; i++) {
        await c.db.insert(customers).values({
          userId: `bulk-${i}`,
          firstname: `Bulk${i}`,
          lastname: 'Customer',
          phonenumber: `+2567010000${String(i).padStart(2, '0')}`,
          address: 'Kampala',
          userType: 'other',
        });
      }
      const total = await countRows(c, customers);
      const first = await c.read('/customer');
      expect(first.statusCode).toBe(200);
      const data = first.json().data as { id: number; createdAt: string }[];
      expect(Array.isArray(data)).toBe(true);
      expect(data).toHaveLength(40);
      const ids = data.map((r) => r.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const times = data.map((r) => Date.parse(r.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));

      const next = (await c.read('/customer?offset=40&limit=40')).json().data as { id: number }[];
      expect(next).toHaveLength(total - 40);
      expect(next[0]!.id).toBeLessThan(ids[39]!);
      const two = (await c.read('/customer?offset=1&limit=2')).json().data as { id: number }[];
      expect(two.map((r) => r.id)).toEqual(ids.slice(1, 3));
      expect((await c.read('/customer?limit=100')).json().data).toHaveLength(total);
    });

    it.each(['limit=101', 'limit=0', 'offset=-1', 'limit=abc'])(
      'refuses ?%s with 400',
      async (q) => {
        expectFailure(await c.read(`/customer?${q}`), 400);
      },
    );

    it('never lists a deleted customer, and answers 404 for it', async () => {
      const gone = await createCustomer(c, { firstname: 'Gone' });
      expect((await c.read(`/customer/${gone.id}`)).json().data.firstname).toBe('Gone');
      expect((await c.del(`/customer/${gone.id}`)).statusCode).toBe(200);
      const list = (await c.read('/customer?limit=100')).json().data as { id: number }[];
      expect(list.some((r) => r.id === gone.id)).toBe(false);
      expectFailure(await c.read(`/customer/${gone.id}`), 404);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expectFailure(await c.read('/customer/999999'), 404);
      expectFailure(await c.read('/customer/abc'), 400);
    });

    it('needs a session', async () => {
      expectFailure(await c.get('/customer'), 401);
      expectFailure(await c.post('/customer', customerBody()), 401);
    });
  });
});
