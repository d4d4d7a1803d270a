import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, ugandaDate } from '@app/contract';
import { jobCards, nurseJobs } from '../src/db/schema/index.ts';
import { auditFor, createCustomer, createJobCard, expectFailure } from './factories.ts';
import { createNurse, type NurseCtx } from './nurse-factories.ts';
import { automaticQueued, smsSetup, type SmsCtx } from './sms-factories.ts';

// Issue 37: one visit, one lifecycle. A job card and its nurse jobs move
// together in one transaction: the first job started starts the card, the
// last one closed completes it (when one was completed), a person closing
// the card says what happens to its open jobs, and a job completed before
// its last day of care is the days worked, and paid for them.

let c: SmsCtx;
beforeAll(async () => {
  c = await smsSetup({ SERVICE_NAME: 'Mama Care', AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => c.close());

const today = ugandaDate();
/** DD-MM-YYYY, as the messages show a date (SPEC 9). */
const shown = (iso: string) => iso.split('-').reverse().join('-');

const cardRow = async (id: number) =>
  (await c.db.select().from(jobCards).where(eq(jobCards.id, id)))[0]!;
const jobRow = async (id: number) =>
  (await c.db.select().from(nurseJobs).where(eq(nurseJobs.id, id)))[0]!;
const moveCard = (id: number, body: Record<string, unknown>) =>
  c.put(`/portal/jobcard/${id}`, body);
const moveJob = (id: number, body: Record<string, unknown>) =>
  c.put(`/portal/jobcard/nurse/${id}`, body);
const careComplete = (cardId: number) =>
  automaticQueued(c, 'job_completed', { kind: 'jobcard', id: cardId });

/** A card whose days of care are `first` to `last` (inclusive). */
async function card(first: string, last: string) {
  const customer = await createCustomer(c);
  return createJobCard(c, customer.id, { start_date: first, end_date: last });
}

/** A fresh approved nurse booked on `cardId` for `duration` days from `start`. */
async function job(cardId: number, start: string, duration: number, rate = 40_000) {
  const nurse = await createNurse(c as unknown as NurseCtx, {}, { approved: true });
  const res = await c.send(`/portal/jobcard/nurse/${nurse.id}`, {
    jobId: cardId,
    start_date: start,
    duration,
    rate,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...(res.json().data as { id: number; updatedAt: string }), nurse };
}

/** The card and its jobs' statuses, and the audit entries of each, as one snapshot. */
async function snapshot(cardId: number, jobIds: number[]) {
  return {
    card: await cardRow(cardId),
    cardEntries: (await auditFor(c, 'job_card', cardId)).length,
    jobs: await Promise.all(jobIds.map(jobRow)),
    jobEntries: await Promise.all(
      jobIds.map(async (id) => (await auditFor(c, 'nurse_job', id)).length),
    ),
    sms: await careComplete(cardId),
  };
}

describe('the card follows its nurse jobs', () => {
  it('starts a pending card when its first nurse job starts, with its entry', async () => {
    const cc = await card(addDays(today, -2), addDays(today, 3));
    const a = await job(cc.id, addDays(today, -2), 6);
    const res = await moveJob(a.id, { status: 'ongoing' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await cardRow(cc.id)).status).toBe('ongoing');
    const entries = await auditFor(c, 'job_card', cc.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'status',
      summary: { before: { status: 'pending' }, after: { status: 'ongoing' } },
    });
  });

  it('refuses to start a job while its card has not reached its first day, changing nothing', async () => {
    const first = addDays(today, 2);
    const cc = await card(first, addDays(today, 6));
    // booked on days before the card's (the dates rule warns, it does not refuse)
    const a = await job(cc.id, addDays(today, -1), 3);
    const before = await snapshot(cc.id, [a.id]);
    const body = expectFailure(await moveJob(a.id, { status: 'ongoing' }), 409);
    expect(body.error).toBe(
      `Job card ${cc.care_card_number} starts on ${shown(first)}; its nurse jobs cannot start before then`,
    );
    expect(await snapshot(cc.id, [a.id])).toEqual(before);
  });

  it('completes the card when its last open job is completed, and tells the customer once', async () => {
    const cc = await card(addDays(today, -10), addDays(today, -1));
    const a = await job(cc.id, addDays(today, -10), 5);
    const b = await job(cc.id, addDays(today, -5), 5);
    expect((await moveJob(a.id, { status: 'completed' })).statusCode).toBe(200);
    // one job still open: the card goes on
    expect((await cardRow(cc.id)).status).toBe('pending');
    expect(await careComplete(cc.id)).toBe(0);
    expect((await moveJob(b.id, { status: 'ongoing' })).statusCode).toBe(200);
    expect((await cardRow(cc.id)).status).toBe('ongoing');
    expect((await moveJob(b.id, { status: 'completed' })).statusCode).toBe(200);
    expect((await cardRow(cc.id)).status).toBe('completed');
    expect(await careComplete(cc.id)).toBe(1);
  });

  it('completes the card when the other open job is cancelled after one was completed', async () => {
    const cc = await card(addDays(today, -6), addDays(today, -1));
    const a = await job(cc.id, addDays(today, -6), 3);
    const b = await job(cc.id, addDays(today, -3), 3);
    expect((await moveJob(a.id, { status: 'completed' })).statusCode).toBe(200);
    expect((await moveJob(b.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await cardRow(cc.id)).status).toBe('completed');
  });

  it('leaves the card open when every job is cancelled (it needs a nurse)', async () => {
    const cc = await card(addDays(today, -6), addDays(today, -1));
    const a = await job(cc.id, addDays(today, -6), 3);
    expect((await moveJob(a.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await cardRow(cc.id)).status).toBe('pending');
    expect(await careComplete(cc.id)).toBe(0);
  });

  it('pays the days worked when a job is completed before its last day of care', async () => {
    const cc = await card(addDays(today, -2), addDays(today, 7));
    const a = await job(cc.id, addDays(today, -2), 10, 50_000);
    const res = await moveJob(a.id, { status: 'completed' });
    expect(res.statusCode, res.body).toBe(200);
    // three days worked (the day before yesterday, yesterday, today) of ten
    expect(await jobRow(a.id)).toMatchObject({
      status: 'completed',
      duration: 3,
      plannedDuration: 10,
      amount: 150_000,
      endDate: addDays(today, 1),
    });
    const entry = (await auditFor(c, 'nurse_job', a.id)).at(-1)!;
    expect(entry.summary).toMatchObject({
      before: { duration: 10, amount: 500_000 },
      after: { duration: 3, amount: 150_000, status: 'completed' },
    });
  });

  it('pays the whole job when it is completed on or after its last day of care', async () => {
    const cc = await card(addDays(today, -4), addDays(today, -1));
    const a = await job(cc.id, addDays(today, -4), 4, 30_000);
    expect((await moveJob(a.id, { status: 'completed' })).statusCode).toBe(200);
    expect(await jobRow(a.id)).toMatchObject({
      duration: 4,
      plannedDuration: null,
      amount: 120_000,
    });
  });
});

describe('a person closes a card with open nurse jobs', () => {
  it('refuses without saying what happens to them, naming each, and changes nothing', async () => {
    const cc = await card(addDays(today, -3), addDays(today, 4));
    const a = await job(cc.id, addDays(today, -3), 8);
    const b = await job(cc.id, addDays(today, 2), 2);
    expect((await moveJob(a.id, { status: 'ongoing' })).statusCode).toBe(200);
    const before = await snapshot(cc.id, [a.id, b.id]);
    for (const status of ['completed', 'cancelled']) {
      const body = expectFailure(await moveCard(cc.id, { status }), 409);
      expect(body.error).toBe(
        `Job card ${cc.care_card_number} has 2 open nurse jobs: ` +
          `${a.nurse.first_name} ${a.nurse.last_name} (ongoing, ${shown(addDays(today, -3))} to ${shown(addDays(today, 4))}); ` +
          `${b.nurse.first_name} ${b.nurse.last_name} (pending, ${shown(addDays(today, 2))} to ${shown(addDays(today, 3))}). ` +
          'Say what happens to them: complete them (the days worked are paid) or cancel them',
      );
    }
    expect(await snapshot(cc.id, [a.id, b.id])).toEqual(before);
  });

  it('refuses a choice that is not complete or cancel (400)', async () => {
    const cc = await card(addDays(today, -3), addDays(today, 4));
    const body = expectFailure(
      await moveCard(cc.id, { status: 'completed', open_nurse_jobs: 'pay' }),
      400,
    );
    expect(body.error).toMatch(/open_nurse_jobs is complete or cancel/);
  });

  it("'complete' ends the started jobs as worked and cancels those not started, with the card", async () => {
    const cc = await card(addDays(today, -3), addDays(today, 4));
    const a = await job(cc.id, addDays(today, -3), 8, 20_000);
    const b = await job(cc.id, addDays(today, 2), 2);
    const res = await moveCard(cc.id, { status: 'completed', open_nurse_jobs: 'complete' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('completed');
    expect(await jobRow(a.id)).toMatchObject({ status: 'completed', duration: 4, amount: 80_000 });
    expect((await jobRow(b.id)).status).toBe('cancelled');
    expect((await auditFor(c, 'nurse_job', b.id)).at(-1)).toMatchObject({
      action: 'status',
      summary: { before: { status: 'pending' }, after: { status: 'cancelled' } },
    });
    // each job's entry says what it became, written with it (one statement for all, issue 40)
    const entries = (await auditFor(c, 'nurse_job', a.id)).filter((e) => e.action === 'status');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'status',
      summary: {
        before: { status: 'pending', duration: 8, amount: 160_000 },
        after: {
          status: 'completed',
          duration: 4,
          plannedDuration: 8,
          amount: 80_000,
          endDate: addDays(today, 1),
          job_card: cc.care_card_number,
          note: 'Ended early: 4 of 8 days worked',
        },
      },
    });
    expect(await careComplete(cc.id)).toBe(1);
  });

  it("'cancel' cancels every open job with the card, and nothing is paid", async () => {
    const cc = await card(addDays(today, -3), addDays(today, 4));
    const a = await job(cc.id, addDays(today, -3), 8);
    expect((await moveJob(a.id, { status: 'ongoing' })).statusCode).toBe(200);
    const res = await moveCard(cc.id, { status: 'cancelled', open_nurse_jobs: 'cancel' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await cardRow(cc.id)).status).toBe('cancelled');
    expect(await jobRow(a.id)).toMatchObject({ status: 'cancelled', duration: 8 });
    expect(await careComplete(cc.id)).toBe(0);
  });

  it('closes a card with no open jobs as before, without a choice', async () => {
    const cc = await card(addDays(today, -3), addDays(today, 4));
    const res = await moveCard(cc.id, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('keeps the open jobs when the card may not close (its first day ahead)', async () => {
    const first = addDays(today, 3);
    const cc = await card(first, addDays(today, 6));
    const a = await job(cc.id, first, 2);
    const before = await snapshot(cc.id, [a.id]);
    const body = expectFailure(
      await moveCard(cc.id, { status: 'completed', open_nurse_jobs: 'cancel' }),
      409,
    );
    expect(body.error).toBe(
      `This job starts on ${shown(first)}; it cannot be completed before then`,
    );
    expect(await snapshot(cc.id, [a.id])).toEqual(before);
  });

  it('a double click completes the card once, closes each job once and tells the customer once', async () => {
    const cc = await card(addDays(today, -3), addDays(today, 4));
    const a = await job(cc.id, addDays(today, -3), 8);
    const body = { status: 'completed', open_nurse_jobs: 'complete' };
    const [one, two] = await Promise.all([moveCard(cc.id, body), moveCard(cc.id, body)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const refused = [one, two].find((r) => r.statusCode === 409)!;
    expect(refused.json().error).toMatch(/already completed/);
    const entries = await auditFor(c, 'nurse_job', a.id);
    expect(entries.filter((e) => e.action === 'status')).toHaveLength(1);
    expect(await careComplete(cc.id)).toBe(1);
  });

  it('a nurse booked while the card closes is either refused or closed with it, never left open', async () => {
    const cc = await card(addDays(today, -3), addDays(today, 4));
    await job(cc.id, addDays(today, -3), 2);
    const nurse = await createNurse(c as unknown as NurseCtx, {}, { approved: true });
    const [closed, booked] = await Promise.all([
      moveCard(cc.id, { status: 'completed', open_nurse_jobs: 'complete' }),
      c.send(`/portal/jobcard/nurse/${nurse.id}`, {
        jobId: cc.id,
        start_date: addDays(today, 2),
        duration: 2,
        rate: 10_000,
      }),
    ]);
    const open = (await c.db.select().from(nurseJobs).where(eq(nurseJobs.jobId, cc.id))).filter(
      (j) => j.status === 'pending' || j.status === 'ongoing',
    );
    // Either way the card is completed and no job of it is left open: booked
    // first, the new job was cancelled with the card (it had not started);
    // booked after, it was refused.
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await cardRow(cc.id)).status).toBe('completed');
    expect(open).toEqual([]);
    if (booked.statusCode !== 201) {
      expect(booked.json().error).toBe(
        `Job card ${cc.care_card_number} is completed; no nurse can be added`,
      );
    }
  });
});

describe('paid once', () => {
  it('a double click on Paid marks the job Paid once: one 200, one 409, one audit entry', async () => {
    const cc = await card(addDays(today, -1), today);
    const a = await job(cc.id, addDays(today, -1), 2);
    expect((await moveJob(a.id, { status: 'ongoing' })).statusCode).toBe(200);
    expect((await moveJob(a.id, { status: 'completed' })).statusCode).toBe(200);
    const before = (await auditFor(c, 'nurse_job', a.id)).length;
    const answers = await Promise.all([
      moveJob(a.id, { payment_status: 'Paid' }),
      moveJob(a.id, { payment_status: 'Paid' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!;
    expect(refused.json().error).toBe('This job is already Paid');
    expect((await jobRow(a.id)).paymentStatus).toBe('Paid');
    expect(await auditFor(c, 'nurse_job', a.id)).toHaveLength(before + 1);
  });
});
