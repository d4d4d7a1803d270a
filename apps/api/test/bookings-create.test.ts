import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings } from '../src/db/schema/index.ts';
import {
  auditFor,
  countRows,
  createCustomer,
  expectFailure,
  localPhone,
  setup,
  type Ctx,
} from './factories.ts';

// POST /booking as the customer app sends it (ruling 11, 12, 17; API.md
// "Writes") and GET /booking/{id} by id or docId (SPEC 7).

const YEAR = new Date().getUTCFullYear();
const DOC_ID = new RegExp(`^BK-${YEAR}-\\d{6}$`);

function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Grace',
    lastName: 'Namubiru',
    primaryPhoneNumber: localPhone(),
    service: 'Postnatal Care',
    serviceStartDate: '2026-04-01',
    totalCost: '450,000',
    packagePrice: 400000,
    packageDetails: 'Two weeks of day visits',
    ...overrides,
  };
}

describe('bookings: create and read', () => {
  let c: Ctx;
  beforeAll(async () => {
    c = await setup();
  });
  afterAll(() => c.close());

  const create = (body: Record<string, unknown>, extra: Record<string, string> = {}) =>
    c.send('/booking', body, extra);

  /** Asserts a refused create left no booking and no audit entry behind. */
  async function expectNothingCreated(run: () => Promise<unknown>) {
    const [b, a] = [await countRows(c, bookings), await countRows(c, auditLog)];
    await run();
    expect(await countRows(c, bookings)).toBe(b);
    expect(await countRows(c, auditLog)).toBe(a);
  }

  it('creates a Pending booking with a readable docId, whole UGX and an E.164 phone (201)', async () => {
    const before = Date.now();
    const res = await create(
      bookingBody({ firstName: ' Grace ', primaryPhoneNumber: '0772 999 001' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { status, data } = res.json();
    expect(status).toBe('success');
    expect(data).toMatchObject({
      firstName: 'Grace',
      lastName: 'Namubiru',
      client: 'Grace Namubiru',
      primaryPhoneNumber: '+256772999001',
      otherPhoneNumber: null,
      service: 'Postnatal Care',
      serviceStartDate: '2026-04-01',
      totalCost: 450000,
      packagePrice: 400000,
      status: 'Pending',
      customerId: null,
      jobCardIds: [],
    });
    expect(data.docId).toMatch(DOC_ID);
    expect(data.statusHistory).toHaveLength(1);
    expect(data.statusHistory[0]).toMatchObject({ from: null, to: 'Pending', by: 'desk@care.ug' });
    expect(Date.parse(data.statusHistory[0].at)).toBeGreaterThanOrEqual(before - 1000);

    const [row] = await c.db.select().from(bookings).where(eq(bookings.docId, data.docId));
    expect(row).toMatchObject({ id: data.id, totalCost: 450000, status: 'Pending' });
    const audits = await auditFor(c, 'booking', data.docId);
    expect(audits.map((a) => a.action)).toEqual(['create']);
    expect(audits[0]!.actorId).toBe(c.staffId);
  });

  it.each([['0772 999 002'], ['256772999002'], ['+256 772 999 002'], ['(0772) 999-002']])(
    'stores the phone %s as +256772999002',
    async (primaryPhoneNumber) => {
      const res = await create(bookingBody({ primaryPhoneNumber, otherPhoneNumber: '0701234567' }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.primaryPhoneNumber).toBe('+256772999002');
      expect(res.json().data.otherPhoneNumber).toBe('+256701234567');
    },
  );

  it('gives every booking its own docId, also when created at once', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => create(bookingBody())));
    const ids = answers.map((r) => {
      expect(r.statusCode, r.body).toBe(201);
      return r.json().data.docId as string;
    });
    ids.forEach((id) => expect(id).toMatch(DOC_ID));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names each missing required field (400) and creates nothing', async () => {
    await expectNothingCreated(async () => {
      const body = expectFailure(await create({ firstName: '  ', totalCost: '1,000' }), 400);
      expect(body.details).toMatchObject({
        firstName: 'Field is required',
        lastName: 'Field is required',
        primaryPhoneNumber: 'Phone number is required',
        service: 'Field is required',
      });
    });
  });

  it('refuses a phone that is not a Ugandan mobile (400)', async () => {
    await expectNothingCreated(async () => {
      const body = expectFailure(
        await create(bookingBody({ primaryPhoneNumber: '0414 123 456' })),
        400,
      );
      expect(body.details?.primaryPhoneNumber).toMatch(/Ugandan mobile/);
    });
  });

  it.each([
    ['12.5', 'Amounts are whole UGX, without cents'],
    ['450,000.50', 'Amounts are whole UGX, without cents'],
    [-5000, 'An amount cannot be negative'],
    ['-5,000', 'An amount cannot be negative'],
    ['lots', 'Enter the amount in figures, e.g. 250,000'],
  ])('refuses the total cost %j saying %s (400)', async (totalCost, message) => {
    await expectNothingCreated(async () => {
      const body = expectFailure(await create(bookingBody({ totalCost })), 400);
      expect(body.details?.totalCost).toBe(message);
    });
  });

  it('refuses an impossible service start date (400)', async () => {
    await expectNothingCreated(async () => {
      const body = expectFailure(
        await create(bookingBody({ serviceStartDate: '2026-02-30' })),
        400,
      );
      expect(body.details).toHaveProperty('serviceStartDate');
    });
  });

  it('links the booking to the customer given by customerId', async () => {
    const customer = await createCustomer(c);
    const res = await create(bookingBody({ customerId: customer.id }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ customerId: customer.id, clientId: customer.user_id });
  });

  it('refuses an unknown customerId (404) and creates nothing', async () => {
    await expectNothingCreated(async () => {
      const body = expectFailure(await create(bookingBody({ customerId: 987654 })), 404);
      expect(body.error).toBe('Customer not found');
    });
  });

  it('links the booking to the customer who has that phone number, in any format', async () => {
    const phone = localPhone();
    const customer = await createCustomer(c, { phonenumber: phone });
    const res = await create(bookingBody({ primaryPhoneNumber: `+256${phone.slice(1)}` }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ customerId: customer.id, clientId: customer.user_id });
  });

  it('leaves the booking unlinked when no customer has the number', async () => {
    const res = await create(bookingBody());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.customerId).toBeNull();
  });

  it('honours an Idempotency-Key: the same request answers the first answer, one row', async () => {
    const body = bookingBody({ firstName: 'Idem' });
    const key = { 'idempotency-key': 'booking-key-0001' };
    const before = await countRows(c, bookings);
    const first = await create(body, key);
    expect(first.statusCode, first.body).toBe(201);
    const second = await create(body, key);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await countRows(c, bookings)).toBe(before + 1);
    expect(await countRows(c, bookings, eq(bookings.firstName, 'Idem'))).toBe(1);

    // the same key with another body is refused and creates nothing
    await expectNothingCreated(async () => {
      const other = await create({ ...body, service: 'In home care' }, key);
      expect(expectFailure(other, 422).error).toBe(
        'This idempotency key was already used with another request',
      );
    });

    // another key is another booking
    const third = await create(body, { 'idempotency-key': 'booking-key-0002' });
    expect(third.statusCode).toBe(201);
    expect(third.json().data.docId).not.toBe(first.json().data.docId);
  });

  it('lets a key refused for bad input be used again once the input is fixed', async () => {
    const key = { 'idempotency-key': 'booking-key-retry' };
    expectFailure(await create(bookingBody({ totalCost: '12.5' }), key), 400);
    const ok = await create(bookingBody({ totalCost: '12' }), key);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.totalCost).toBe(12);
  });

  it('reads one booking by numeric id and by docId, alike', async () => {
    const made = (await create(bookingBody({ lastName: 'Readable' }))).json().data;
    const byId = await c.read(`/booking/${made.id}`);
    const byDoc = await c.read(`/booking/${made.docId}`);
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byDoc.statusCode, byDoc.body).toBe(200);
    expect(byId.json()).toEqual({ status: 'success', data: made });
    expect(byDoc.json()).toEqual(byId.json());
  });

  it.each([['987654'], [`BK-${YEAR}-999999`], ['nothing-like-it'], ['99999999999']])(
    "answers an unknown booking %s with 404 'Booking not found'",
    async (id) => {
      expect(expectFailure(await c.read(`/booking/${id}`), 404).error).toBe('Booking not found');
    },
  );

  it('needs a signed-in staff member (401)', async () => {
    expectFailure(await c.get('/booking'), 401);
    expectFailure(await c.post('/booking', bookingBody()), 401);
  });
});
