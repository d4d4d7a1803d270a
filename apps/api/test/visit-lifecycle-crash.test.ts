import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, ugandaDate } from '@app/contract';
import { jobCards, nurseJobs } from '../src/db/schema/index.ts';
import { auditFor, createCustomer, createJobCard } from './factories.ts';
import { createNurse, type NurseCtx } from './nurse-factories.ts';
import { automaticQueued, smsSetup, type SmsCtx } from './sms-factories.ts';

// Issue 37, "a crash mid-way": completing a card closes its open nurse jobs
// in the card's transaction. When the database fails on the second job (a
// trigger stands in for a crash, a full disk, a lost connection), nothing of
// it stays: the card open, the first job as it was, no audit entry, no
// "care is complete" SMS. Run again once the fault is gone, it completes.

let c: SmsCtx;
beforeAll(async () => {
  c = await smsSetup({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => c.close());

const today = ugandaDate();

async function booked(cardId: number, start: string, duration: number) {
  const nurse = await createNurse(c as unknown as NurseCtx, {}, { approved: true });
  const res = await c.send(`/portal/jobcard/nurse/${nurse.id}`, {
    jobId: cardId,
    start_date: start,
    duration,
    rate: 40_000,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

describe('a card closed with its jobs, and the database failing half-way', () => {
  it('leaves everything as it was, and completes when asked again', async () => {
    const card = await createJobCard(c, (await createCustomer(c)).id, {
      start_date: addDays(today, -2),
      end_date: addDays(today, 3),
    });
    const started = await booked(card.id, addDays(today, -2), 6);
    const later = await booked(card.id, addDays(today, 2), 2);
    expect(
      (await c.put(`/portal/jobcard/nurse/${started}`, { status: 'ongoing' })).statusCode,
    ).toBe(200);
    const entries = async () =>
      (await auditFor(c, 'job_card', card.id)).length +
      (await auditFor(c, 'nurse_job', started)).length +
      (await auditFor(c, 'nurse_job', later)).length;
    const before = await entries();

    // The fault: the later job cannot be written (a trigger raising, as a crash would).
    await c.db.execute(
      sql.raw(`CREATE FUNCTION visit_crash() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'disk full (test)'; END $$`),
    );
    await c.db.execute(
      sql.raw(`CREATE TRIGGER visit_crash BEFORE UPDATE ON nurse_jobs
        FOR EACH ROW WHEN (OLD.id = ${later}) EXECUTE FUNCTION visit_crash()`),
    );
    try {
      const res = await c.put(`/portal/jobcard/${card.id}`, {
        status: 'completed',
        open_nurse_jobs: 'complete',
      });
      expect(res.statusCode).toBe(500);
      const [cardNow] = await c.db.select().from(jobCards).where(eq(jobCards.id, card.id));
      expect(cardNow!.status).toBe('ongoing');
      const jobs = await c.db.select().from(nurseJobs).where(eq(nurseJobs.jobId, card.id));
      expect(jobs.map((j) => [j.id, j.status, j.duration]).sort()).toEqual(
        [
          [started, 'ongoing', 6],
          [later, 'pending', 2],
        ].sort(),
      );
      expect(await entries()).toBe(before);
      expect(await automaticQueued(c, 'job_completed', { kind: 'jobcard', id: card.id })).toBe(0);
    } finally {
      await c.db.execute(sql.raw('DROP TRIGGER visit_crash ON nurse_jobs'));
      await c.db.execute(sql.raw('DROP FUNCTION visit_crash()'));
    }

    const again = await c.put(`/portal/jobcard/${card.id}`, {
      status: 'completed',
      open_nurse_jobs: 'complete',
    });
    expect(again.statusCode, again.body).toBe(200);
    const jobs = await c.db.select().from(nurseJobs).where(eq(nurseJobs.jobId, card.id));
    expect(Object.fromEntries(jobs.map((j) => [j.id, j.status]))).toEqual({
      [started]: 'completed',
      [later]: 'cancelled',
    });
    expect(await automaticQueued(c, 'job_completed', { kind: 'jobcard', id: card.id })).toBe(1);
  });
});
