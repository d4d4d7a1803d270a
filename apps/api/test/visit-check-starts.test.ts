import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, ugandaDate } from '@app/contract';
import { auditLog, jobCards, nurseJobs } from '../src/db/schema/index.ts';
import {
  checksOf,
  incoming,
  today,
  visit,
  visitSetup,
  type VisitCtx,
} from './visit-checks-factories.ts';

// Issue 37: "starting the first nurse job starts the card", and a nurse who
// checks in has started: her pending job becomes ongoing and a pending card
// with it, in the check's transaction. A check never fails for it: a job
// that may not move is left as it is and the check recorded.

let c: VisitCtx;
beforeAll(async () => {
  c = await visitSetup();
});
afterAll(() => c.close());

const jobStatus = async (id: number) =>
  (await c.db.select({ s: nurseJobs.status }).from(nurseJobs).where(eq(nurseJobs.id, id)))[0]!.s;
const cardOf = async (careCardNumber: string) =>
  (await c.db.select().from(jobCards).where(eq(jobCards.careCardNumber, careCardNumber)))[0]!;
const startsAudited = (jobId: number) =>
  c.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'nurse_job'),
        eq(auditLog.entityId, String(jobId)),
        eq(auditLog.action, 'status'),
      ),
    );

describe('a check-in starts the visit', () => {
  it('moves a pending job and its pending card to ongoing, audited as a check-in', async () => {
    const v = await visit(c);
    expect(await jobStatus(v.jobId)).toBe('pending');
    expect((await cardOf(v.card)).status).toBe('pending');
    await incoming(c, v.phone, `IN ${v.code}`);
    expect(await jobStatus(v.jobId)).toBe('ongoing');
    expect((await cardOf(v.card)).status).toBe('ongoing');
    const [entry] = await startsAudited(v.jobId);
    expect(entry!.summary).toEqual({
      status: { from: 'pending', to: 'ongoing' },
      by: `check-in (sms ${v.phone})`,
    });
  });

  it('two check-ins at once (two servers, two messages) record one check and start the job once', async () => {
    const v = await visit(c);
    const answers = await Promise.all([
      incoming(c, v.phone, `IN ${v.code}`),
      incoming(c, v.phone, `IN ${v.code}`),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await checksOf(c, v.jobId)).filter((k) => k.kind === 'in')).toHaveLength(1);
    expect(await startsAudited(v.jobId)).toHaveLength(1);
    expect(await jobStatus(v.jobId)).toBe('ongoing');
    expect((await cardOf(v.card)).status).toBe('ongoing');
  });

  it('a check-out alone does not start a job (the doubt is for an ADMIN)', async () => {
    const v = await visit(c);
    await incoming(c, v.phone, `OUT ${v.code}`);
    expect(await checksOf(c, v.jobId)).toHaveLength(1);
    expect(await jobStatus(v.jobId)).toBe('pending');
  });

  it('a refused check-in (outside the days) moves nothing', async () => {
    const v = await visit(c, { start: addDays(today, 2) });
    await incoming(c, v.phone, `IN ${v.code}`);
    expect(await checksOf(c, v.jobId)).toHaveLength(0);
    expect(await jobStatus(v.jobId)).toBe('pending');
    expect((await cardOf(v.card)).status).toBe('pending');
  });

  it('a job already under way stays so, and the check is recorded', async () => {
    const v = await visit(c, { start: addDays(today, -1) });
    const res = await c.put(`/portal/jobcard/nurse/${v.jobId}`, { status: 'ongoing' });
    expect(res.statusCode, res.body).toBe(200);
    await incoming(c, v.phone, `IN ${v.code}`);
    expect(await checksOf(c, v.jobId)).toHaveLength(1);
    expect(await startsAudited(v.jobId)).toHaveLength(1);
    expect(await jobStatus(v.jobId)).toBe('ongoing');
  });

  it('a card whose own first day has not come stays pending; the check is recorded', async () => {
    const v = await visit(c);
    const card = await cardOf(v.card);
    await c.db
      .update(jobCards)
      .set({ startDate: addDays(ugandaDate(), 1) }) // Kampala's tomorrow now (the file's `today` may be yesterday's just after midnight)
      .where(eq(jobCards.id, card.id));
    await incoming(c, v.phone, `IN ${v.code}`);
    expect(await checksOf(c, v.jobId)).toHaveLength(1);
    expect(await jobStatus(v.jobId)).toBe('pending');
    expect((await cardOf(v.card)).status).toBe('pending');
  });
});
