import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, type Booking } from '@app/contract';
import { bookings } from '../src/db/schema/index.ts';
import { createBookingsRepo } from '../src/modules/bookings/bookings.repo.ts';
import { auditFor, customerBody, expectFailure, localPhone } from './factories.ts';
import { automaticQueued, smsSetup, type SmsCtx } from './sms-factories.ts';

// Issue 37: the booking Add Customer makes from SPEC 3's order has no start
// date and no price. It is a request: its answer says what is missing, staff
// fill it in with PATCH /booking/{id}, and 'Confirm request' is refused (409,
// nothing changed, no "booking confirmed" SMS queued) until nothing is.

let c: SmsCtx;
beforeAll(async () => {
  c = await smsSetup({ SERVICE_NAME: 'Mama Care', AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => c.close());

/** A new customer's first order: the booking it makes, as GET /booking/{docId} answers it. */
async function requestFromAddCustomer(): Promise<Booking> {
  const res = await c.send('/customer', customerBody());
  expect(res.statusCode, res.body).toBe(201);
  const { docId } = res.json().data.booking as { docId: string };
  const read = await c.read(`/booking/${docId}`);
  expect(read.statusCode, read.body).toBe(200);
  return read.json().data as Booking;
}
const patch = (b: Pick<Booking, 'docId'>, payload: unknown) =>
  c.app.inject({
    method: 'PATCH',
    url: `${API_BASE}/booking/${b.docId}`,
    payload: payload as never,
    headers: c.headers,
  });
const confirm = (b: Pick<Booking, 'docId'>) =>
  c.put(`/booking/${b.docId}`, { field: 'status', value: 'Accepted', docId: b.docId });
const rowOf = async (id: number) =>
  (await c.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const confirmedQueued = (b: Booking) =>
  automaticQueued(c, 'booking_confirmed', { kind: 'booking', id: b.id });

describe('a booking made by Add Customer is a request', () => {
  it('says what it lacks, in plain words, in every answer', async () => {
    const b = await requestFromAddCustomer();
    expect(b).toMatchObject({
      status: 'Pending',
      serviceStartDate: null,
      totalCost: null,
      missing: ['start date', 'price'],
    });
    const list = (await c.read(`/booking?status=new&search=${b.docId}`)).json().data.rows;
    expect(list).toEqual([expect.objectContaining({ docId: b.docId, missing: b.missing })]);
  });

  it('a complete booking lacks nothing; the price is the total cost, not the package price', async () => {
    const base = {
      firstName: 'Joy',
      lastName: 'Oki',
      primaryPhoneNumber: localPhone(),
      service: 'Postnatal care',
      serviceStartDate: '2026-11-03',
    };
    const full = (await c.send('/booking', { ...base, totalCost: 450_000 })).json().data;
    expect(full.missing).toEqual([]);
    const listPriceOnly = (await c.send('/booking', { ...base, packagePrice: 400_000 })).json()
      .data;
    expect(listPriceOnly.missing).toEqual(['price']);
    // the answer to the creation (mapped) says what GET (built by the database) says
    expect((await c.read(`/booking/${listPriceOnly.docId}`)).json().data.missing).toEqual([
      'price',
    ]);
  });
});

describe("'Confirm request' of a request", () => {
  it('is refused (409 naming what to fill in): nothing changes, no SMS is queued', async () => {
    const b = await requestFromAddCustomer();
    const before = {
      row: await rowOf(b.id),
      audits: (await auditFor(c, 'booking', b.docId)).length,
    };
    const res = expectFailure(await confirm(b), 409);
    expect(res.error).toBe(
      'This booking is a request: fill in its start date and price before confirming it',
    );
    expect(await rowOf(b.id)).toEqual(before.row);
    expect(await auditFor(c, 'booking', b.docId)).toHaveLength(before.audits);
    await new Promise((r) => setTimeout(r, 300));
    expect(await confirmedQueued(b)).toBe(0);
  });

  it('names only what is still missing once part is filled in', async () => {
    const b = await requestFromAddCustomer();
    const filled = await patch(b, { serviceStartDate: '2026-12-01' });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json().data.missing).toEqual(['price']);
    expect(expectFailure(await confirm(b), 409).error).toBe(
      'This booking is a request: fill in its price before confirming it',
    );
    expect((await rowOf(b.id)).status).toBe('Pending');
    expect(await confirmedQueued(b)).toBe(0);
  });

  it('works once it is filled in: Accepted, and the customer is told', async () => {
    const b = await requestFromAddCustomer();
    const filled = await patch(b, {
      serviceStartDate: '2026-12-01',
      totalCost: '380,000',
      updatedAt: b.updatedAt,
    });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json().data).toMatchObject({
      serviceStartDate: '2026-12-01',
      totalCost: 380_000,
      missing: [],
    });
    const res = await confirm(b);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'Accepted', missing: [] });
    expect(await confirmedQueued(b)).toBe(1);
  });

  it('is refused too when its price was emptied after the check (the move itself waits)', async () => {
    const b = await requestFromAddCustomer();
    const change = { from: 'Pending', to: 'Accepted', by: 'desk@care.ug', at: b.createdAt };
    const repo = createBookingsRepo(c.db);
    expect(await repo.move(b.id, 'Pending', 'Accepted', change, undefined, true)).toBeUndefined();
    expect((await rowOf(b.id)).status).toBe('Pending');
    await c.db
      .update(bookings)
      .set({ serviceStartDate: '2026-12-01', totalCost: 1 })
      .where(eq(bookings.id, b.id));
    expect(await repo.move(b.id, 'Pending', 'Accepted', change, undefined, true)).toMatchObject({
      status: 'Accepted',
    });
  });

  it('leaves the other moves alone: a request can still be cancelled', async () => {
    const b = await requestFromAddCustomer();
    const res = await c.put(`/booking/${b.docId}`, { field: 'status', value: 'Cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'Cancelled',
      missing: ['start date', 'price'],
    });
  });
});
