import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSummary } from '@app/contract';
import { bookings } from '../src/db/schema/index.ts';
import { createCustomer, createJobCard, localPhone, setup, type Ctx } from './factories.ts';
import { createIncome, createOrder, moveOrder } from './ledger-factories.ts';
import { createNurse } from './nurse-factories.ts';

// GET /dashboard/summary (issue 9, ruling 3): every figure against sums worked
// out here from the rows this file makes. Uganda is UTC+3 all year (no DST).
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => iso(Date.parse(`${day}T00:00:00Z`) + n * DAY);
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday, 1 Monday
const mondayOf = (day: string) => addDays(day, -((weekday(day) + 6) % 7));
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const previousMonthStart = (day: string) => monthStart(addDays(monthStart(day), -1));
const nextMonthStart = (day: string) => monthStart(addDays(monthStart(day), 31));

type Income = { date: string; status: 'Paid' | 'UnPaid' | 'Pending'; amount: number };

describe('GET /dashboard/summary', () => {
  let c: Ctx;
  let admin: Record<string, string>;
  const summary = async (headers = c.headers) => {
    const res = await c.get('/dashboard/summary', headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('success');
    return res.json().data as DashboardSummary;
  };

  beforeAll(async () => {
    c = await setup({ AUTH_RATE_LIMIT_MAX: '100000' });
    await c.createStaff({ email: 'dash.admin@care.ug', role: 'ADMIN' });
    admin = (await c.signIn('dash.admin@care.ug')).headers;
  });
  afterAll(() => c.close());

  // Read after the data is built, so a run that crosses Uganda's midnight is rare and obvious.
  const today = () => iso(Date.now() + 3 * 3_600_000);

  it('answers 401 without a session or with a forged token', async () => {
    const forged = { authorization: `Bearer ${randomBytes(32).toString('base64url')}` };
    for (const headers of [{}, forged] as Record<string, string>[]) {
      const res = await c.get('/dashboard/summary', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'failed', error: 'You are not signed in' });
    }
  });

  it('on an empty database: zeros, and 12 empty weeks ending with this one', async () => {
    const s = await summary();
    const monday = mondayOf(today());
    expect(s).toEqual({
      nursesAwaitingApproval: 0,
      newBookings: 0,
      jobCards: { pending: 0, ongoing: 0 },
      pendingShopOrders: 0,
      income: { thisMonth: 0, lastMonth: 0 },
      incomeByWeek: Array.from({ length: 12 }, (_, i) => ({
        weekStart: addDays(monday, -7 * (11 - i)),
        amount: 0,
      })),
      licences: [],
    });
  });

  describe('with a known data set', () => {
    const incomes: Income[] = [];
    let customerId: number;
    let figures: DashboardSummary;
    let day: string;

    beforeAll(async () => {
      const t0 = today();
      const monday = mondayOf(t0);
      // ---- nurses: 2 awaiting approval count; approved and deleted ones do not
      await createNurse(c, { first_name: 'Unverified' });
      await createNurse(c, { first_name: 'Unverified2' });
      await createNurse(c, { first_name: 'Approved' }, { approved: true });
      const gone = await createNurse(c, { first_name: 'DeletedUnverified' });
      expect((await c.del(`/resume/profile/${gone.id}`)).statusCode).toBe(200);
      const gone2 = await createNurse(c, { first_name: 'DeletedApproved' }, { approved: true });
      expect((await c.del(`/resume/profile/${gone2.id}`)).statusCode).toBe(200);

      // ---- bookings: the customer's first order is a Pending booking (ruling 16)
      customerId = (await createCustomer(c)).id;
      const booking = async (...moves: string[]) => {
        const res = await c.send('/booking', {
          firstName: 'Grace',
          lastName: 'Namubiru',
          primaryPhoneNumber: localPhone(),
          service: 'Postnatal Care',
          // complete: a booking without its start date or price is a request (issue 37)
          serviceStartDate: '2026-11-03',
          totalCost: 150_000,
        });
        expect(res.statusCode, res.body).toBe(201);
        const docId = res.json().data.docId as string;
        for (const value of moves) {
          const moved = await c.put(`/booking/${docId}`, { field: 'status', value });
          expect(moved.statusCode, moved.body).toBe(200);
        }
        return docId;
      };
      await booking(); // Pending
      const deletedBooking = await booking(); // Pending, then soft-deleted
      await c.db
        .update(bookings)
        .set({ deletedAt: sql`now()` })
        .where(eq(bookings.docId, deletedBooking));
      await booking('Accepted');
      await booking('Accepted', 'onGoing');
      await booking('Accepted', 'onGoing', 'Completed');
      await booking('Cancelled');

      // ---- job cards: 2 pending, 2 ongoing; completed, cancelled and deleted ones do not count
      const card = async (...moves: string[]) => {
        const { id } = await createJobCard(c, customerId);
        for (const status of moves) {
          const moved = await c.put(`/portal/jobcard/${id}`, { status });
          expect(moved.statusCode, moved.body).toBe(200);
        }
        return id;
      };
      await card();
      await card();
      await card('ongoing');
      await card('ongoing');
      await card('completed');
      await card('ongoing', 'cancelled');
      for (const id of [await card(), await card('ongoing')])
        expect((await c.del(`/portal/jobcard/${id}`)).statusCode).toBe(200);

      // ---- shop orders: 3 Pending, one in each other status
      for (const status of [null, null, null, 'Confirmed', 'Received', 'Completed', 'Cancelled']) {
        const order = await createOrder(c);
        if (status) await moveOrder(c, order.id, status);
      }

      // ---- income: Paid counts; UnPaid and Pending never do
      const month = monthStart(t0);
      const lastMonth = previousMonthStart(t0);
      const nextMonth = nextMonthStart(t0);
      incomes.push(
        { date: t0, status: 'Paid', amount: 100_000 },
        { date: t0, status: 'UnPaid', amount: 7_000 },
        { date: t0, status: 'Pending', amount: 9_000 },
        { date: month, status: 'Paid', amount: 20_000 },
        { date: lastMonth, status: 'Paid', amount: 30_000 },
        { date: lastMonth, status: 'UnPaid', amount: 5_000 },
        { date: addDays(month, -1), status: 'Paid', amount: 40_000 }, // last day of last month
        { date: addDays(lastMonth, -1), status: 'Paid', amount: 1_000 }, // two months ago
        { date: addDays(monday, -7), status: 'Paid', amount: 3_000 }, // last week's Monday
        { date: addDays(monday, -1), status: 'Paid', amount: 4_000 }, // last week's Sunday
        { date: addDays(monday, -32), status: 'Paid', amount: 11_000 }, // a Thursday 5 weeks ago
        { date: addDays(monday, -32), status: 'Pending', amount: 2_000 },
        { date: addDays(monday, -77), status: 'Paid', amount: 5_000 }, // first day of the chart
        { date: addDays(monday, -78), status: 'Paid', amount: 6_000 }, // the day before it
        { date: addDays(nextMonth, -1), status: 'Paid', amount: 8_000 }, // last day of this month
        { date: nextMonth, status: 'Paid', amount: 50_000 }, // dated next month: not this month's
        { date: addDays(nextMonth, 40), status: 'Paid', amount: 60_000 }, // further ahead still
      );
      for (const r of incomes)
        await createIncome(c, customerId, { txn_date: r.date, status: r.status, amount: r.amount });

      figures = await summary();
      day = today();
      expect(day, 'the data was built across midnight in Uganda: run again').toBe(t0);
    });

    /** Paid income with from <= date < to, summed by hand. */
    const paid = (from: string, to: string) =>
      incomes
        .filter((r) => r.status === 'Paid' && r.date >= from && r.date < to)
        .reduce((sum, r) => sum + r.amount, 0);

    it('counts nurses awaiting approval, new bookings, job cards and pending shop orders', () => {
      expect(figures.nursesAwaitingApproval).toBe(2);
      expect(figures.newBookings).toBe(2); // the customer's order and one Pending booking
      expect(figures.jobCards).toEqual({ pending: 2, ongoing: 2 });
      expect(figures.pendingShopOrders).toBe(3);
    });

    it("sums Paid income this month and last month, in Uganda's calendar", () => {
      const month = monthStart(day);
      const thisMonth = paid(month, nextMonthStart(day));
      const lastMonth = paid(previousMonthStart(day), month);
      expect(figures.income).toEqual({ thisMonth, lastMonth });
      // whatever today is, these rows are certainly in: 100k today, 20k on the 1st, 8k on
      // the last day; 30k + 40k
      expect(thisMonth).toBeGreaterThanOrEqual(128_000);
      expect(lastMonth).toBeGreaterThanOrEqual(70_000);
    });

    it('leaves Paid income dated in a later month out of this month, as the finance link does', () => {
      const later = paid(nextMonthStart(day), '9999-12-31');
      expect(later).toBe(110_000); // 50k on the 1st of next month, 60k after it
      expect(figures.income.thisMonth).toBe(paid(monthStart(day), '9999-12-31') - later);
    });

    it('charts Paid income per week: 12 Mondays, oldest first, ending with this week', () => {
      const weeks = figures.incomeByWeek;
      expect(weeks).toHaveLength(12);
      const monday = mondayOf(day);
      expect(weeks.at(-1)!.weekStart).toBe(monday);
      weeks.forEach((w, i) => {
        expect(weekday(w.weekStart), w.weekStart).toBe(1);
        expect(w.weekStart).toBe(addDays(monday, -7 * (11 - i)));
        expect(w.amount, w.weekStart).toBe(paid(w.weekStart, addDays(w.weekStart, 7)));
      });
      // by hand: last week is its Monday 3k + its Sunday 4k (+ month rows falling in it)
      expect(weeks[10]!.amount).toBeGreaterThanOrEqual(7_000);
      expect(weeks[0]!.amount).toBeGreaterThanOrEqual(5_000); // 6k the day before is left out
      const weeksTotal = weeks.reduce((s, w) => s + w.amount, 0);
      expect(weeksTotal).toBe(paid(weeks[0]!.weekStart, addDays(monday, 7)));
    });

    it('gives an ADMIN the same figures as a STAFF member', async () => {
      expect(await summary(admin)).toEqual(figures);
    });

    it('a record deleted afterwards leaves the figures', async () => {
      const nurse = await createNurse(c, { first_name: 'Late' });
      const { id: cardId } = await createJobCard(c, customerId);
      const up = await summary();
      expect(up.nursesAwaitingApproval).toBe(3);
      expect(up.jobCards.pending).toBe(3);
      expect((await c.del(`/resume/profile/${nurse.id}`)).statusCode).toBe(200);
      expect((await c.del(`/portal/jobcard/${cardId}`)).statusCode).toBe(200);
      await c.db
        .update(bookings)
        .set({ deletedAt: sql`now()` })
        .where(eq(bookings.status, 'Pending'));
      const down = await summary();
      expect(down).toEqual({ ...figures, newBookings: 0 });
    });
  });
});
