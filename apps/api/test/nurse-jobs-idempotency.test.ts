import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nurseJobs } from '../src/db/schema/index.ts';
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

// Idempotent nurse job creation (API.md "Writes", SPEC 8 'Nurse job already
// created') and the one-booking-per-date guarantee under parallel requests.

let c: NurseCtx;
beforeAll(async () => {
  c = await nurseSetup();
});
afterAll(() => c.close());

describe('nurse jobs: idempotency and races', () => {
  let card: CardData;
  beforeAll(async () => {
    card = await createCard(c);
  });

  const url = (nurseId: number) => `/portal/jobcard/nurse/${nurseId}`;
  const body = (key: string, extra: Record<string, unknown> = {}) => ({
    jobId: card.id,
    start_date: '2026-09-01',
    duration: 4,
    rate: '60,000',
    idempotency_key: key,
    ...extra,
  });
  const total = () => countRows(c, nurseJobs);
  const withKey = (key: string) => countRows(c, nurseJobs, eq(nurseJobs.idempotencyKey, key));

  it('answers a replay with 200, the same job and "Nurse job already created"', async () => {
    const n = await createNurse(c, {}, { approved: true });
    const key = 'dialog-replay-000001';
    const first = await c.send(url(n.id), body(key));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.amount).toBe(240000);
    const rows = await total();

    for (let i = 0; i < 2; i++) {
      const again = await c.send(url(n.id), body(key));
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().message).toBe('Nurse job already created');
      expect(again.json().data).toEqual(first.json().data);
    }
    expect(await total()).toBe(rows);
    expect(await withKey(key)).toBe(1);
    expect(await auditFor(c, 'nurse_job', first.json().data.id)).toHaveLength(1);
  });

  it('answers 422 to the same key with another payload, and creates nothing', async () => {
    const n = await createNurse(c, {}, { approved: true });
    const key = 'dialog-mismatch-0001';
    const first = await c.send(url(n.id), body(key));
    expect(first.statusCode, first.body).toBe(201);
    const rows = await total();

    for (const change of [{ duration: 5 }, { rate: 70000 }, { start_date: '2026-10-01' }]) {
      expectFailure(await c.send(url(n.id), body(key, change)), 422);
    }
    expect(await total()).toBe(rows);
    expect(await withKey(key)).toBe(1);
  });

  it("does not answer one nurse with another nurse's job for a reused key", async () => {
    const a = await createNurse(c, {}, { approved: true });
    const b = await createNurse(c, {}, { approved: true });
    const key = 'dialog-two-nurses-01';
    const first = await c.send(url(a.id), body(key));
    expect(first.statusCode, first.body).toBe(201);

    const other = await c.send(url(b.id), body(key));
    // Booking nurse B is another request than booking nurse A: never A's job as B's answer.
    expect(other.json().data?.nurseId, other.body).not.toBe(a.id);
    expectFailure(other, 422);
    expect(await countRows(c, nurseJobs, eq(nurseJobs.nurseId, b.id))).toBe(0);
  });

  it('lets a refused attempt be retried with the same key', async () => {
    const n = await createNurse(c);
    const key = 'dialog-retry-000001';
    expectFailure(await c.send(url(n.id), body(key)), 409);
    await c.put(`/careteam/${n.id}/approve`, { verified: true });
    const retry = await c.send(url(n.id), body(key));
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await withKey(key)).toBe(1);
  });

  it('creates exactly one job for two parallel requests with one key', async () => {
    const n = await createNurse(c, {}, { approved: true });
    const key = 'dialog-parallel-0001';
    const rows = await total();
    const answers = await Promise.all([c.send(url(n.id), body(key)), c.send(url(n.id), body(key))]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect([
      [201, 409],
      [200, 201],
    ]).toContainEqual(codes);
    const created = answers.find((r) => r.statusCode === 201)!;
    const otherAnswer = answers.find((r) => r !== created)!;
    if (otherAnswer.statusCode === 200)
      expect(otherAnswer.json().data.id).toBe(created.json().data.id);
    else expectFailure(otherAnswer, 409);
    expect(await total()).toBe(rows + 1);
    expect(await withKey(key)).toBe(1);
  });

  it('books one of two parallel overlapping requests (different keys), refusing the other', async () => {
    const n = await createNurse(c, {}, { approved: true });
    const second = await createCard(c);
    const answers = await Promise.all([
      c.send(url(n.id), body('dialog-race-a-00001', { start_date: '2026-11-01', duration: 5 })),
      c.send(
        url(n.id),
        body('dialog-race-b-00001', { jobId: second.id, start_date: '2026-11-03', duration: 5 }),
      ),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expectFailure(
      answers.find((r) => r.statusCode === 409)!,
      409,
    );
    expect(await countRows(c, nurseJobs, eq(nurseJobs.nurseId, n.id))).toBe(1);
  });

  it('books both of two parallel requests for different nurses', async () => {
    const a = await createNurse(c, {}, { approved: true });
    const b = await createNurse(c, {}, { approved: true });
    const answers = await Promise.all([
      c.send(url(a.id), body('dialog-pair-a-00001')),
      c.send(url(b.id), body('dialog-pair-b-00001')),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
  });

  it('refuses an idempotency key under 8 characters (400)', async () => {
    const n = await createNurse(c, {}, { approved: true });
    expectFailure(await c.send(url(n.id), body('short')), 400);
    expect(await countRows(c, nurseJobs, eq(nurseJobs.nurseId, n.id))).toBe(0);
  });
});
