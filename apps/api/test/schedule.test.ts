import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type ScheduleRow } from '@app/contract';
import { expectFailure } from './nurse-factories.ts';
import { nurseSetup, seedCard, seedJob, seedNurse, type NurseCtx } from './schedule-factories.ts';

// GET /schedule (issue 27): approved nurses by name, paged with the count,
// each with the jobs (not cancelled, not deleted) that touch from..to.

let c: NurseCtx;
const FROM = '2026-12-07';
const TO = '2026-12-13';
type Page = { rows: ScheduleRow[]; count: number };

async function schedule(query: string): Promise<Page> {
  const res = await c.read(`/schedule?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
}
const week = (more = '') => schedule(`from=${FROM}&to=${TO}${more}`);

const ids: Record<string, number> = {};
const jobs: Record<string, number> = {};
let card: { id: number; care_card_number: string; client_name: string };

beforeAll(async () => {
  c = await nurseSetup();
  card = await seedCard(c);
  const n = async (key: string, s: Parameters<typeof seedNurse>[1]) =>
    (ids[key] = (await seedNurse(c, s)).id);
  await n('akello', { first: 'Grace', last: 'Akello', station: 'Kikubo' });
  await n('babirye', {
    first: 'Ruth',
    last: 'Babirye',
    station: 'Mutungo',
    availability: 'Weekends',
  });
  await n('nabirye', { first: 'Joan', last: 'Nabirye', licenceExpiry: null });
  await n('nabirye2', { first: 'Agnes', last: 'Nabirye', licenceExpiry: '2020-01-01' });
  await n('okello', { first: 'Sarah', last: 'Okello', status: 'SUSPENDED' });
  // never on the schedule
  await n('unapproved', { last: 'Zunapproved', verified: false });
  await n('deleted', { last: 'Zdeleted', deleted: true });
  await n('erased', { last: 'Zerased', erased: true });

  const j = async (key: string, v: Omit<Parameters<typeof seedJob>[1], 'jobId'>) =>
    (jobs[key] = (await seedJob(c, { jobId: card.id, ...v })).id);
  // Akello: one ending the day FROM starts (out), one starting on TO (in),
  // one across the whole week (in), a cancelled and a deleted one (out).
  await j('endsOnFrom', { nurseId: ids.akello!, start: addDays(FROM, -3), duration: 3 });
  await j('startsOnTo', { nurseId: ids.akello!, start: TO, duration: 4, shift: 'Night' });
  await j('across', {
    nurseId: ids.akello!,
    start: addDays(FROM, -1),
    duration: 2,
    shift: 'Day',
    status: 'ongoing',
  });
  await j('cancelled', { nurseId: ids.akello!, start: FROM, duration: 2, status: 'cancelled' });
  await j('deleted', { nurseId: ids.akello!, start: FROM, duration: 2, deleted: true });
  await j('afterTo', { nurseId: ids.akello!, start: addDays(TO, 1), duration: 2 });
  // Okello: busy in the week; Babirye only outside it
  await j('okello', {
    nurseId: ids.okello!,
    start: '2026-12-10',
    duration: 1,
    status: 'completed',
  });
  await j('babiryeBefore', { nurseId: ids.babirye!, start: '2026-11-01', duration: 5 });
});
afterAll(() => c.close());

describe('GET /schedule', () => {
  it('lists approved, live nurses by last name, first name, id, with the count', async () => {
    const page = await week();
    expect(page.rows.map((r) => r.nurse.id)).toEqual([
      ids.akello,
      ids.babirye,
      ids.nabirye2, // Agnes before Joan
      ids.nabirye,
      ids.okello,
    ]);
    expect(page.count).toBe(5);
    const okello = page.rows.find((r) => r.nurse.id === ids.okello)!;
    expect(okello.nurse).toMatchObject({ last_name: 'Okello', account_status: 'SUSPENDED' });
    const states = Object.fromEntries(page.rows.map((r) => [r.nurse.id, r.nurse.licence_state]));
    expect(states[ids.nabirye!]).toBe('missing');
    expect(states[ids.nabirye2!]).toBe('expired');
    expect(states[ids.akello!]).toBe('valid');
  });

  it('gives each row the jobs touching from..to: a job ending the day `from` starts is out, one starting on `to` is in', async () => {
    const page = await week(`&nurseId=${ids.akello}`);
    expect(page.count).toBe(1);
    const [row] = page.rows;
    expect(row!.jobs.map((j) => j.id)).toEqual([jobs.across, jobs.startsOnTo]);
    expect(row!.jobs[0]).toEqual({
      id: jobs.across,
      jobId: card.id,
      care_card_number: card.care_card_number,
      client_name: card.client_name,
      start_date: addDays(FROM, -1),
      end_date: addDays(FROM, 1),
      shift: 'Day',
      status: 'ongoing',
    });
    expect(row!.jobs[1]).toMatchObject({ start_date: TO, shift: 'Night', status: 'pending' });
    expect(row!.nurse).toMatchObject({
      first_name: 'Grace',
      station: 'Kikubo',
      licence_expiry: '2099-12-31',
      account_status: 'ACTIVE',
    });
  });

  it('filters by station, availability, busy or free in the range, and q', async () => {
    const idsOf = (p: Page) => p.rows.map((r) => r.nurse.id);
    expect(idsOf(await week('&station=Kikubo'))).toEqual([ids.akello]);
    expect(idsOf(await week('&availability=Weekends'))).toEqual([ids.babirye]);
    const busy = await week('&busy=busy');
    expect(idsOf(busy)).toEqual([ids.akello, ids.okello]);
    expect(busy.count).toBe(2);
    expect(idsOf(await week('&busy=free'))).toEqual([ids.babirye, ids.nabirye2, ids.nabirye]);
    expect(idsOf(await week('&q=nabir'))).toEqual([ids.nabirye2, ids.nabirye]);
    expect(idsOf(await week('&q=joan%20nab'))).toEqual([ids.nabirye]);
    const careNumber = (await week(`&nurseId=${ids.okello}`)).rows[0]!.nurse.care_number;
    expect(idsOf(await week(`&q=${careNumber.toLowerCase()}`))).toEqual([ids.okello]);
    expect(await week('&q=nobody-like-this')).toEqual({ rows: [], count: 0 });
  });

  it('pages with the count of every row, also past the end', async () => {
    const first = await week('&limit=2');
    const second = await week('&limit=2&offset=2');
    const third = await week('&limit=2&offset=4');
    expect(first.rows.map((r) => r.nurse.id)).toEqual([ids.akello, ids.babirye]);
    expect(second.rows.map((r) => r.nurse.id)).toEqual([ids.nabirye2, ids.nabirye]);
    expect(third.rows.map((r) => r.nurse.id)).toEqual([ids.okello]);
    expect([first.count, second.count, third.count]).toEqual([5, 5, 5]);
    expect(await week('&limit=2&offset=10')).toEqual({ rows: [], count: 5 });
  });

  it('takes up to 42 days and refuses 43, or a range ending before it starts (400)', async () => {
    const to42 = addDays(FROM, 41);
    expect((await schedule(`from=${FROM}&to=${to42}`)).count).toBe(5);
    expectFailure(await c.read(`/schedule?from=${FROM}&to=${addDays(FROM, 42)}`), 400);
    expectFailure(await c.read(`/schedule?from=${FROM}&to=${addDays(FROM, -1)}`), 400);
    expectFailure(await c.read(`/schedule?from=${FROM}`), 400);
  });

  // last: she adds a row
  it('counts a job longer than the API books (an import of months) as busy', async () => {
    const longstay = await seedNurse(c, { first: 'Esther', last: 'Longstay' });
    const job = await seedJob(c, {
      nurseId: longstay.id,
      jobId: card.id,
      start: addDays(FROM, -120),
      duration: 150,
    });
    const busy = await week('&q=longstay&busy=busy');
    expect(busy.rows.map((r) => r.nurse.id)).toEqual([longstay.id]);
    expect(busy.rows[0]!.jobs.map((j) => j.id)).toEqual([job.id]);
    expect(await week('&q=longstay&busy=free')).toEqual({ rows: [], count: 0 });
  });

  it('needs a session', async () => {
    expectFailure(await c.get(`/schedule?from=${FROM}&to=${TO}`), 401);
  });
});
