import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDate, ugandaDate, ugandaMidnight } from '@app/contract';
import { nurseJobs, nurses } from '../src/db/schema/index.ts';
import {
  countRows,
  createCard,
  createNurse,
  expectFailure,
  nurseSetup,
  type CardData,
  type NurseCtx,
} from './nurse-factories.ts';

// Issue 27: a nurse whose practising licence has expired on some day of the
// job, who is BLOCKED or SUSPENDED, or who is not approved cannot be given a
// new nurse job (409 with the reason); one with no licence on record may be,
// with a warning from the check. Existing jobs stay.

let c: NurseCtx;
let card: CardData;
beforeAll(async () => {
  c = await nurseSetup();
  card = await createCard(c, { firstname: 'Licence', lastname: 'Client' });
});
afterAll(() => c.close());

const today = ugandaDate();
const shown = (d: string) => formatDate(ugandaMidnight(d));
const book = (nurseId: number, body: Record<string, unknown>) =>
  c.send(`/portal/jobcard/nurse/${nurseId}`, { jobId: card.id, rate: 40000, ...body });
const jobsOf = (nurseId: number) => countRows(c, nurseJobs, eq(nurseJobs.nurseId, nurseId));
const licensed = async (expiry: string | null, name = { first_name: 'Jane', last_name: 'Doe' }) => {
  const n = await createNurse(c, name, { approved: true });
  const res = await c.put(`/careteam/${n.id}/practice`, { licence_expiry: expiry });
  expect(res.statusCode, res.body).toBe(200);
  return n;
};
const check = (nurseId: number, start_date: string, duration: number) =>
  c.app.services.nurseJobs.bookingProblem({ nurseId, start_date, duration, shift: 'Day' });

describe('nurse jobs: licences and who may be booked', () => {
  it('refuses a nurse whose licence has expired (409 naming the day), books nothing', async () => {
    const expiry = addDays(today, -3);
    const n = await licensed(expiry);
    const start = addDays(today, 1);
    const err = expectFailure(await book(n.id, { start_date: start, duration: 2 }), 409);
    expect(err.error).toBe(`Jane Doe's practising licence expired on ${shown(expiry)}`);
    expect(await jobsOf(n.id)).toBe(0);
    expect(await check(n.id, start, 2)).toEqual({ reason: err.error, warning: null });
  });

  it('refuses a job that ends after the licence does; allows one ending on its last day', async () => {
    const expiry = addDays(today, 10);
    const n = await licensed(expiry);
    const start = addDays(today, 5);
    // days start .. start+6: the last, today+11, is past the expiry
    const err = expectFailure(await book(n.id, { start_date: start, duration: 7 }), 409);
    expect(err.error).toBe(
      `Jane Doe's practising licence expires on ${shown(expiry)}, before this job's last day of care ${shown(addDays(today, 11)).slice(0, 5)}`,
    );
    expect(await jobsOf(n.id)).toBe(0);
    // days start .. start+5: the last is the licence's last valid day
    const ok = await book(n.id, { start_date: start, duration: 6 });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('books a nurse with no licence on record; the check warns', async () => {
    const n = await licensed(null, { first_name: 'Nora', last_name: 'Unlicensed' });
    const start = addDays(today, 2);
    expect(await check(n.id, start, 3)).toEqual({
      reason: null,
      warning: 'Nora Unlicensed has no practising licence on record',
    });
    const res = await book(n.id, { start_date: start, duration: 3 });
    expect(res.statusCode, res.body).toBe(201);
    // a valid licence: no warning
    const valid = await licensed(addDays(today, 400));
    expect(await check(valid.id, start, 3)).toEqual({ reason: null, warning: null });
  });

  it.each(['BLOCKED', 'SUSPENDED'])(
    'refuses a %s nurse with a valid licence (409, and the check says why)',
    async (s) => {
      const n = await licensed(addDays(today, 400));
      const set = await c.send('/careteam/account/blockAccount', { status: s, nurseId: n.id });
      expect(set.statusCode, set.body).toBe(200);
      const start = addDays(today, 1);
      const err = expectFailure(await book(n.id, { start_date: start, duration: 1 }), 409);
      expect(err.error).toBe(`Jane Doe's account is ${s}`);
      expect((await check(n.id, start, 1)).reason).toBe(err.error);
      expect(await jobsOf(n.id)).toBe(0);
    },
  );

  it('refuses a nurse who is not approved, whatever her licence', async () => {
    const n = await createNurse(c, { first_name: 'Pending', last_name: 'Nurse' });
    await c.put(`/careteam/${n.id}/practice`, { licence_expiry: addDays(today, 400) });
    const start = addDays(today, 1);
    const err = expectFailure(await book(n.id, { start_date: start, duration: 1 }), 409);
    expect(err.error).toBe('Pending Nurse is not approved yet');
    expect((await check(n.id, start, 1)).reason).toBe(err.error);
  });

  it('leaves an existing job alone when the licence lapses; a reschedule is checked again', async () => {
    const n = await licensed(addDays(today, 60));
    // starting today, so that it may start (issue 36)
    const start = today;
    const res = await book(n.id, { start_date: start, duration: 5 });
    expect(res.statusCode, res.body).toBe(201);
    const job = res.json().data;
    // the licence now ends before the job's last day
    const expiry = addDays(today, 2);
    await c.db.update(nurses).set({ licenceExpiry: expiry }).where(eq(nurses.id, n.id));

    const [kept] = await c.db.select().from(nurseJobs).where(eq(nurseJobs.id, job.id));
    expect(kept).toMatchObject({ startDate: start, duration: 5, status: 'pending' });
    // not a reschedule: its rate and status still change
    const rate = await c.put(`/portal/jobcard/nurse/${job.id}`, { rate: 45000 });
    expect(rate.statusCode, rate.body).toBe(200);
    const started = await c.put(`/portal/jobcard/nurse/${job.id}`, { status: 'ongoing' });
    expect(started.statusCode, started.body).toBe(200);
    // a reschedule is refused with the licence's reason and changes nothing
    const err = expectFailure(await c.put(`/portal/jobcard/nurse/${job.id}`, { duration: 6 }), 409);
    expect(err.error).toContain(`expires on ${shown(expiry)}`);
    const [after] = await c.db.select().from(nurseJobs).where(eq(nurseJobs.id, job.id));
    expect(after).toMatchObject({ duration: 5, rate: 45000, status: 'ongoing' });
    // shortened to end on the licence's last day, it passes
    const shorter = await c.put(`/portal/jobcard/nurse/${job.id}`, { duration: 3 });
    expect(shorter.statusCode, shorter.body).toBe(200);
  });

  it('answers 404 from the check for a nurse that does not exist', async () => {
    await expect(check(99_999_999, today, 1)).rejects.toMatchObject({ statusCode: 404 });
  });
});
