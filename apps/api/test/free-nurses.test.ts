import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobCards } from '../src/db/schema/index.ts';
import type { FreeNurse } from '@app/contract';
import { gazetteerProvider } from '../src/integrations/places/places.ts';
import { expectFailure } from './nurse-factories.ts';
import {
  nurseSetup,
  seedCard,
  seedJob,
  seedNurse,
  type NurseCtx,
  type NurseSeed,
} from './schedule-factories.ts';

// GET /schedule/free-nurses (issue 27): approved, ACTIVE, licensed through
// the last day, with no job on those days whose shift clashes; best rated,
// then nearest the job card (its coordinates, else the gazetteer's).

let c: NurseCtx;
type Page = { rows: FreeNurse[]; more: boolean };
const ids: Record<string, number> = {};
// the job card's place, and nurses 1 km and 10 km north of it
const CARD = { latitude: 0.3476, longitude: 32.5825 };
const KM = 1 / 111.195; // degrees of latitude per km

/** Great-circle km to 0.1, as the API rounds it. */
function km(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const r = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(r(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(r(a.latitude)) *
      Math.cos(r(b.latitude)) *
      Math.sin(r(b.longitude - a.longitude) / 2) ** 2;
  return Math.round(6371 * 2 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

async function free(query: string): Promise<Page> {
  const res = await c.read(`/schedule/free-nurses?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
}
// 10 to 12 Dec 2026 (the last day inclusive), nights unless told
const DAYS = 'start_date=2026-12-10&end_date=2026-12-12';
const idsOf = (p: Page) => p.rows.map((r) => r.id);

let card: { id: number };
let nightJob: number;
beforeAll(async () => {
  c = await nurseSetup();
  card = await seedCard(c, CARD);
  const n = async (key: string, s: NurseSeed) => (ids[key] = (await seedNurse(c, s)).id);
  const near = { latitude: CARD.latitude + KM, longitude: CARD.longitude };
  const far = { latitude: CARD.latitude + 10 * KM, longitude: CARD.longitude };
  await n('top', { last: 'Top', rating: 5, station: 'Kikubo' });
  await n('nearGood', { last: 'Near', rating: 4.5, ...near });
  await n('farGood', { last: 'Far', rating: 4.5, ...far });
  await n('unrated', { last: 'Unrated', ...near });
  await n('dayBusy', { last: 'DayBusy', rating: 3 });
  await n('endsBefore', { last: 'EndsBefore', rating: 2 });
  await n('cancelledJob', { last: 'Cancelled', rating: 1.5 });
  await n('licensedToLastDay', { last: 'LastDay', rating: 1, licenceExpiry: '2026-12-12' });
  // never free
  await n('nightBusy', { last: 'NightBusy', rating: 5 });
  await n('wholeBusy', { last: 'WholeBusy', rating: 5 });
  await n('longBusy', { last: 'LongBusy', rating: 5 });
  await n('expiresBefore', { last: 'Expires', rating: 5, licenceExpiry: '2026-12-11' });
  await n('unlicensed', { last: 'Unlicensed', rating: 5, licenceExpiry: null });
  await n('blocked', { last: 'Blocked', rating: 5, status: 'BLOCKED' });
  await n('suspended', { last: 'Suspended', rating: 5, status: 'SUSPENDED' });
  await n('unapproved', { last: 'Unapproved', rating: 5, verified: false });
  await n('deleted', { last: 'Deleted', rating: 5, deleted: true });
  await n('erased', { last: 'Erased', rating: 5, erased: true });

  const job = (nurse: string, start: string, duration: number, more: object = {}) =>
    seedJob(c, { nurseId: ids[nurse]!, jobId: card.id, start, duration, ...more });
  await job('dayBusy', '2026-12-11', 1, { shift: 'Day' });
  await job('endsBefore', '2026-12-07', 3, { shift: 'Night' }); // its last night is the 9th
  await job('cancelledJob', '2026-12-10', 2, { shift: 'Night', status: 'cancelled' });
  nightJob = (await job('nightBusy', '2026-12-09', 2, { shift: 'Night' })).id; // covers the 10th
  await job('wholeBusy', '2026-12-12', 5); // Day and night, from the last day
  // longer than the API books (an import's), from months before: still busy
  await job('longBusy', '2026-08-01', 150, { shift: 'Night' });
});
afterAll(() => c.close());

describe('GET /schedule/free-nurses', () => {
  it('finds the free, licensed, active, approved nurses for night shifts, best rated then nearest', async () => {
    const page = await free(`${DAYS}&shift=Night&jobId=${card.id}`);
    expect(idsOf(page)).toEqual([
      ids.top,
      ids.nearGood, // 4.5 and 1 km
      ids.farGood, // 4.5 and 10 km
      ids.dayBusy, // a day job does not clash with nights
      ids.endsBefore,
      ids.cancelledJob,
      ids.licensedToLastDay,
      ids.unrated, // no rating: last
    ]);
    expect(page.more).toBe(false); // all eight shown
    const near = page.rows.find((r) => r.id === ids.nearGood)!;
    expect(near.distance_km).toBe(1);
    expect(page.rows.find((r) => r.id === ids.farGood)!.distance_km).toBe(10);
    expect(page.rows.find((r) => r.id === ids.top)!.distance_km).toBeNull(); // no place of hers
    expect(near).toMatchObject({
      last_name: 'Near',
      rating: 4.5,
      station: 'Head Office',
      licence_expiry: '2099-12-31',
      availability: 'Full time',
    });
    expect(Object.keys(near).sort()).toEqual(
      [
        'availability',
        'care_number',
        'distance_km',
        'first_name',
        'id',
        'last_name',
        'licence_expiry',
        'phone_number',
        'profile_picture',
        'rating',
        'station',
      ].sort(),
    );
  });

  it('leaves out a day-shift nurse for a day search, and everyone busy for the whole day', async () => {
    const day = idsOf(await free(`${DAYS}&shift=Day`));
    expect(day).not.toContain(ids.dayBusy);
    expect(day).toContain(ids.nightBusy); // her nights do not clash with days
    const whole = idsOf(await free(`${DAYS}&shift=Day%20and%20night`));
    for (const busy of ['dayBusy', 'nightBusy', 'wholeBusy'])
      expect(whole).not.toContain(ids[busy]);
    expect(whole).toContain(ids.endsBefore);
    // the default shift is the whole day
    expect(idsOf(await free(DAYS))).toEqual(whole);
  });

  it('filters by station and limits the rows, saying more are free', async () => {
    expect(idsOf(await free(`${DAYS}&shift=Night&station=Kikubo`))).toEqual([ids.top]);
    const two = await free(`${DAYS}&shift=Night&limit=2`);
    expect(idsOf(two)).toEqual([ids.top, ids.nearGood]);
    expect(two.more).toBe(true);
    const eight = await free(`${DAYS}&shift=Night&limit=8`);
    expect(eight.rows).toHaveLength(8);
    expect(eight.more).toBe(false);
    // without a card, ordered by rating then id
    expect(two.rows.every((r) => r.distance_km === null)).toBe(true);
  });

  it("orders by the gazetteer's place of the address when the card has no coordinates", async () => {
    const addressOnly = await seedCard(c, { address: 'Ntinda, Kampala' });
    const [ntinda] = await gazetteerProvider().search('Ntinda, Kampala', 1);
    const page = await free(`${DAYS}&shift=Night&jobId=${addressOnly.id}`);
    const near = { latitude: CARD.latitude + KM, longitude: CARD.longitude };
    expect(page.rows.find((r) => r.id === ids.nearGood)!.distance_km).toBe(km(ntinda!, near));
    expect(page.rows.find((r) => r.id === ids.nearGood)!.distance_km).not.toBeNull();

    // a card with half its coordinates is placed by its address too
    const halfPlaced = await seedCard(c, { address: 'Ntinda, Kampala', latitude: 1 });
    const half = await free(`${DAYS}&shift=Night&jobId=${halfPlaced.id}`);
    expect(half.rows.find((r) => r.id === ids.nearGood)!.distance_km).toBe(km(ntinda!, near));

    const nowhere = await seedCard(c, { address: null });
    const unplaced = await free(`${DAYS}&shift=Night&jobId=${nowhere.id}`);
    expect(unplaced.rows.every((r) => r.distance_km === null)).toBe(true);
    expect(unplaced.rows).toHaveLength(8);
  });

  it('answers 404 for an unknown or deleted job card and 400 for a bad range', async () => {
    expectFailure(await c.read(`/schedule/free-nurses?${DAYS}&jobId=999999`), 404);
    const gone = await seedCard(c, CARD);
    await c.db.update(jobCards).set({ deletedAt: new Date() }).where(eq(jobCards.id, gone.id));
    expectFailure(await c.read(`/schedule/free-nurses?${DAYS}&jobId=${gone.id}`), 404);
    // nobody works at Mutungo: an empty answer for a card on file, still 404 for one not
    const none = `${DAYS}&station=Mutungo`;
    expect(await free(`${none}&jobId=${card.id}`)).toEqual({ rows: [], more: false });
    expectFailure(await c.read(`/schedule/free-nurses?${none}&jobId=${gone.id}`), 404);
    expectFailure(
      await c.read('/schedule/free-nurses?start_date=2026-12-10&end_date=2026-12-09'),
      400,
    );
    expectFailure(await c.read(`/schedule/free-nurses?${DAYS}&shift=Evening`), 400);
  });
});

describe('GET /schedule/check', () => {
  type Check = { allowed: boolean; reason: string | null; warning: string | null };
  async function check(nurse: string, query: string): Promise<Check> {
    const res = await c.read(`/schedule/check?nurseId=${ids[nurse]}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Check;
    expect(Object.keys(data).sort()).toEqual(['allowed', 'reason', 'warning']);
    expect(data.allowed).toBe(data.reason === null);
    return data;
  }
  const nights = 'start_date=2026-12-10&duration=3&shift=Night';

  it('allows a free, licensed nurse with nothing to say', async () => {
    expect(await check('top', nights)).toEqual({ allowed: true, reason: null, warning: null });
    expect(await check('dayBusy', nights)).toMatchObject({ allowed: true });
  });

  it("refuses, with the booking's reason, an expired licence, a clash, a blocked or unapproved nurse", async () => {
    const expired = await check('expiresBefore', nights);
    expect(expired.allowed).toBe(false);
    expect(expired.reason).toMatch(/licence/i);
    const clash = await check('nightBusy', nights);
    expect(clash.allowed).toBe(false);
    expect(clash.reason).toMatch(/night shift/);
    expect((await check('blocked', nights)).allowed).toBe(false);
    expect((await check('unapproved', nights)).allowed).toBe(false);
    // rescheduling the clashing job itself does not clash with it
    expect(await check('nightBusy', `${nights}&exceptId=${nightJob}`)).toMatchObject({
      allowed: true,
    });
  });

  it('allows a nurse with no licence on record, with a warning', async () => {
    const none = await check('unlicensed', nights);
    expect(none.allowed).toBe(true);
    expect(none.warning).toMatch(/no practising licence on record/);
  });

  it('answers 404 for an unknown nurse and 400 for a bad query', async () => {
    expectFailure(await c.read(`/schedule/check?nurseId=999999&${nights}`), 404);
    expectFailure(await c.read(`/schedule/check?nurseId=${ids.top}&start_date=2026-12-10`), 400);
  });
});
