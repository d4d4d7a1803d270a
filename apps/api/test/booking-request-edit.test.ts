import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  MONEY_HINT,
  MONEY_NEGATIVE_HINT,
  MSG,
  addDays,
  ugandaDate,
  type Booking,
} from '@app/contract';
import { bookings } from '../src/db/schema/index.ts';
import {
  auditFor,
  customerBody,
  expectFailure,
  setup,
  whileAuditRefused,
  type Ctx,
} from './factories.ts';

// Issue 37: PATCH /booking/{id} completes or corrects a Pending or Accepted
// booking. Only the fields sent change, with the version guard, one audit
// entry of what changed, 400 with field messages for bad input and 409 for
// a booking under way or over; nothing changes when it is refused.

let c: Ctx;
beforeAll(async () => {
  c = await setup({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => c.close());

async function request(): Promise<Booking> {
  const res = await c.send('/customer', customerBody());
  expect(res.statusCode, res.body).toBe(201);
  return (await c.read(`/booking/${res.json().data.booking.docId}`)).json().data as Booking;
}
const patch = (b: Pick<Booking, 'docId'>, payload: unknown, headers = c.headers) =>
  c.app.inject({
    method: 'PATCH',
    url: `${API_BASE}/booking/${b.docId}`,
    payload: payload as never,
    headers,
  });
const rowOf = async (id: number) =>
  (await c.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const updates = async (b: Booking) =>
  (await auditFor(c, 'booking', b.docId)).filter((a) => a.action === 'update');

/** The row and its audit trail before a refused edit, to show nothing changed after it. */
async function unchangedBy(b: Booking, refused: () => Promise<void>) {
  const before = { row: await rowOf(b.id), audits: (await auditFor(c, 'booking', b.docId)).length };
  await refused();
  expect(await rowOf(b.id)).toEqual(before.row);
  expect(await auditFor(c, 'booking', b.docId)).toHaveLength(before.audits);
}

describe('PATCH /booking/{id}', () => {
  it('writes only the fields sent, answers the booking, and audits what changed', async () => {
    const b = await request();
    const res = await patch(b, {
      serviceStartDate: '2026-12-01',
      packagePrice: 350_000,
      totalCost: '380,000',
      packageDetails: ' 7 days, day shifts ',
      dropoff: b.dropoff, // sent unchanged: no audit line for it
      updatedAt: b.updatedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Booking;
    expect(data).toMatchObject({
      docId: b.docId,
      status: 'Pending',
      service: b.service,
      serviceStartDate: '2026-12-01',
      packagePrice: 350_000,
      totalCost: 380_000,
      packageDetails: '7 days, day shifts',
      requestedFor: b.requestedFor,
      missing: [],
    });
    expect(Date.parse(data.updatedAt)).toBeGreaterThan(Date.parse(b.updatedAt));
    expect((await c.read(`/booking/${b.docId}`)).json().data).toEqual(data);
    const [entry, ...more] = await updates(b);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      actorId: c.staffId,
      actorEmail: 'desk@care.ug',
      summary: {
        before: {
          serviceStartDate: null,
          packagePrice: null,
          totalCost: null,
          packageDetails: b.packageDetails,
        },
        after: {
          serviceStartDate: '2026-12-01',
          packagePrice: 350_000,
          totalCost: 380_000,
          packageDetails: '7 days, day shifts',
        },
      },
    });
    expect(Object.keys(entry!.summary as object).sort()).toEqual(['after', 'before']);
    expect(Object.keys((entry!.summary as { after: object }).after).sort()).toEqual(
      ['packageDetails', 'packagePrice', 'serviceStartDate', 'totalCost'].sort(),
    );
  });

  it('takes a start date already past for a Pending booking (care that began before it was written down)', async () => {
    const b = await request();
    const past = addDays(ugandaDate(), -3);
    const res = await patch(b, { serviceStartDate: past });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.serviceStartDate).toBe(past);
  });

  it('refuses a stale version (409), by body or If-Unmodified-Since, changing nothing', async () => {
    const b = await request();
    expect((await patch(b, { extras: 'Baby bath kit' })).statusCode).toBe(200);
    await unchangedBy(b, async () => {
      const body = expectFailure(await patch(b, { totalCost: 1, updatedAt: b.updatedAt }), 409);
      expect(body.error).toBe(MSG.staleRecord);
      const header = { ...c.headers, 'if-unmodified-since': b.updatedAt };
      expect(expectFailure(await patch(b, { totalCost: 1 }, header), 409).error).toBe(
        MSG.staleRecord,
      );
    });
  });

  it.each([
    ['onGoing', 'This booking is onGoing; only a Pending or Accepted booking can be edited'],
    ['Completed', 'This booking is Completed; only a Pending or Accepted booking can be edited'],
    ['Cancelled', 'This booking is Cancelled; only a Pending or Accepted booking can be edited'],
  ] as const)(
    'refuses to edit a booking that is %s (409), changing nothing',
    async (status, msg) => {
      const b = await request();
      await c.db.update(bookings).set({ status }).where(eq(bookings.id, b.id));
      const now = (await c.read(`/booking/${b.docId}`)).json().data as Booking;
      await unchangedBy(b, async () => {
        const res = await patch(b, { totalCost: 100_000, updatedAt: now.updatedAt });
        expect(expectFailure(res, 409).error).toBe(msg);
      });
    },
  );

  it('edits an Accepted booking, but it keeps its start date and price (400 naming them)', async () => {
    const b = await request();
    expect((await patch(b, { serviceStartDate: '2026-12-01', totalCost: 90_000 })).statusCode).toBe(
      200,
    );
    const put = await c.put(`/booking/${b.docId}`, { field: 'status', value: 'Accepted' });
    expect(put.statusCode, put.body).toBe(200);
    const moved = await patch(b, { serviceStartDate: '2026-12-05', dropoff: 'Kisaasi' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ status: 'Accepted', serviceStartDate: '2026-12-05' });
    await unchangedBy(b, async () => {
      const body = expectFailure(await patch(b, { serviceStartDate: '', totalCost: null }), 400);
      expect(body.error).toBe('A confirmed booking needs its start date and price');
      expect(body.details).toEqual({
        serviceStartDate: 'A confirmed booking needs its start date',
        totalCost: 'A confirmed booking needs its price',
      });
    });
  });

  it.each([
    [{ totalCost: '12.5' }, { totalCost: MONEY_HINT }],
    [{ packagePrice: -5 }, { packagePrice: MONEY_NEGATIVE_HINT }],
    [
      { serviceStartDate: '2026-02-30' },
      { serviceStartDate: 'There is no 30 February 2026: February 2026 has 28 days' },
    ],
    [{ serviceStartDate: 'tomorrow' }, { serviceStartDate: 'Use a date like 2026-11-22' }],
    [{ service: '  ' }, { service: 'Field is required' }],
    [{ dropoff: 'x'.repeat(201) }, { dropoff: 'Max 200 characters' }],
    [{}, { _: 'Send at least one field to change' }],
    [{ status: 'Accepted', docId: 'BK-X' }, { _: 'Send at least one field to change' }],
    [{ totalCost: 1, updatedAt: 'yesterday' }, { updatedAt: expect.any(String) }],
  ])('refuses %j (400 with the field messages), changing nothing', async (payload, details) => {
    const b = await request();
    await unchangedBy(b, async () => {
      expect(expectFailure(await patch(b, payload), 400).details).toEqual(details);
    });
  });

  it('keeps nothing when its audit entry cannot be written', async () => {
    const b = await request();
    await unchangedBy(b, async () => {
      const res = await whileAuditRefused(c, () => patch(b, { totalCost: 380_000 }));
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    });
  });

  it('answers 404 for no such booking and 401 without a session', async () => {
    expectFailure(await patch({ docId: 'BK-2020-999999' }, { totalCost: 1 }), 404);
    const b = await request();
    await unchangedBy(b, async () => {
      expectFailure(await patch(b, { totalCost: 1 }, {}), 401);
    });
  });
});
