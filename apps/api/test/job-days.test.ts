import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCheck, FreeNursesAnswer, NurseJob } from '@app/contract';
import { jobCards } from '../src/db/schema/index.ts';
import { expectFailure } from './factories.ts';
import { createCard, type CardData, type NurseCtx } from './nurse-factories.ts';
import { pdfText } from './pdf-text.ts';
import { seedJob, seedNurse } from './schedule-factories.ts';
import { eventually, smsRows, smsSetup, type SmsCtx } from './sms-factories.ts';

// Issue 37, "dates agree": a job card's days of care are 2 to 6 December
// (its end_date the last day); a nurse job's end_date is the day after its
// last day (SPEC 5). The answer, the free-nurse search, the booking check,
// the nurse's SMS and the pay statement all count the same five days.

let c: SmsCtx;
let nc: NurseCtx;
let card: CardData;
let dir: string;

beforeAll(async () => {
  c = await smsSetup();
  nc = c as unknown as NurseCtx;
  dir = mkdtempSync(path.join(os.tmpdir(), 'job-days-'));
  card = await createCard(nc, { firstname: 'Ruth' });
  await c.db
    .update(jobCards)
    .set({ startDate: '2026-12-02', endDate: '2026-12-06' })
    .where(eq(jobCards.id, card.id));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await c.app.close();
});

const book = (nurseId: number, body: Record<string, unknown>) =>
  c.send(`/portal/jobcard/nurse/${nurseId}`, { jobId: card.id, rate: 50_000, ...body });

describe('the nurse job answer', () => {
  it('says the last day of care beside SPEC 5’s end date (the day after it)', async () => {
    const nurse = await seedNurse(nc, { last: 'Answer' });
    const res = await book(nurse.id, { start_date: '2026-12-02', duration: 5 });
    expect(res.statusCode, res.body).toBe(201);
    const job = res.json().data as NurseJob;
    expect(job).toMatchObject({
      start_date: '2026-12-02',
      duration: 5,
      end_date: '2026-12-07',
      last_day_of_care: '2026-12-06',
    });
    const listed = (await c.read(`/portal/jobcard/nurse/${nurse.id}`)).json().data as {
      rows: NurseJob[];
    };
    expect(listed.rows.map((j) => j.last_day_of_care)).toEqual(['2026-12-06']);
    const onCard = (await c.read(`/portal/jobcard/${card.id}/nurses`)).json().data as NurseJob[];
    expect(onCard.find((j) => j.id === job.id)?.last_day_of_care).toBe('2026-12-06');
  });
});

describe("the free-nurse search for the card's days, 2 to 6 December", () => {
  it('finds a nurse booked from the 7th free, and one booked on the 6th busy', async () => {
    const fromThe7th = await seedNurse(nc, { last: 'FromSeventh', rating: 5 });
    const onThe6th = await seedNurse(nc, { last: 'OnSixth', rating: 5 });
    const untilThe1st = await seedNurse(nc, { last: 'UntilFirst', rating: 5 });
    const licensedTo6th = await seedNurse(nc, {
      last: 'LicenceSixth',
      rating: 5,
      licenceExpiry: '2026-12-06',
    });
    const licensedTo5th = await seedNurse(nc, {
      last: 'LicenceFifth',
      rating: 5,
      licenceExpiry: '2026-12-05',
    });
    const job = (nurseId: number, start: string, duration: number) =>
      seedJob(nc, { nurseId, jobId: card.id, start, duration });
    await job(fromThe7th.id, '2026-12-07', 3); // its first day is the day after the card's last
    await job(onThe6th.id, '2026-12-06', 1); // end_date the 7th: works the 6th
    await job(untilThe1st.id, '2026-11-28', 4); // last day of care the 1st, end_date the 2nd

    const res = await c.read(
      `/schedule/free-nurses?start_date=2026-12-02&end_date=2026-12-06&jobId=${card.id}&limit=50`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json().data as FreeNursesAnswer).rows.map((r) => r.id);
    expect(ids).toContain(fromThe7th.id);
    expect(ids).toContain(untilThe1st.id);
    expect(ids).toContain(licensedTo6th.id);
    expect(ids).not.toContain(onThe6th.id);
    expect(ids).not.toContain(licensedTo5th.id);
  });
});

describe("GET /schedule/check with the card: days outside the card's days of care", () => {
  async function check(nurseId: number, query: string): Promise<BookingCheck> {
    const res = await c.read(`/schedule/check?nurseId=${nurseId}&shift=Day&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as BookingCheck;
  }

  it("warns, without refusing, of a job running past the card's last day or starting before its first", async () => {
    const n = await seedNurse(nc, { last: 'Checked' });
    const exact = await check(n.id, `start_date=2026-12-02&duration=5&jobId=${card.id}`);
    expect(exact).toEqual({ allowed: true, reason: null, warning: null });
    expect(await check(n.id, `start_date=2026-12-03&duration=3&jobId=${card.id}`)).toEqual(exact);

    expect(await check(n.id, `start_date=2026-12-02&duration=6&jobId=${card.id}`)).toEqual({
      allowed: true,
      reason: null,
      warning: "This job runs past the card's last day of care (06-12)",
    });
    expect(await check(n.id, `start_date=2026-12-01&duration=5&jobId=${card.id}`)).toEqual({
      allowed: true,
      reason: null,
      warning: "This job starts before the card's first day (02-12)",
    });
    const both = await check(n.id, `start_date=2026-12-01&duration=7&jobId=${card.id}`);
    expect(both.allowed).toBe(true);
    expect(both.warning).toBe(
      "This job starts before the card's first day (02-12); This job runs past the card's last day of care (06-12)",
    );
    // without the card nothing is known of its days
    expect(await check(n.id, 'start_date=2026-12-01&duration=9')).toEqual(exact);
  });

  it('adds the warning to a refusal, names the card in a clash as the booking does, and 404s an unknown card', async () => {
    const n = await seedNurse(nc, { last: 'Clash', first: 'Joan' });
    await seedJob(nc, { nurseId: n.id, jobId: card.id, start: '2026-12-05', duration: 2 });
    const clash = await check(n.id, `start_date=2026-12-04&duration=4&jobId=${card.id}`);
    expect(clash.allowed).toBe(false);
    expect(clash.reason).toBe(
      `Joan Clash is already booked day and night from 05-12-2026, last day of care 06-12, on ${card.care_card_number}; ` +
        `this job (${card.care_card_number}, day shift, from 04-12-2026, last day of care 07-12) overlaps it`,
    );
    expect(clash.warning).toBe("This job runs past the card's last day of care (06-12)");
    expectFailure(
      await c.read(`/schedule/check?nurseId=${n.id}&start_date=2026-12-04&duration=1&jobId=999999`),
      404,
    );
  });
});

describe("the nurse's SMS and the pay statement", () => {
  it('the new-assignment SMS names the last day of care, not the end date', async () => {
    const nurse = await seedNurse(nc, { first: 'Grace', last: 'Sms' });
    const res = await book(nurse.id, { start_date: '2026-12-02', duration: 5 });
    expect(res.statusCode, res.body).toBe(201);
    const [sms] = await eventually(async () => {
      const rows = (await smsRows(c)).filter(
        (r) => r.event === 'nurse_assigned' && r.nurseId === nurse.id,
      );
      return rows.length ? rows : undefined;
    });
    expect(sms!.message).toContain('from Wed 2 Dec 2026 to Sun 6 Dec 2026');
    expect(sms!.message).not.toContain('7 Dec');
  });

  it('the pay statement prints each job’s last day of care', async () => {
    const nurse = await seedNurse(nc, { first: 'Prossy', last: 'Statement' });
    // 2 to 6 October: end_date the 7th
    await seedJob(nc, {
      nurseId: nurse.id,
      jobId: card.id,
      start: '2026-10-02',
      duration: 5,
      status: 'completed',
    });
    const res = await c.read(`/payroll/nurses/${nurse.id}/statement?from=2026-10-01&to=2026-10-31`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const file = path.join(dir, 'statement.pdf');
    writeFileSync(file, res.rawPayload);
    const text = pdfText(file);
    expect(text).toContain('Last day of care');
    expect(text).toContain('02-10-2026');
    expect(text).toContain('06-10-2026');
    expect(text).not.toContain('07-10-2026');
  });
});
