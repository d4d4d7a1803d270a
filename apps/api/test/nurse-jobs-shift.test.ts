import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobCards, nurseJobs } from '../src/db/schema/index.ts';
import {
  countRows,
  createCard,
  createNurse,
  expectFailure,
  nurseSetup,
  type CardData,
  type NurseCtx,
} from './nurse-factories.ts';

// Issue 27: a nurse job covers a shift (Day 07:00-19:00, Night 19:00-07:00,
// Day and night). Two jobs of one nurse clash when their days overlap AND
// their shifts do: a day and a night on the same days do not; 'Day and
// night' clashes with either. The 409 names both jobs.

let c: NurseCtx;
let cardA: CardData;
let cardB: CardData;
beforeAll(async () => {
  c = await nurseSetup();
  cardA = await createCard(c, { firstname: 'Shift', lastname: 'One' });
  cardB = await createCard(c, { firstname: 'Shift', lastname: 'Two' });
});
afterAll(() => c.close());

const book = (nurseId: number, card: CardData, body: Record<string, unknown>) =>
  c.send(`/portal/jobcard/nurse/${nurseId}`, { jobId: card.id, rate: 40000, ...body });
const jobsOf = (nurseId: number) => countRows(c, nurseJobs, eq(nurseJobs.nurseId, nurseId));
const approved = () =>
  createNurse(c, { first_name: 'Joan', last_name: 'Atim' }, { approved: true });

describe('nurse jobs: shifts', () => {
  it("stores the shift and answers it; none given takes the job card's, else the whole day", async () => {
    const n = await approved();
    const night = await book(n.id, cardA, {
      start_date: '2026-08-01',
      duration: 2,
      shift: 'Night',
    });
    expect(night.statusCode, night.body).toBe(201);
    expect(night.json().data.shift).toBe('Night');
    const [row] = await c.db.select().from(nurseJobs).where(eq(nurseJobs.id, night.json().data.id));
    expect(row!.shift).toBe('Night');

    const whole = await book(n.id, cardA, { start_date: '2026-08-10', duration: 1 });
    expect(whole.json().data.shift).toBe('Day and night');

    // a card that says Day gives a job without a shift the day shift
    await c.db.update(jobCards).set({ shifts: 'Day' }).where(eq(jobCards.id, cardB.id));
    const fromCard = await book(n.id, cardB, { start_date: '2026-08-20', duration: 1 });
    expect(fromCard.statusCode, fromCard.body).toBe(201);
    expect(fromCard.json().data.shift).toBe('Day');
    await c.db.update(jobCards).set({ shifts: null }).where(eq(jobCards.id, cardB.id));

    const listed = (await c.read(`/portal/jobcard/nurse/${n.id}`)).json().data;
    const shifts = (listed.rows ?? listed).map((j: { shift: string }) => j.shift).sort();
    expect(shifts).toEqual(['Day', 'Day and night', 'Night']);
  });

  it('allows a day shift and a night shift on the same days', async () => {
    const n = await approved();
    const day = await book(n.id, cardA, { start_date: '2026-09-01', duration: 5, shift: 'Day' });
    expect(day.statusCode, day.body).toBe(201);
    const night = await book(n.id, cardB, {
      start_date: '2026-09-03',
      duration: 5,
      shift: 'Night',
    });
    expect(night.statusCode, night.body).toBe(201);
    expect(await jobsOf(n.id)).toBe(2);
  });

  it('refuses a night on a night, naming both jobs, their shifts and days', async () => {
    const n = await approved();
    const first = await book(n.id, cardA, {
      start_date: '2026-12-03',
      duration: 2,
      shift: 'Night',
    });
    expect(first.statusCode, first.body).toBe(201);
    const err = expectFailure(
      await book(n.id, cardB, { start_date: '2026-12-04', duration: 2, shift: 'Night' }),
      409,
    );
    expect(err.error).toBe(
      `Joan Atim is already booked on the night shift from 03-12-2026, last day of care 04-12, on ${cardA.care_card_number}; ` +
        `this job (${cardB.care_card_number}, night shift, from 04-12-2026, last day of care 05-12) overlaps it`,
    );
    expect(await jobsOf(n.id)).toBe(1);
    // the day after the nights end is free again
    const after = await book(n.id, cardB, {
      start_date: '2026-12-05',
      duration: 2,
      shift: 'Night',
    });
    expect(after.statusCode, after.body).toBe(201);
  });

  it.each([
    ['Day', 'Day and night'],
    ['Night', 'Day and night'],
    ['Day and night', 'Day'],
    ['Day and night', 'Night'],
    ['Day and night', 'Day and night'],
    ['Day', 'Day'],
  ])('refuses %s then %s on overlapping days', async (existing, wanted) => {
    const n = await approved();
    const first = await book(n.id, cardA, {
      start_date: '2026-10-01',
      duration: 3,
      shift: existing,
    });
    expect(first.statusCode, first.body).toBe(201);
    const err = expectFailure(
      await book(n.id, cardB, { start_date: '2026-10-03', duration: 1, shift: wanted }),
      409,
    );
    expect(err.error).toContain(cardA.care_card_number);
    expect(err.error).toContain(cardB.care_card_number);
    expect(await jobsOf(n.id)).toBe(1);
  });

  it('refuses a reschedule onto a clashing shift and allows one that does not clash', async () => {
    const n = await approved();
    const day = await book(n.id, cardA, { start_date: '2026-11-01', duration: 3, shift: 'Day' });
    const night = await book(n.id, cardB, {
      start_date: '2026-11-01',
      duration: 3,
      shift: 'Night',
    });
    expect(night.statusCode, night.body).toBe(201);
    const id = night.json().data.id as number;
    const err = expectFailure(await c.put(`/portal/jobcard/nurse/${id}`, { shift: 'Day' }), 409);
    expect(err.error).toContain(cardA.care_card_number);
    expect(err.error).toContain('on the day shift');
    const [kept] = await c.db.select().from(nurseJobs).where(eq(nurseJobs.id, id));
    expect(kept!.shift).toBe('Night');
    // moved past the day job's days, the day shift is free
    const moved = await c.put(`/portal/jobcard/nurse/${id}`, {
      start_date: '2026-11-04',
      shift: 'Day',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ shift: 'Day', start_date: '2026-11-04' });
    expect(day.statusCode).toBe(201);
  });

  it('bookingProblem answers the same reason as the 409, and nothing when free', async () => {
    const n = await approved();
    await book(n.id, cardA, { start_date: '2027-01-10', duration: 4, shift: 'Night' });
    const jobs = c.app.services.nurseJobs;
    const clash = await jobs.bookingProblem({
      nurseId: n.id,
      start_date: '2027-01-12',
      duration: 1,
      shift: 'Day and night',
      careCardNumber: cardB.care_card_number,
    });
    const refused = expectFailure(
      await book(n.id, cardB, { start_date: '2027-01-12', duration: 1, shift: 'Day and night' }),
      409,
    );
    expect(clash.reason).toBe(refused.error);
    const free = await jobs.bookingProblem({
      nurseId: n.id,
      start_date: '2027-01-12',
      duration: 1,
      shift: 'Day',
    });
    expect(free.reason).toBeNull();
  });
});
