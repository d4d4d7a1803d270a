import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nurseJobs } from '../src/db/schema/index.ts';
import {
  auditFor,
  countRows,
  createCard,
  createNurse,
  expectFailure,
  mentionsDate,
  moveCard,
  nurseSetup,
  type CardData,
  type NurseCtx,
} from './nurse-factories.ts';
import { pdfText } from './pdf-text.ts';

// POST /portal/jobcard/nurse/{nurseId} (SPEC 3 nurse job, SPEC 5): amount and
// end date computed by the server; only approved, active, free nurses are
// booked, and only on open job cards. GET lists, GET card nurses, care card PDF.

let c: NurseCtx;
beforeAll(async () => {
  c = await nurseSetup();
});
afterAll(() => c.close());

describe('nurse jobs: booking', () => {
  let card: CardData;
  beforeAll(async () => {
    card = await createCard(c, { firstname: 'Florence', lastname: 'Nabirye' });
  });

  const book = (nurseId: number, body: Record<string, unknown>) =>
    c.send(`/portal/jobcard/nurse/${nurseId}`, { jobId: card.id, ...body });
  const jobsOf = (nurseId: number) => countRows(c, nurseJobs, eq(nurseJobs.nurseId, nurseId));

  it('computes amount = rate x duration and end date = start + duration on the server', async () => {
    const n = await createNurse(
      c,
      { first_name: 'Grace', last_name: 'Akello' },
      { approved: true },
    );
    const res = await book(n.id, {
      start_date: '2026-03-30',
      duration: 5,
      rate: '50,000',
      amount: 1,
      end_date: '2030-01-01',
      status: 'completed',
      payment_status: 'Paid',
      idempotency_key: 'book-computed-0001',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('success');
    const job = res.json().data;
    expect(job).toMatchObject({
      jobId: card.id,
      nurseId: n.id,
      start_date: '2026-03-30',
      end_date: '2026-04-04',
      duration: 5,
      rate: 50000,
      amount: 250000,
      status: 'pending',
      payment_status: 'UnPaid',
      rating: null,
      care_card_number: card.care_card_number,
      client_name: 'Florence Nabirye',
      UserId: card.UserId,
      nurse_name: 'Grace Akello',
    });
    const [row] = await c.db.select().from(nurseJobs).where(eq(nurseJobs.id, job.id));
    expect(row).toMatchObject({ amount: 250000, rate: 50000, endDate: '2026-04-04' });
    const audits = await auditFor(c, 'nurse_job', job.id);
    expect(audits.map((a) => a.action)).toEqual(['create']);
    expect(audits[0]!.actorId).toBe(c.staffId);
  });

  it('accepts a plain number rate and a month-crossing duration', async () => {
    const n = await createNurse(c, {}, { approved: true });
    const res = await book(n.id, { start_date: '2026-12-25', duration: 99, rate: 35000 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ end_date: '2027-04-03', amount: 3465000 });
  });

  it.each([
    ['duration 0', { duration: 0 }, 'duration'],
    ['duration 100', { duration: 100 }, 'duration'],
    ['duration 2.5', { duration: 2.5 }, 'duration'],
    ['no duration', { duration: undefined }, 'duration'],
    ['a rate with cents', { rate: '50,000.50' }, 'rate'],
    ['an empty rate', { rate: '' }, 'rate'],
    ['a negative rate', { rate: -5000 }, 'rate'],
    ['no start date', { start_date: undefined }, 'start_date'],
    ['an impossible start date', { start_date: '2026-02-30' }, 'start_date'],
    ['no job card', { jobId: undefined }, 'jobId'],
  ])('refuses %s (400) and books nothing', async (_, change, field) => {
    const n = await createNurse(c, {}, { approved: true });
    const res = await book(n.id, { start_date: '2026-05-01', duration: 3, rate: 40000, ...change });
    const err = expectFailure(res, 400);
    expect(Object.keys(err.details ?? {})).toContain(field);
    expect(await jobsOf(n.id)).toBe(0);
  });

  it('answers 404 for an unknown nurse or job card', async () => {
    const n = await createNurse(c, {}, { approved: true });
    const body = { start_date: '2026-05-01', duration: 3, rate: 40000 };
    expectFailure(await c.send('/portal/jobcard/nurse/987654', { jobId: card.id, ...body }), 404);
    expectFailure(await book(n.id, { ...body, jobId: 987654 }), 404);
    expect(await jobsOf(n.id)).toBe(0);
  });

  it('refuses a nurse who is not approved (409), naming her as typed', async () => {
    const n = await createNurse(c, { first_name: 'Agnes-Edited', last_name: 'McDonald' });
    const err = expectFailure(
      await book(n.id, { start_date: '2026-05-01', duration: 3, rate: 40000 }),
      409,
    );
    expect(err.error).toBe('Agnes-Edited McDonald is not approved yet');
    expect(await jobsOf(n.id)).toBe(0);
  });

  it.each(['BLOCKED', 'SUSPENDED'])('refuses a %s nurse with 409 naming the status', async (s) => {
    const n = await createNurse(c, {}, { approved: true });
    const set = await c.send('/careteam/account/blockAccount', { status: s, nurseId: n.id });
    expect(set.statusCode, set.body).toBe(200);
    const body = { start_date: '2026-05-01', duration: 3, rate: 40000 };
    const err = expectFailure(await book(n.id, body), 409);
    expect(err.error).toContain(s);
    expect(await jobsOf(n.id)).toBe(0);

    await c.put('/careteam/account/blockAccount', { status: 'ACTIVE', nurseId: n.id });
    expect((await book(n.id, body)).statusCode).toBe(201);
  });

  it('refuses overlapping dates naming the clash, allows adjacent ones', async () => {
    const n = await createNurse(c, {}, { approved: true });
    const other = await createCard(c);
    const first = await book(n.id, { start_date: '2026-05-01', duration: 5, rate: 40000 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.end_date).toBe('2026-05-06');

    const clashes = [
      { start_date: '2026-05-03', duration: 1 },
      { start_date: '2026-04-28', duration: 10 },
      { start_date: '2026-04-30', duration: 2 },
      { start_date: '2026-05-05', duration: 4 },
      { start_date: '2026-05-01', duration: 5 },
    ];
    for (const dates of clashes) {
      const res = await c.send(`/portal/jobcard/nurse/${n.id}`, {
        jobId: other.id,
        rate: 40000,
        ...dates,
      });
      const err = expectFailure(res, 409);
      expect(err.error).toContain(card.care_card_number);
      expect(mentionsDate(err.error, '2026-05-01'), err.error).toBe(true);
      // issue 37: the last day of care (the 5th), not end_date (the 6th)
      expect(err.error, err.error).toContain('last day of care 05-05,');
    }
    expect(await jobsOf(n.id)).toBe(1);

    const after = await c.send(`/portal/jobcard/nurse/${n.id}`, {
      jobId: other.id,
      start_date: '2026-05-06',
      duration: 2,
      rate: 40000,
    });
    expect(after.statusCode, after.body).toBe(201);
    const before = await book(n.id, { start_date: '2026-04-29', duration: 2, rate: 40000 });
    expect(before.statusCode, before.body).toBe(201);
    expect(await jobsOf(n.id)).toBe(3);
  });

  it('lets a cancelled booking free its dates', async () => {
    const n = await createNurse(c, {}, { approved: true });
    const body = { start_date: '2026-06-01', duration: 3, rate: 40000 };
    const first = await book(n.id, body);
    expect(first.statusCode, first.body).toBe(201);
    expectFailure(await book(n.id, body), 409);
    const cancel = await c.put(`/portal/jobcard/nurse/${first.json().data.id}`, {
      status: 'canceled',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.status).toBe('cancelled');
    expect((await book(n.id, body)).statusCode).toBe(201);
  });

  it.each(['cancelled', 'completed'])('refuses to add a nurse to a %s job card', async (s) => {
    const n = await createNurse(c, {}, { approved: true });
    const closed = await createCard(c);
    await moveCard(c, closed.id, s);
    const res = await c.send(`/portal/jobcard/nurse/${n.id}`, {
      jobId: closed.id,
      start_date: '2026-07-01',
      duration: 2,
      rate: 40000,
    });
    const err = expectFailure(res, 409);
    expect(err.error).toContain(s);
    expect(await jobsOf(n.id)).toBe(0);
  });
});

describe('nurse jobs: lists and the care card', () => {
  let nurseId: number;
  let florence: CardData, patience: CardData;
  beforeAll(async () => {
    nurseId = (await createNurse(c, { first_name: 'Sarah', last_name: 'Apio' }, { approved: true }))
      .id;
    florence = await createCard(c, { firstname: 'Florence', lastname: 'Nabirye' });
    patience = await createCard(c, { firstname: 'Patience', lastname: 'Ainembabazi' });
    for (const [card, start_date] of [
      [florence, '2026-08-01'],
      [patience, '2026-08-10'],
      [florence, '2026-08-20'],
    ] as const) {
      const res = await c.send(`/portal/jobcard/nurse/${nurseId}`, {
        jobId: card.id,
        start_date,
        duration: 3,
        rate: 45000,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  const page = async (query = '') => {
    const res = await c.read(`/portal/jobcard/nurse/${nurseId}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { rows: Record<string, unknown>[]; count: number };
  };

  it("answers the nurse's jobs as {rows, count} with the job card fields", async () => {
    const data = await page();
    expect(data.count).toBe(3);
    expect(data.rows).toHaveLength(3);
    expect(data.rows.map((r) => r.start_date)).toEqual(['2026-08-20', '2026-08-10', '2026-08-01']);
    expect(data.rows[1]).toMatchObject({
      care_card_number: patience.care_card_number,
      client_name: 'Patience Ainembabazi',
      UserId: patience.UserId,
      nurseId,
      amount: 135000,
      end_date: '2026-08-13',
    });
    const paged = await page('?offset=1&limit=1');
    expect(paged).toMatchObject({ count: 3, rows: [{ start_date: '2026-08-10' }] });
    // a page past the end still tells how many there are
    expect(await page('?offset=5&limit=2')).toEqual({ rows: [], count: 3 });
    expect(await page('?offset=5&search=NABIR')).toEqual({ rows: [], count: 2 });
  });

  it('filters by card number or by client', async () => {
    const byNumber = await page(`?search=${patience.care_card_number}`);
    expect(byNumber.count).toBe(1);
    expect(byNumber.rows.map((r) => r.care_card_number)).toEqual([patience.care_card_number]);
    const byClient = await page('?search=NABIR');
    expect(byClient.count).toBe(2);
    expect(byClient.rows.every((r) => r.client_name === 'Florence Nabirye')).toBe(true);
    expect(await page('?search=nobody-here')).toEqual({ rows: [], count: 0 });
  });

  it('answers 404 for an unknown nurse', async () => {
    expectFailure(await c.read('/portal/jobcard/nurse/987654'), 404);
  });

  it('lists the nurses booked on a job card', async () => {
    const res = await c.read(`/portal/jobcard/${florence.id}/nurses`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as Record<string, unknown>[];
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.nurse_name === 'Sarah Apio' && r.nurseId === nurseId)).toBe(true);
    expect((await c.read(`/portal/jobcard/${patience.id}/nurses`)).json().data).toHaveLength(1);
    expectFailure(await c.read('/portal/jobcard/987654/nurses'), 404);
  });

  it("prints the assigned nurse's name on the care card PDF", async () => {
    const res = await c.read(`/job/download/${patience.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'care-card-'));
    try {
      const file = path.join(dir, 'card.pdf');
      writeFileSync(file, res.rawPayload);
      const text = pdfText(file);
      expect(text).toContain('Sarah Apio');
      expect(text).toContain(patience.care_card_number);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
