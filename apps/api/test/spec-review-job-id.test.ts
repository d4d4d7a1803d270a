import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nurseJobs, reviews } from '../src/db/schema/index.ts';
import {
  countRows,
  createCard,
  createNurse,
  expectFailure,
  nurseSetup,
  type CardData,
  type NurseCtx,
} from './nurse-factories.ts';

// Issue 20, item 1: POST /review with SPEC 3's `job_id` (the nurse job's
// id) saves the review and sets the job's rating to the NPS (SPEC 4);
// `nurse_job_id`, which the web app sends, stays an alias.

let c: NurseCtx;
let card: CardData;
let day = 0;
beforeAll(async () => {
  c = await nurseSetup();
  card = await createCard(c, { firstname: 'Ruth', lastname: 'Nambi' });
});
afterAll(() => c.close());

/** A booking of a new nurse on the card, on a day of its own. */
async function nurseJob(): Promise<{ id: number; nurseId: number }> {
  const nurse = await createNurse(c, { first_name: 'Esther' }, { approved: true });
  const start = new Date(Date.UTC(2027, 6, 1 + day));
  day += 2;
  const res = await c.send(`/portal/jobcard/nurse/${nurse.id}`, {
    jobId: card.id,
    start_date: start.toISOString().slice(0, 10),
    duration: 1,
    rate: 30000,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.id as number, nurseId: nurse.id };
}
const jobRating = async (id: number) =>
  (await c.db.select().from(nurseJobs).where(eq(nurseJobs.id, id)))[0]!.rating;
const feedback = { customer_review: 'Kind and on time', nurse_review: 'Welcoming family' };

describe("POST /review with SPEC 3's job_id", () => {
  it("saves the review of the nurse job job_id names; the job's rating becomes the NPS", async () => {
    const job = await nurseJob();
    const res = await c.send('/review', { job_id: job.id, nps: 8, ...feedback });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      nps: 8,
      nurse_job_id: job.id,
      nurse_id: job.nurseId,
      customer: 'Ruth Nambi',
      customer_rating: 4,
    });
    expect(await jobRating(job.id)).toBe(8);
    // a form may send the id as text
    const other = await nurseJob();
    const asText = await c.send('/review', { job_id: String(other.id), nps: '6', ...feedback });
    expect(asText.statusCode, asText.body).toBe(201);
    expect(await jobRating(other.id)).toBe(6);
  });

  it('still takes nurse_job_id (the web app), and both when they agree', async () => {
    const a = await nurseJob();
    expect((await c.send('/review', { nurse_job_id: a.id, nps: 9, ...feedback })).statusCode).toBe(
      201,
    );
    expect(await jobRating(a.id)).toBe(9);
    const b = await nurseJob();
    const both = await c.send('/review', { job_id: b.id, nurse_job_id: b.id, nps: 3, ...feedback });
    expect(both.statusCode, both.body).toBe(201);
    expect(await jobRating(b.id)).toBe(3);
  });

  it('refuses no job, two different jobs, or an unknown one, saving nothing', async () => {
    const a = await nurseJob();
    const b = await nurseJob();
    const before = await countRows(c, reviews);
    expect(expectFailure(await c.send('/review', { nps: 8, ...feedback }), 400).details).toEqual({
      job_id: 'Choose the job to review',
    });
    const two = expectFailure(
      await c.send('/review', { job_id: a.id, nurse_job_id: b.id, nps: 8, ...feedback }),
      400,
    );
    expect(two.details).toHaveProperty('nurse_job_id');
    for (const job_id of [0, -1, 1.5, 'abc', 2_147_483_648])
      expect(
        expectFailure(await c.send('/review', { job_id, nps: 8, ...feedback }), 400).details,
      ).toHaveProperty('job_id');
    expectFailure(await c.send('/review', { job_id: 999_999, nps: 8, ...feedback }), 404);
    expect(await countRows(c, reviews)).toBe(before);
    expect(await jobRating(a.id)).toBeNull();
    expect(await jobRating(b.id)).toBeNull();
  });
});
