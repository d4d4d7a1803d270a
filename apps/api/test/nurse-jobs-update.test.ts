import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nurseJobs } from '../src/db/schema/index.ts';
import {
  auditFor,
  createCard,
  createNurse,
  expectFailure,
  nurseSetup,
  type CardData,
  type NurseCtx,
} from './nurse-factories.ts';

// PUT and DELETE /portal/jobcard/nurse/{id}: status moves of ruling 27
// (with the aliases of ruling 10), payment status, recomputed amount and
// end date, optimistic concurrency, soft delete; every change audited.

type Job = {
  id: number;
  status: string;
  start_date: string;
  end_date: string;
  duration: number;
  rate: number;
  amount: number;
  payment_status: string;
  updatedAt: string;
};
type Status = 'pending' | 'ongoing' | 'cancelled' | 'completed';

let c: NurseCtx;
beforeAll(async () => {
  c = await nurseSetup();
});
afterAll(() => c.close());

describe('nurse jobs: update and delete', () => {
  let card: CardData;
  let nurseId: number;
  let day = 0;
  beforeAll(async () => {
    card = await createCard(c);
    nurseId = (await createNurse(c, {}, { approved: true })).id;
  });

  /**
   * A fresh booking of 3 days at 40,000 on dates no other booking of the
   * nurse uses, in the past: a job may start or complete only from its start
   * date on (issue 36).
   */
  async function booking(): Promise<Job> {
    const start = new Date(Date.UTC(2025, 0, 1 + day));
    day += 10;
    const res = await c.send(`/portal/jobcard/nurse/${nurseId}`, {
      jobId: card.id,
      start_date: start.toISOString().slice(0, 10),
      duration: 3,
      rate: 40000,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Job;
  }
  const update = (id: number, body: Record<string, unknown>) =>
    c.put(`/portal/jobcard/nurse/${id}`, body);
  const rowOf = async (id: number) =>
    (await c.db.select().from(nurseJobs).where(eq(nurseJobs.id, id)))[0]!;

  async function jobIn(status: Status) {
    const job = await booking();
    if (status === 'pending') return job;
    const res = await update(job.id, { status });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Job;
  }

  it.each([
    ['pending', 'ongoing', 'ongoing'],
    ['pending', 'cancelled', 'cancelled'],
    ['pending', 'canceled', 'cancelled'],
    ['pending', 'completed', 'completed'],
    ['pending', 'complete', 'completed'],
    ['ongoing', 'cancelled', 'cancelled'],
    ['ongoing', 'complete', 'completed'],
    ['ongoing', 'completed', 'completed'],
  ] as [Status, string, Status][])(
    'moves %s -> %s (200) and audits it',
    async (from, to, stored) => {
      const job = await jobIn(from);
      const res = await update(job.id, { status: to });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'success', data: { id: job.id, status: stored } });
      expect((await rowOf(job.id)).status).toBe(stored);
      const audit = (await auditFor(c, 'nurse_job', job.id)).at(-1)!;
      expect(audit.action).toBe('status');
      expect(audit.summary).toEqual({ before: { status: from }, after: { status: stored } });
      expect(audit.actorId).toBe(c.staffId);
    },
  );

  it.each([
    ['ongoing', 'pending'],
    ['cancelled', 'pending'],
    ['cancelled', 'ongoing'],
    ['cancelled', 'completed'],
    ['completed', 'pending'],
    ['completed', 'ongoing'],
    ['completed', 'canceled'],
  ] as [Status, string][])(
    'refuses %s -> %s with 409 naming the current status',
    async (from, to) => {
      const job = await jobIn(from);
      const before = await rowOf(job.id);
      const audits = (await auditFor(c, 'nurse_job', job.id)).length;
      const err = expectFailure(await update(job.id, { status: to }), 409);
      expect(err.error).toContain(from);
      expect(await rowOf(job.id)).toEqual(before);
      expect(await auditFor(c, 'nurse_job', job.id)).toHaveLength(audits);
    },
  );

  it('refuses a status or payment status off the list (400)', async () => {
    const job = await booking();
    const before = await rowOf(job.id);
    for (const body of [
      { status: 'done' },
      { payment_status: 'paid' },
      { payment_status: 'Pending' },
      { duration: 0 },
      { duration: 100 },
      { rate: '40,000.5' },
    ])
      expectFailure(await update(job.id, body), 400);
    expect(await rowOf(job.id)).toEqual(before);
  });

  it('sets the payment status Paid only on a completed job, and back to UnPaid', async () => {
    const job = await booking();
    // Issue 37: paid for the days worked, known once the job is completed.
    const early = expectFailure(await update(job.id, { payment_status: 'Paid' }), 409);
    expect(early.error).toBe(
      'This job is pending; only a completed job can be marked Paid (its days worked are known then)',
    );
    const paid = await update(job.id, { status: 'completed', payment_status: 'Paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ payment_status: 'Paid', status: 'completed' });
    const unpaid = await update(job.id, { payment_status: 'UnPaid' });
    expect(unpaid.json().data.payment_status).toBe('UnPaid');
    expect((await rowOf(job.id)).paymentStatus).toBe('UnPaid');
    const audits = (await auditFor(c, 'nurse_job', job.id)).slice(1);
    expect(audits.map((a) => [a.action, a.summary])).toEqual([
      [
        'status',
        {
          before: { paymentStatus: 'UnPaid', status: 'pending' },
          after: { paymentStatus: 'Paid', status: 'completed' },
        },
      ],
      ['update', { before: { paymentStatus: 'Paid' }, after: { paymentStatus: 'UnPaid' } }],
    ]);
  });

  it('recomputes the amount and end date when the rate or duration changes', async () => {
    const job = await booking();
    expect(job).toMatchObject({ duration: 3, rate: 40000, amount: 120000 });
    const rate = await update(job.id, { rate: '55,000', amount: 1 });
    expect(rate.statusCode, rate.body).toBe(200);
    expect(rate.json().data).toMatchObject({ rate: 55000, amount: 165000, end_date: job.end_date });

    const longer = await update(job.id, { duration: 7, end_date: '2099-01-01' });
    expect(longer.statusCode, longer.body).toBe(200);
    const plus7 = new Date(Date.parse(`${job.start_date}T00:00:00Z`) + 7 * 86400_000);
    expect(longer.json().data).toMatchObject({
      duration: 7,
      amount: 385000,
      end_date: plus7.toISOString().slice(0, 10),
    });
    expect(await rowOf(job.id)).toMatchObject({ amount: 385000, duration: 7, rate: 55000 });
    const audit = (await auditFor(c, 'nurse_job', job.id)).at(-1)!;
    expect(audit.action).toBe('update');
    expect(audit.summary).toMatchObject({
      before: { duration: 3, amount: 165000 },
      after: { duration: 7, amount: 385000 },
    });
  });

  it('refuses a reschedule onto another booking of the nurse (409)', async () => {
    const a = await booking();
    const b = await booking();
    const before = await rowOf(b.id);
    const err = expectFailure(await update(b.id, { start_date: a.start_date }), 409);
    expect(err.error).toContain(card.care_card_number);
    expect(await rowOf(b.id)).toEqual(before);
  });

  it('refuses a stale updatedAt (409) and accepts the current one', async () => {
    const job = await booking();
    expect((await update(job.id, { rate: 45_000 })).statusCode).toBe(200);
    const before = await rowOf(job.id);
    expectFailure(await update(job.id, { rate: 1000, updatedAt: job.updatedAt }), 409);
    expect(await rowOf(job.id)).toEqual(before);
    const fresh = await update(job.id, {
      rate: 1000,
      updatedAt: before.updatedAt.toISOString(),
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().data.amount).toBe(3000);
  });

  it('answers 404 for an unknown nurse job', async () => {
    expectFailure(await update(987654, { status: 'ongoing' }), 404);
    expectFailure(await c.del('/portal/jobcard/nurse/987654'), 404);
  });

  it('deletes softly: row kept, hidden from the lists, dates freed, audited', async () => {
    const job = await booking();
    const res = await c.del(`/portal/jobcard/nurse/${job.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });

    expect((await rowOf(job.id)).deletedAt).toBeInstanceOf(Date);
    const mine = (await c.read(`/portal/jobcard/nurse/${nurseId}?limit=100`)).json().data;
    expect(mine.rows.map((r: { id: number }) => r.id)).not.toContain(job.id);
    expect(mine.count).toBe(mine.rows.length);
    const onCard = (await c.read(`/portal/jobcard/${card.id}/nurses`)).json().data;
    expect(onCard.map((r: { id: number }) => r.id)).not.toContain(job.id);

    expectFailure(await update(job.id, { status: 'ongoing' }), 404);
    expectFailure(await c.del(`/portal/jobcard/nurse/${job.id}`), 404);
    const audits = await auditFor(c, 'nurse_job', job.id);
    expect(audits.map((a) => a.action)).toEqual(['create', 'delete']);

    const again = await c.send(`/portal/jobcard/nurse/${nurseId}`, {
      jobId: card.id,
      start_date: job.start_date,
      duration: 3,
      rate: 40000,
    });
    expect(again.statusCode, again.body).toBe(201);
  });
});
