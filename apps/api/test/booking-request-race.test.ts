import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, addDays, bookingMissing, ugandaDate, type Booking } from '@app/contract';
import { bookings } from '../src/db/schema/index.ts';
import { customerBody, setup, type Ctx } from './factories.ts';

// Issue 37: "a booking cannot be confirmed without them" (service, start
// date, price), also when a colleague empties the price at the very moment
// another confirms: on two connections at once, one of them wins and the
// other is refused (409); never a confirmed booking with its price missing.

let c: Ctx;
beforeAll(async () => {
  c = await setup({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => c.close());

/** A request completed with its start date and price: ready to confirm. */
async function ready(): Promise<Booking> {
  const res = await c.send('/customer', customerBody());
  expect(res.statusCode, res.body).toBe(201);
  const docId = res.json().data.booking.docId as string;
  const done = await c.app.inject({
    method: 'PATCH',
    url: `${API_BASE}/booking/${docId}`,
    headers: c.headers,
    payload: { serviceStartDate: addDays(ugandaDate(), 3), totalCost: 300_000 },
  });
  expect(done.statusCode, done.body).toBe(200);
  return done.json().data as Booking;
}

describe('confirming a booking while a colleague empties its price', () => {
  it('one of the two wins, the other is refused; never confirmed with its price missing', async () => {
    for (let round = 0; round < 8; round++) {
      const b = await ready();
      const [emptied, confirmed] = await Promise.all([
        c.app.inject({
          method: 'PATCH',
          url: `${API_BASE}/booking/${b.docId}`,
          headers: c.headers,
          payload: { totalCost: null },
        }),
        c.put(`/booking/${b.docId}`, { field: 'status', value: 'Accepted' }),
      ]);
      const codes = [emptied.statusCode, confirmed.statusCode];
      expect(
        codes.filter((s) => s === 200),
        JSON.stringify(codes),
      ).toHaveLength(1);
      expect(
        codes.filter((s) => s === 409),
        JSON.stringify(codes),
      ).toHaveLength(1);
      const [row] = await c.db.select().from(bookings).where(eq(bookings.id, b.id));
      if (confirmed.statusCode === 200) {
        expect(row!.status).toBe('Accepted');
        expect(row!.totalCost).toBe(300_000);
      } else {
        expect(row!.status).toBe('Pending');
        expect(bookingMissing(row!)).toEqual(['price']);
      }
    }
  });
});
