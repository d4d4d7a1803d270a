import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, ugandaDate } from '@app/contract';
import { bookings } from '../src/db/schema/index.ts';
import { auditFor, expectFailure, localPhone } from './factories.ts';
import { automaticQueued, smsSetup, type SmsCtx } from './sms-factories.ts';

// Issue 36, the booking's side: a booking (the care request) is not under
// way, let alone Completed (whose "care is complete" SMS goes to the
// customer), before its service start date: 409 naming the date, nothing
// changed, no SMS queued. On its start date it moves as before.

let c: SmsCtx;
beforeAll(async () => {
  c = await smsSetup({ SERVICE_NAME: 'Mama Care', AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => c.close());

const today = ugandaDate();
const shown = (iso: string) => iso.split('-').reverse().join('-');
type Booking = { id: number; docId: string; status: string };

const move = (b: Booking, value: string) =>
  c.put(`/booking/${b.docId}`, { field: 'status', value, docId: b.docId, user: 'desk@care.ug' });

async function acceptedBooking(serviceStartDate: string): Promise<Booking> {
  const res = await c.send('/booking', {
    firstName: 'Ruth',
    lastName: 'Akello',
    primaryPhoneNumber: localPhone(),
    service: 'In home care',
    serviceStartDate,
    totalCost: 150_000, // a booking without its price is a request (issue 37)
  });
  expect(res.statusCode, res.body).toBe(201);
  const b = res.json().data as Booking;
  expect((await move(b, 'Accepted')).statusCode).toBe(200);
  return b;
}
const completedQueued = (id: number) =>
  automaticQueued(c, 'job_completed', { kind: 'booking', id });
const row = async (id: number) =>
  (await c.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe('a booking before its service start date', () => {
  it('is neither started nor completed: 409 naming the date, nothing changed, no SMS queued', async () => {
    const start = addDays(today, 3);
    const b = await acceptedBooking(start);
    const before = { row: await row(b.id), audits: (await auditFor(c, 'booking', b.docId)).length };
    const started = expectFailure(await move(b, 'onGoing'), 409);
    expect(started.error).toBe(
      `This booking starts on ${shown(start)}; it cannot be started before then`,
    );
    // straight to Completed is refused for its path anyway; from onGoing, for its date
    await c.db.update(bookings).set({ status: 'onGoing' }).where(eq(bookings.id, b.id));
    const completed = expectFailure(await move(b, 'Completed'), 409);
    expect(completed.error).toBe(
      `This booking starts on ${shown(start)}; it cannot be completed before then`,
    );
    await c.db.update(bookings).set({ status: 'Accepted' }).where(eq(bookings.id, b.id));
    expect({
      row: await row(b.id),
      audits: (await auditFor(c, 'booking', b.docId)).length,
    }).toEqual(before);
    expect(await completedQueued(b.id)).toBe(0);
  });

  it('moves on its start date, and Completed then queues the SMS', async () => {
    const b = await acceptedBooking(today);
    expect((await move(b, 'onGoing')).statusCode).toBe(200);
    expect((await move(b, 'Completed')).statusCode).toBe(200);
    expect(await completedQueued(b.id)).toBe(1);
  });
});
