import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema/index.ts';
import {
  auditFor,
  countRows,
  createCustomer,
  customerBody,
  expectFailure,
  setup,
  type Ctx,
} from './factories.ts';

// PUT/DELETE /customer/{id} (SPEC 7), ruling 14 and 15, API.md writes
// (optimistic concurrency with updatedAt, Idempotency-Key).

const PROFILE = [
  'firstname',
  'lastname',
  'phonenumber',
  'alternate_number',
  'email',
  'gender',
  'children',
  'company',
  'occupation',
  'address',
  'latitude',
  'longitude',
  'contry',
] as const;

describe('customers: update, delete, idempotency', () => {
  let c: Ctx;
  beforeAll(async () => {
    c = await setup();
  });
  afterAll(() => c.close());

  /** The edit form's payload: the profile as read, plus changes. */
  async function editBody(id: number, changes: Record<string, unknown> = {}) {
    const current = (await c.read(`/customer/${id}`)).json().data as Record<string, unknown>;
    const body: Record<string, unknown> = {};
    for (const k of PROFILE) body[k] = current[k];
    return { ...body, updatedAt: current.updatedAt, ...changes };
  }

  const rowOf = async (id: number) =>
    (await c.db.select().from(customers).where(eq(customers.id, id)))[0]!;

  it('updates the profile and stores the phone as E.164', async () => {
    const customer = await createCustomer(c);
    const res = await c.put(
      `/customer/${customer.id}`,
      await editBody(customer.id, {
        firstname: 'Sarah',
        phonenumber: '256 752 000 111',
        occupation: 'Teacher',
        children: 3,
        user_type: 'expecting',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      data: {
        id: customer.id,
        firstname: 'Sarah',
        lastname: 'Nakato',
        phonenumber: '+256752000111',
        occupation: 'Teacher',
        children: 3,
        user_type: 'expecting',
      },
    });
    expect((await c.read(`/customer/${customer.id}`)).json().data.firstname).toBe('Sarah');
  });

  it("writes one audit 'update' row holding only the changed fields", async () => {
    const customer = await createCustomer(c, { firstname: 'Before', company: 'Old Co' });
    const res = await c.put(
      `/customer/${customer.id}`,
      await editBody(customer.id, { firstname: 'After', address: 'Kisaasi, Kampala' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const updates = (await auditFor(c, 'customer', customer.id)).filter(
      (r) => r.action === 'update',
    );
    expect(updates).toHaveLength(1);
    expect(updates[0]!.actorId).toBe(c.staffId);
    expect(updates[0]!.summary).toEqual({
      before: { firstname: 'Before', address: 'Plot 4, Ntinda Road, Kampala' },
      after: { firstname: 'After', address: 'Kisaasi, Kampala' },
    });
  });

  it.each([
    ['firstname', { firstname: '' }, 'Field is required'],
    ['lastname', { lastname: undefined }, 'Field is required'],
    ['address', { address: ' ' }, 'Field is required'],
    ['phonenumber', { phonenumber: '' }, 'Phone number is required'],
    ['phonenumber', { phonenumber: '0312 000 111' }, 'Enter a Ugandan mobile number'],
    ['email', { email: 'not-an-email' }, 'E-mail must be valid'],
    ['children', { children: 7 }, ''],
  ])('refuses an invalid %s on update (%j) and changes nothing', async (field, patch, msg) => {
    const customer = await createCustomer(c);
    const before = await rowOf(customer.id);
    const auditBefore = (await auditFor(c, 'customer', customer.id)).length;
    const res = await c.put(
      `/customer/${customer.id}`,
      await editBody(customer.id, { occupation: 'Changed', ...patch }),
    );
    const body = expectFailure(res, 400);
    expect(body.details?.[field]).toBeTruthy();
    expect(body.details?.[field]).toContain(msg);
    expect(await rowOf(customer.id)).toEqual(before);
    expect(await auditFor(c, 'customer', customer.id)).toHaveLength(auditBefore);
  });

  it('answers 404 when updating an unknown customer', async () => {
    expectFailure(await c.put('/customer/987654', customerBody()), 404);
  });

  describe('optimistic concurrency (updatedAt)', () => {
    it('accepts the version from a GET once, then refuses it as stale with 409', async () => {
      const customer = await createCustomer(c);
      const seen = await editBody(customer.id);
      const first = await c.put(`/customer/${customer.id}`, { ...seen, firstname: 'First' });
      expect(first.statusCode, first.body).toBe(200);
      const fresh = first.json().data.updatedAt as string;
      expect(fresh).not.toBe(seen.updatedAt);

      const stale = await c.put(`/customer/${customer.id}`, { ...seen, firstname: 'Second' });
      expectFailure(stale, 409);
      expect((await c.read(`/customer/${customer.id}`)).json().data.firstname).toBe('First');

      const again = await c.put(`/customer/${customer.id}`, {
        ...seen,
        firstname: 'Third',
        updatedAt: fresh,
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().data.firstname).toBe('Third');
    });

    it('lets exactly one of two parallel updates with the same version win', async () => {
      const customer = await createCustomer(c);
      const seen = await editBody(customer.id);
      const [a, b] = await Promise.all([
        c.put(`/customer/${customer.id}`, { ...seen, firstname: 'Alpha' }),
        c.put(`/customer/${customer.id}`, { ...seen, firstname: 'Beta' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const winner = a.statusCode === 200 ? a : b;
      expectFailure(a.statusCode === 409 ? a : b, 409);
      const name = winner.json().data.firstname;
      expect((await c.read(`/customer/${customer.id}`)).json().data.firstname).toBe(name);
      const updates = (await auditFor(c, 'customer', customer.id)).filter(
        (r) => r.action === 'update',
      );
      expect(updates).toHaveLength(1);
    });

    it('takes the version from If-Unmodified-Since as well (API.md)', async () => {
      const customer = await createCustomer(c);
      const { updatedAt: seen, ...body } = await editBody(customer.id);
      const headers = { ...c.headers, 'if-unmodified-since': seen as string };
      const put = (firstname: string) =>
        c.app.inject({
          method: 'PUT',
          url: `/api/v1/customer/${customer.id}`,
          payload: { ...body, firstname },
          headers,
        });
      expect((await put('Once')).statusCode).toBe(200);
      expectFailure(await put('Twice'), 409);
      expect((await c.read(`/customer/${customer.id}`)).json().data.firstname).toBe('Once');
    });

    it('refuses a malformed version with 400', async () => {
      const customer = await createCustomer(c);
      const res = await c.put(
        `/customer/${customer.id}`,
        await editBody(customer.id, { updatedAt: 'yesterday' }),
      );
      expect(expectFailure(res, 400).details?.updatedAt).toBeTruthy();
    });
  });

  describe('DELETE /customer/{id}', () => {
    it('soft deletes: the row stays with deleted_at set, audited; a second delete is 404', async () => {
      const customer = await createCustomer(c, { firstname: 'Leaving' });
      const res = await c.del(`/customer/${customer.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: 'success' });

      const row = await rowOf(customer.id);
      expect(row.firstname).toBe('Leaving');
      expect(row.deletedAt).toBeInstanceOf(Date);
      const deletes = (await auditFor(c, 'customer', customer.id)).filter(
        (r) => r.action === 'delete',
      );
      expect(deletes).toHaveLength(1);
      expect(deletes[0]!.actorId).toBe(c.staffId);

      expectFailure(await c.del(`/customer/${customer.id}`), 404);
      expectFailure(await c.read(`/customer/${customer.id}`), 404);
      expectFailure(await c.put(`/customer/${customer.id}`, customerBody()), 404);
      expectFailure(await c.del('/customer/555555'), 404);
    });
  });

  describe('Idempotency-Key on POST /customer', () => {
    it('replays the first answer for the same key and body, and creates one customer', async () => {
      const body = customerBody({ firstname: 'Idem' });
      const key = { 'idempotency-key': 'idem-key-1' };
      const first = await c.send('/customer', body, key);
      expect(first.statusCode, first.body).toBe(201);
      const second = await c.send('/customer', body, key);
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      expect(await countRows(c, customers, eq(customers.firstname, 'Idem'))).toBe(1);
    });

    it('answers 422 for the same key with another body, creating nothing', async () => {
      const key = { 'idempotency-key': 'idem-key-2' };
      const first = await c.send('/customer', customerBody({ firstname: 'KeyOne' }), key);
      expect(first.statusCode).toBe(201);
      const before = await countRows(c, customers);
      const other = await c.send('/customer', customerBody({ firstname: 'KeyTwo' }), key);
      expectFailure(other, 422);
      expect(await countRows(c, customers)).toBe(before);
      expect(await countRows(c, customers, eq(customers.firstname, 'KeyTwo'))).toBe(0);
    });

    it('creates two customers for two posts without a key', async () => {
      const body = customerBody({ firstname: 'NoKey' });
      expect((await c.send('/customer', body)).statusCode).toBe(201);
      expect((await c.send('/customer', body)).statusCode).toBe(201);
      expect(await countRows(c, customers, eq(customers.firstname, 'NoKey'))).toBe(2);
    });
  });
});
