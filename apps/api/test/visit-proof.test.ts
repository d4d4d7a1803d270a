import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  API_BASE,
  VISIT_PROOF_MESSAGES as SAY,
  addDays,
  formatDate,
  ugandaMidnight,
} from '@app/contract';
import { auditLog, nurseJobs, visitProofSettings } from '../src/db/schema/index.ts';
import { pdfText } from './pdf-text.ts';
import { today, visit, visitSetup, type Visit, type VisitCtx } from './visit-checks-factories.ts';

// Issue 37: "Payroll pays verified days by default; a day without a
// check-in/out is an exception that an ADMIN approves or rejects with a
// reason before it can go into a batch. The pay statement lists each day
// with its proof."

let c: VisitCtx;
beforeAll(async () => {
  c = await visitSetup();
  // proof required from ten days ago (the upgrade sets it to its own day)
  await c.db.update(visitProofSettings).set({ proofFrom: addDays(today, -10) });
});
afterAll(() => c.close());

const as = (
  headers: Record<string, string>,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  body?: unknown,
) => c.app.inject({ method, url: `${API_BASE}${url}`, headers, payload: body as never });
const ok = <T = unknown>(
  res: { statusCode: number; body: string; json: () => unknown },
  status = 200,
) => {
  expect(res.statusCode, res.body).toBe(status);
  return (res.json() as { data: T }).data;
};

/** At 09:00 / 17:00 Kampala on `day`. */
const at = (day: string, hour: number) =>
  new Date(Date.parse(ugandaMidnight(day)) + hour * 3600_000);

/** A 3-day visit that began two days ago, checked in and out on `checkedDays`, then completed. */
async function completedVisit(checkedDays: string[]): Promise<Visit & { days: string[] }> {
  const start = addDays(today, -2);
  const v = await visit(c, { start, duration: 3 });
  for (const day of checkedDays)
    for (const [kind, hour] of [
      ['in', 9],
      ['out', 17],
    ] as const) {
      const r = await c.app.services.visits.record({
        kind,
        channel: 'sms',
        phone: v.phone,
        code: v.code,
        at: at(day, hour),
      });
      expect(r.result).toBe('recorded');
    }
  // a check-in started it; a job no one checked in to is started by hand
  if (!checkedDays.length)
    expect(
      (await c.put(`/portal/jobcard/nurse/${v.jobId}`, { status: 'ongoing' })).statusCode,
    ).toBe(200);
  const done = await c.put(`/portal/jobcard/nurse/${v.jobId}`, { status: 'completed' });
  expect(done.statusCode, done.body).toBe(200);
  return { ...v, days: [start, addDays(start, 1), today] };
}

const draft = (ids: number[]) => as(c.headers, 'POST', '/payroll/batches', { nurseJobIds: ids });
const decide = (jobId: number, day: string, body: unknown, headers = c.adminHeaders) =>
  as(headers, 'PUT', `/visits/days/${jobId}/${day}`, body);
type UnpaidBody = { nurses: { jobs: { id: number; proof: Record<string, number> }[] }[] };
const unpaidJob = async (id: number) =>
  ok<UnpaidBody>(await as(c.headers, 'GET', '/payroll/unpaid'))
    .nurses.flatMap((n) => n.jobs)
    .find((j) => j.id === id);

describe('the days of care and their proof', () => {
  it('a day checked in and out is verified; a day without is open and keeps the job out of a batch', async () => {
    const v = await completedVisit([addDays(today, -2), addDays(today, -1)]);
    const days = ok<{ day: string; proof: string }[]>(
      await as(c.headers, 'GET', `/visits/jobs/${v.jobId}/days`),
    );
    expect(days.map((d) => [d.day, d.proof])).toEqual([
      [v.days[0], 'checked'],
      [v.days[1], 'checked'],
      [v.days[2], 'open'],
    ]);
    expect((await unpaidJob(v.jobId))!.proof).toMatchObject({
      checked: 2,
      open: 1,
      payDays: 2,
      payAmount: 80_000,
    });
    const refused = await draft([v.jobId]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(SAY.openDays([{ id: v.jobId, days: [today] }]));
    const open = ok<{ nurseJobId: number; day: string }[]>(
      await as(c.headers, 'GET', '/visits/days'),
    );
    expect(open.filter((d) => d.nurseJobId === v.jobId).map((d) => d.day)).toEqual([today]);
  });

  it('an approved day is paid, a rejected one is not: the batch pays the days with proof', async () => {
    const v = await completedVisit([addDays(today, -2)]);
    ok(
      await decide(v.jobId, v.days[1]!, {
        decision: 'approved',
        reason: 'Phone broken; client confirmed',
      }),
    );
    ok(
      await decide(v.jobId, v.days[2]!, {
        decision: 'rejected',
        reason: 'Client says no nurse came',
      }),
    );
    const batch = ok<{
      lines: { nurseJobId: number; days: number; amount: number }[];
      total: number;
    }>(await draft([v.jobId]), 201);
    expect(batch.lines).toEqual([
      expect.objectContaining({ nurseJobId: v.jobId, days: 2, amount: 80_000 }),
    ]);
    expect(batch.total).toBe(80_000);
    const decided = ok<{ nurseJobId: number; day: string; decision: { reason: string } }[]>(
      await as(c.headers, 'GET', '/visits/days?state=decided'),
    );
    // in a batch, the job is no longer unpaid-and-free: its days leave the list of decisions to make
    expect(decided.filter((d) => d.nurseJobId === v.jobId)).toHaveLength(2);
    // a job in a batch keeps its days
    const late = await decide(v.jobId, v.days[2]!, {
      decision: 'approved',
      reason: 'Changed my mind',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatch(/^This job is in payout batch PB-/);
  });

  it('only an ADMIN decides, with a reason; a checked day or a day outside the job has nothing to decide', async () => {
    const v = await completedVisit([addDays(today, -2)]);
    expect(
      (await decide(v.jobId, today, { decision: 'approved', reason: 'ok fine' }, c.headers))
        .statusCode,
    ).toBe(403);
    const noReason = await decide(v.jobId, today, { decision: 'approved', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const short = await decide(v.jobId, today, { decision: 'approved', reason: 'ok' });
    expect(short.statusCode).toBe(400);
    const checked = await decide(v.jobId, v.days[0]!, {
      decision: 'rejected',
      reason: 'no reason at all',
    });
    expect([checked.statusCode, checked.json().error]).toEqual([409, SAY.checked]);
    const outside = await decide(v.jobId, addDays(today, 1), {
      decision: 'approved',
      reason: 'extra day',
    });
    expect([outside.statusCode, outside.json().error]).toEqual([
      409,
      SAY.notADay(addDays(today, 1)),
    ]);
    // nothing was decided by the refusals
    const days = ok<{ proof: string }[]>(
      await as(c.headers, 'GET', `/visits/jobs/${v.jobId}/days`),
    );
    expect(days.map((d) => d.proof)).toEqual(['checked', 'open', 'open']);
    // the decision is audited with who and why
    ok(await decide(v.jobId, today, { decision: 'approved', reason: 'Client confirmed' }));
    const [entry] = await c.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'visit_day'), eq(auditLog.entityId, `${v.jobId}:${today}`)));
    expect(entry!.summary).toEqual({
      before: { proof: 'open' },
      after: { proof: 'approved', reason: 'Client confirmed' },
    });
  });

  it('a job not completed has no days to decide for pay', async () => {
    const v = await visit(c, { start: addDays(today, -1), duration: 3 });
    const res = await decide(v.jobId, today, { decision: 'approved', reason: 'Client confirmed' });
    expect([res.statusCode, res.json().error]).toEqual([409, SAY.notCompleted]);
  });

  it('every day rejected: nothing to pay, and the batch says so', async () => {
    const v = await completedVisit([]);
    for (const day of v.days)
      ok(await decide(v.jobId, day, { decision: 'rejected', reason: 'Did not come' }));
    const res = await draft([v.jobId]);
    expect([res.statusCode, res.json().error]).toEqual([409, SAY.nothingToPay([v.jobId])]);
  });

  it('days before proof was required are paid as before', async () => {
    await c.db.update(visitProofSettings).set({ proofFrom: today });
    try {
      const v = await completedVisit([]);
      const days = ok<{ proof: string }[]>(
        await as(c.headers, 'GET', `/visits/jobs/${v.jobId}/days`),
      );
      expect(days.map((d) => d.proof)).toEqual(['not_required', 'not_required', 'open']);
    } finally {
      await c.db.update(visitProofSettings).set({ proofFrom: addDays(today, -10) });
    }
  });

  it('a decision and a batch at once never cross: the batch pays what was decided when it locked the job', async () => {
    const v = await completedVisit([addDays(today, -2), addDays(today, -1)]);
    ok(await decide(v.jobId, today, { decision: 'approved', reason: 'Client confirmed' }));
    const [b, d] = await Promise.all([
      draft([v.jobId]),
      decide(v.jobId, today, { decision: 'rejected', reason: 'Second thoughts' }),
    ]);
    const [job] = await c.db.select().from(nurseJobs).where(eq(nurseJobs.id, v.jobId));
    expect(job!.status).toBe('completed');
    if (d.statusCode === 200) {
      // the decision came first: the batch pays 2 days, or refuses nothing else
      expect(ok<{ total: number }>(b, 201).total).toBe(80_000);
    } else {
      expect(d.statusCode).toBe(409);
      expect(ok<{ total: number }>(b, 201).total).toBe(120_000);
    }
  });

  it('the pay statement lists each day of care with its proof', async () => {
    const v = await completedVisit([addDays(today, -2)]);
    ok(await decide(v.jobId, v.days[1]!, { decision: 'approved', reason: 'Client confirmed' }));
    const from = addDays(today, -3);
    const res = await as(
      c.headers,
      'GET',
      `/payroll/nurses/${v.nurseId}/statement?from=${from}&to=${today}`,
    );
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'statement-'));
    const file = path.join(dir, 'statement.pdf');
    writeFileSync(file, res.rawPayload);
    const text = pdfText(file, { layout: true });
    rmSync(dir, { recursive: true, force: true });
    const dd = (d: string) => formatDate(ugandaMidnight(d));
    // one line a day: the day, its proof, whether it is paid
    const line = (day: string) =>
      text
        .split('\n')
        .map((l) => l.trim())
        .find((l) => l.startsWith(dd(day)) && /paid$/.test(l));
    expect(line(v.days[0]!)).toMatch(/^\S+\s+in 09:00 \(sms\), out 17:00 \(sms\)\s+paid$/);
    expect(line(v.days[1]!)).toMatch(/^\S+\s+approved by Boss: Client confirmed\s+paid$/);
    expect(line(v.days[2]!)).toMatch(/^\S+\s+No proof: needs a decision\s+not paid$/);
  });
});
