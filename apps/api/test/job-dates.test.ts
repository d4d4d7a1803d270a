import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, ugandaDate } from '@app/contract';
import { jobCards, nurseJobs } from '../src/db/schema/index.ts';
import {
  auditFor,
  createCustomer,
  createJobCard,
  expectFailure,
  jobCardBody,
} from './factories.ts';
import { createNurse, type NurseCtx } from './nurse-factories.ts';
import { automaticQueued, eventually, smsRows, smsSetup, type SmsCtx } from './sms-factories.ts';

// Issue 36: a nurse job or a job card is not ongoing, let alone completed,
// before its start date (Uganda's today): 409 naming the date, nothing
// changed, no "care is complete" SMS. On and after the start date it moves.

let c: SmsCtx;
beforeAll(async () => {
  c = await smsSetup({ SERVICE_NAME: 'Mama Care', AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => c.close());

const today = ugandaDate();
/** DD-MM-YYYY, as the messages show a date (SPEC 9). */
const shown = (iso: string) => iso.split('-').reverse().join('-');
const tooEarly = (start: string, done: 'started' | 'completed') =>
  `This job starts on ${shown(start)}; it cannot be ${done} before then`;

/** A job card (and its customer) whose care starts on `start`. */
async function cardStarting(start: string) {
  const customer = await createCustomer(c);
  return createJobCard(c, customer.id, { start_date: start, end_date: addDays(start, 7) });
}

const cardRow = async (id: number) =>
  (await c.db.select().from(jobCards).where(eq(jobCards.id, id)))[0]!;
const jobRow = async (id: number) =>
  (await c.db.select().from(nurseJobs).where(eq(nurseJobs.id, id)))[0]!;

describe('nurse jobs', () => {
  let cardId: number;
  beforeAll(async () => {
    cardId = (await cardStarting(addDays(today, -30))).id;
  });

  /** A fresh approved nurse booked for 3 days from `start`. */
  async function jobStarting(start: string) {
    const nurse = await createNurse(c as unknown as NurseCtx, {}, { approved: true });
    const res = await c.send(`/portal/jobcard/nurse/${nurse.id}`, {
      jobId: cardId,
      start_date: start,
      duration: 3,
      rate: 40_000,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; status: string; updatedAt: string };
  }
  const update = (id: number, body: Record<string, unknown>) =>
    c.put(`/portal/jobcard/nurse/${id}`, body);

  const unchanged = async (id: number, run: () => Promise<unknown>) => {
    const before = { row: await jobRow(id), audits: (await auditFor(c, 'nurse_job', id)).length };
    await run();
    expect({ row: await jobRow(id), audits: (await auditFor(c, 'nurse_job', id)).length }).toEqual(
      before,
    );
  };

  it.each([
    ['completed', 'completed', 1],
    ['complete', 'completed', 3],
    ['ongoing', 'started', 1],
    ['ongoing', 'started', 6],
  ] as const)(
    'refuses %s for a job starting in days ahead (%s, +%i) with 409 and changes nothing',
    async (status, done, ahead) => {
      const start = addDays(today, ahead);
      const job = await jobStarting(start);
      await unchanged(job.id, async () => {
        const body = expectFailure(await update(job.id, { status }), 409);
        expect(body.error).toBe(tooEarly(start, done));
        // the same with the version on screen (the form's path)
        const again = expectFailure(
          await update(job.id, { status, updatedAt: job.updatedAt }),
          409,
        );
        expect(again.error).toBe(tooEarly(start, done));
      });
    },
  );

  it('refuses an ongoing job moved to start after today', async () => {
    const job = await jobStarting(today);
    expect((await update(job.id, { status: 'ongoing' })).statusCode).toBe(200);
    const later = addDays(today, 2);
    await unchanged(job.id, async () => {
      const body = expectFailure(await update(job.id, { start_date: later }), 409);
      expect(body.error).toBe(tooEarly(later, 'started'));
    });
  });

  it('refuses a move whose new start date is still ahead, takes one brought to today', async () => {
    const job = await jobStarting(addDays(today, 5));
    const ahead = addDays(today, 1);
    await unchanged(job.id, async () => {
      const body = expectFailure(
        await update(job.id, { status: 'completed', start_date: ahead }),
        409,
      );
      expect(body.error).toBe(tooEarly(ahead, 'completed'));
    });
    const res = await update(job.id, { status: 'ongoing', start_date: today });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ongoing', start_date: today });
  });

  it('starts and completes a job on its start date', async () => {
    const job = await jobStarting(today);
    const started = await update(job.id, { status: 'ongoing' });
    expect(started.statusCode, started.body).toBe(200);
    const done = await update(job.id, { status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await jobRow(job.id)).status).toBe('completed');
  });

  it('completes a job that started in the past straight from pending', async () => {
    const job = await jobStarting(addDays(today, -9));
    const res = await update(job.id, { status: 'complete' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('completed');
  });

  it('still cancels a job that has not started', async () => {
    const job = await jobStarting(addDays(today, 4));
    const res = await update(job.id, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('job cards', () => {
  const move = (id: number, body: Record<string, unknown>) => c.put(`/portal/jobcard/${id}`, body);

  /** The automatic "care is complete" jobs queued for a card. */
  const completedJobsFor = (id: number) =>
    automaticQueued(c, 'job_completed', { kind: 'jobcard', id });
  const completedSms = async (customerId: number) =>
    (await smsRows(c)).filter((r) => r.event === 'job_completed' && r.customerId === customerId);

  const unchanged = async (id: number, run: () => Promise<unknown>) => {
    const before = { row: await cardRow(id), audits: (await auditFor(c, 'job_card', id)).length };
    await run();
    expect({ row: await cardRow(id), audits: (await auditFor(c, 'job_card', id)).length }).toEqual(
      before,
    );
  };

  it('refuses completed and ongoing before the start date, with no SMS queued', async () => {
    const start = addDays(today, 3);
    const card = await cardStarting(start);
    await unchanged(card.id, async () => {
      for (const [status, done] of [
        ['completed', 'completed'],
        ['complete', 'completed'],
        ['ongoing', 'started'],
      ] as const) {
        // the board's buttons (one statement) and the form's path (with the version)
        const quick = expectFailure(await move(card.id, { status }), 409);
        expect(quick.error).toBe(tooEarly(start, done));
        const guarded = expectFailure(
          await move(card.id, { status, updatedAt: card.updatedAt }),
          409,
        );
        expect(guarded.error).toBe(tooEarly(start, done));
      }
    });
    expect(await completedJobsFor(card.id)).toBe(0);

    // A card that may complete does send its message; by then the refused one has none.
    const done = await cardStarting(addDays(today, -4));
    expect((await move(done.id, { status: 'completed' })).statusCode).toBe(200);
    await eventually(async () => (await completedSms(done.UserId)).length > 0);
    expect(await completedSms(card.UserId)).toEqual([]);
    expect(await completedJobsFor(done.id)).toBe(1);
  });

  it('refuses an edit that completes a card whose start date stays ahead', async () => {
    const start = addDays(today, 2);
    const card = await cardStarting(start);
    await unchanged(card.id, async () => {
      const fields = jobCardBody(undefined, { start_date: start, end_date: addDays(start, 7) });
      const body = expectFailure(await move(card.id, { ...fields, status: 'completed' }), 409);
      expect(body.error).toBe(tooEarly(start, 'completed'));
    });
    expect(await completedJobsFor(card.id)).toBe(0);
  });

  it('takes an edit that brings the start date to today and starts the card', async () => {
    const card = await cardStarting(addDays(today, 6));
    const fields = jobCardBody(undefined, { start_date: today, end_date: addDays(today, 7) });
    const res = await move(card.id, { ...fields, status: 'ongoing' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ongoing', start_date: today });
  });

  it('refuses an edit moving an ongoing card to start after today', async () => {
    const card = await cardStarting(today);
    expect((await move(card.id, { status: 'ongoing' })).statusCode).toBe(200);
    const later = addDays(today, 1);
    await unchanged(card.id, async () => {
      const fields = jobCardBody(undefined, { start_date: later, end_date: addDays(later, 7) });
      const body = expectFailure(await move(card.id, fields), 409);
      expect(body.error).toBe(tooEarly(later, 'started'));
    });
  });

  it('starts and completes a card on its start date, and tells the customer once', async () => {
    const card = await cardStarting(today);
    const started = await move(card.id, { status: 'ongoing' });
    expect(started.statusCode, started.body).toBe(200);
    const done = await move(card.id, { status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await cardRow(card.id)).status).toBe('completed');
    const sent = await eventually(async () => {
      const rows = await completedSms(card.UserId);
      return rows.length ? rows : undefined;
    });
    expect(sent).toHaveLength(1);
  });

  it('still cancels a card that has not started', async () => {
    const card = await cardStarting(addDays(today, 10));
    const res = await move(card.id, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
  });
});
