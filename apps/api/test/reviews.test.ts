import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nurseJobs, nurses, reviews } from '../src/db/schema/index.ts';
import {
  auditFor,
  countRows,
  createCard,
  createNurse,
  expectFailure,
  nurseSetup,
  type CardData,
  type NurseCtx,
} from './nurse-factories.ts';

// POST /review and GET /review/{nurseId}/nurse (SPEC 3 review, SPEC 4: the
// job's rating becomes the NPS; SPEC 9: stars out of 5 in half steps).

let c: NurseCtx;
beforeAll(async () => {
  c = await nurseSetup();
});
afterAll(() => c.close());

describe('reviews', () => {
  let card: CardData;
  let day = 0;
  beforeAll(async () => {
    card = await createCard(c, { firstname: 'Ruth', lastname: 'Nambi' });
  });

  /** A booking of the nurse on dates none of her other bookings use. */
  async function jobFor(nurseId: number): Promise<number> {
    const start = new Date(Date.UTC(2027, 5, 1 + day));
    day += 2;
    const res = await c.send(`/portal/jobcard/nurse/${nurseId}`, {
      jobId: card.id,
      start_date: start.toISOString().slice(0, 10),
      duration: 1,
      rate: 30000,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  }
  const review = (nurse_job_id: number, nps: unknown, extra: Record<string, unknown> = {}) =>
    c.send('/review', {
      nurse_job_id,
      nps,
      customer_review: 'Very caring and punctual',
      nurse_review: 'Welcoming family',
      ...extra,
    });
  const nurseRating = async (id: number) =>
    (await c.read(`/careteam/${id}`)).json().data.rating as number | null;
  const jobRating = async (id: number) =>
    (await c.db.select().from(nurseJobs).where(eq(nurseJobs.id, id)))[0]!.rating;

  it("saves a review, sets the job's rating to the NPS and the nurse's average in stars", async () => {
    const n = await createNurse(c, { first_name: 'Esther' }, { approved: true });
    const j1 = await jobFor(n.id);
    const j2 = await jobFor(n.id);

    const first = await review(j1, 7);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'success',
      data: {
        nps: 7,
        customer_review: 'Very caring and punctual',
        nurse_review: 'Welcoming family',
        customer: 'Ruth Nambi',
        nurse_job_id: j1,
        job_id: card.id,
        nurse_id: n.id,
        customer_rating: 3.5,
      },
    });
    expect(await jobRating(j1)).toBe(7);
    expect(await nurseRating(n.id)).toBe(3.5); // 7 -> 3.5 stars

    expect((await review(j2, 10)).statusCode).toBe(201);
    expect(await jobRating(j2)).toBe(10);
    // (7 + 10) / 2 = 8.5 -> rounds to 9 -> 4.5 stars
    expect(await nurseRating(n.id)).toBe(4.5);
    const listed = (await c.read('/careteam?status=true')).json().data as {
      id: number;
      rating: number;
    }[];
    expect(listed.find((x) => x.id === n.id)!.rating).toBe(4.5);
    const jobs = (await c.read(`/portal/jobcard/nurse/${n.id}`)).json().data.rows as {
      id: number;
      rating: number;
    }[];
    expect(Object.fromEntries(jobs.map((r) => [r.id, r.rating]))).toEqual({ [j1]: 7, [j2]: 10 });

    const audits = await auditFor(c, 'review', first.json().data.id);
    expect(audits.map((a) => a.action)).toEqual(['create']);
    expect(audits[0]!.actorId).toBe(c.staffId);
  });

  it.each([
    [[3, 4], 2], // 3.5 -> 4 -> 2 stars
    [[1], 0.5],
    [[10], 5],
    [[1, 2], 1], // 1.5 -> 2 -> 1 star
    [[6, 7, 10], 4], // 7.67 -> 8 -> 4 stars
    [[2, 2, 3], 1], // 2.33 -> 2 -> 1 star
    [[9, 10, 10, 10], 5], // 9.75 -> 10 -> 5 stars
  ])('averages NPS %j to %d stars', async (scores, stars) => {
    const n = await createNurse(c, {}, { approved: true });
    for (const nps of scores) expect((await review(await jobFor(n.id), nps)).statusCode).toBe(201);
    expect(await nurseRating(n.id)).toBe(stars);
    const [row] = await c.db.select().from(nurses).where(eq(nurses.id, n.id));
    expect(row!.rating).toBe(stars);
  });

  it('refuses a second review of the same job (409) and changes nothing', async () => {
    const n = await createNurse(c, {}, { approved: true });
    const job = await jobFor(n.id);
    expect((await review(job, 8)).statusCode).toBe(201);
    const count = await countRows(c, reviews);
    const err = expectFailure(await review(job, 2), 409);
    expect(err.error).toMatch(/already/i);
    expect(await countRows(c, reviews)).toBe(count);
    expect(await jobRating(job)).toBe(8);
    expect(await nurseRating(n.id)).toBe(4);
  });

  it('keeps one review when two reviews of one job arrive together', async () => {
    const n = await createNurse(c, {}, { approved: true });
    const job = await jobFor(n.id);
    const answers = await Promise.all([review(job, 9), review(job, 3)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const saved = answers.find((r) => r.statusCode === 201)!.json().data.nps as number;
    expect(await countRows(c, reviews, eq(reviews.nurseJobId, job))).toBe(1);
    expect(await jobRating(job)).toBe(saved);
    expect(await nurseRating(n.id)).toBe(saved / 2); // 9 -> 4.5 or 3 -> 1.5 stars
  });

  it.each([
    ['NPS 0', 0, {}, 'nps', 'NPS is 1 to 10'],
    ['NPS 11', 11, {}, 'nps', 'NPS is 1 to 10'],
    ['NPS 7.5', 7.5, {}, 'nps', 'NPS is 1 to 10'],
    ['no NPS', undefined, {}, 'nps', 'NPS is 1 to 10'],
    ['a word for NPS', 'great', {}, 'nps', 'NPS is 1 to 10'],
    ['no customer review', 8, { customer_review: undefined }, 'customer_review', ''],
    ['a blank customer review', 8, { customer_review: '  ' }, 'customer_review', ''],
    ['no nurse review', 8, { nurse_review: undefined }, 'nurse_review', ''],
    ['an empty nurse review', 8, { nurse_review: '' }, 'nurse_review', ''],
  ])('refuses %s (400) and changes nothing', async (_, nps, extra, field, message) => {
    const n = await createNurse(c, {}, { approved: true });
    const job = await jobFor(n.id);
    const count = await countRows(c, reviews);
    const err = expectFailure(await review(job, nps, extra), 400);
    expect(err.details?.[field]).toBe(message || 'Field is required');
    expect(await countRows(c, reviews)).toBe(count);
    expect(await jobRating(job)).toBeNull();
    expect(await nurseRating(n.id)).toBeNull();
  });

  it('answers 404 for an unknown or deleted nurse job', async () => {
    const n = await createNurse(c, {}, { approved: true });
    const job = await jobFor(n.id);
    expect((await c.del(`/portal/jobcard/nurse/${job}`)).statusCode).toBe(200);
    const count = await countRows(c, reviews);
    expectFailure(await review(job, 9), 404);
    expectFailure(await review(987654, 9), 404);
    expect(await countRows(c, reviews)).toBe(count);
  });

  it("lists a nurse's reviews as {rows, count}, 10 a page, newest first", async () => {
    const n = await createNurse(c, { first_name: 'Prossy' }, { approved: true });
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await review(await jobFor(n.id), (i % 10) + 1, {
        customer_review: `Review ${i}`,
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().data.id);
    }
    const newestFirst = [...ids].reverse();

    const first = await c.read(`/review/${n.id}/nurse`);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json().data;
    expect(page1.count).toBe(12);
    expect(page1.rows.map((r: { id: number }) => r.id)).toEqual(newestFirst.slice(0, 10));
    expect(page1.rows[0]).toMatchObject({
      customer_review: 'Review 11',
      nps: 2,
      customer_rating: 1,
      nurse_id: n.id,
    });
    const page2 = (await c.read(`/review/${n.id}/nurse?offset=10`)).json().data;
    expect(page2).toMatchObject({ count: 12 });
    expect(page2.rows.map((r: { id: number }) => r.id)).toEqual(newestFirst.slice(10));
    // a page past the end still tells how many there are
    expect((await c.read(`/review/${n.id}/nurse?offset=40`)).json().data).toEqual({
      rows: [],
      count: 12,
    });

    const other = await createNurse(c, {}, { approved: true });
    expect((await c.read(`/review/${other.id}/nurse`)).json().data).toEqual({ rows: [], count: 0 });
    expectFailure(await c.read('/review/987654/nurse'), 404);
    expectFailure(await c.read(`/review/${n.id}/nurse?limit=101`), 400);
  });
});
