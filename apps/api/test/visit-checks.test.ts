import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_MESSAGES, VISIT_CHECK_REPLIES as SAY, addDays, formatDate } from '@app/contract';
import { nurses, smsReplyLimits, visitChecks, visitExceptions } from '../src/db/schema/index.ts';
import { expectFailure } from './factories.ts';
import { smsRows } from './sms-factories.ts';
import {
  checksOf,
  exceptionsFrom,
  incoming,
  repliesTo,
  today,
  visit,
  visitSetup,
  type VisitCtx,
} from './visit-checks-factories.ts';

// Issue 37, proof of the visit: a nurse checks in and out by SMS (`IN 4821`,
// `OUT 4821`) from her registered phone, through Africa's Talking's
// incoming-message callback (its key in the path as the delivery reports). Each check
// is recorded once; what is refused is kept as an exception and answered by
// SMS saying why, at most once an hour per number.

let c: VisitCtx;
beforeAll(async () => {
  c = await visitSetup();
});
afterAll(() => c.close());

const clock = /^\d{2}:\d{2}$/;
const stranger = (n: number) => `+25677${String(9_000_000 + n)}`;

describe('a nurse checking in and out by SMS', () => {
  it('records IN then OUT with channel, phone and time, and confirms each', async () => {
    const v = await visit(c, { start: addDays(today, -1) });
    const before = Date.now();
    expect((await incoming(c, v.phone, `IN ${v.code}`)).statusCode).toBe(200);
    expect((await incoming(c, v.phone, ` out ${v.code} `)).statusCode).toBe(200);
    const checks = await checksOf(c, v.jobId);
    expect(checks).toHaveLength(2);
    expect(checks.map((k) => [k.kind, k.channel, k.phone, k.day])).toEqual([
      ['in', 'sms', v.phone, today],
      ['out', 'sms', v.phone, today],
    ]);
    for (const k of checks) {
      expect(k.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(k.at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      expect(k.distanceM).toBeNull();
    }
    const replies = await repliesTo(c, v.phone);
    expect(replies).toHaveLength(2);
    expect(replies[0]).toMatch(
      new RegExp(`^Checked in at \\d{2}:\\d{2} for ${v.card}, Mary\\. Reply OUT ${v.code} when`),
    );
    expect(replies[1]).toMatch(new RegExp(`^Checked out at \\d{2}:\\d{2} for ${v.card}, Mary\\.`));
    expect(await exceptionsFrom(c, v.phone)).toHaveLength(0);
  });

  it('takes the keyword in any case, with or without a space ("in4821")', async () => {
    const v = await visit(c);
    await incoming(c, v.phone, `in${v.code}`);
    expect((await checksOf(c, v.jobId)).map((k) => k.kind)).toEqual(['in']);
  });

  it('records a check-out with no check-in, and keeps the doubt for an ADMIN', async () => {
    const v = await visit(c);
    await incoming(c, v.phone, `OUT ${v.code}`);
    const [check] = await checksOf(c, v.jobId);
    expect(check).toMatchObject({ kind: 'out', day: today });
    const [doubt] = await exceptionsFrom(c, v.phone);
    expect(doubt).toMatchObject({
      reason: 'no_check_in',
      checkId: check!.id,
      nurseJobId: v.jobId,
      nurseId: v.nurseId,
      decision: null,
    });
    expect((await repliesTo(c, v.phone))[0]).toContain('No check-in was recorded');
  });

  it("refuses a check-in after the day's check-out (no late check-in)", async () => {
    const v = await visit(c);
    await incoming(c, v.phone, `OUT ${v.code}`);
    await incoming(c, v.phone, `IN ${v.code}`);
    expect((await checksOf(c, v.jobId)).map((k) => k.kind)).toEqual(['out']);
    const reasons = (await exceptionsFrom(c, v.phone)).map((e) => e.reason);
    expect(reasons).toEqual(['no_check_in', 'checked_out']);
    expect((await repliesTo(c, v.phone))[1]).toMatch(/^You already checked out of visit/);
  });

  it('an ordinary reply is no check', async () => {
    const v = await visit(c);
    await incoming(c, v.phone, 'In the morning please');
    expect(await checksOf(c, v.jobId)).toHaveLength(0);
    expect(await exceptionsFrom(c, v.phone)).toHaveLength(0);
  });
});

describe('a check refused is kept as an exception and answered', () => {
  it("from a phone that is no nurse's", async () => {
    const v = await visit(c);
    const from = stranger(1);
    await incoming(c, from, `IN ${v.code}`);
    expect(await checksOf(c, v.jobId)).toHaveLength(0);
    const [e] = await exceptionsFrom(c, from);
    expect(e).toMatchObject({ reason: 'unknown_phone', channel: 'sms', text: `IN ${v.code}` });
    expect(e!.nurseId).toBeNull();
    expect(await repliesTo(c, from)).toEqual([SAY.unknownPhone()]);
  });

  it("for another nurse's visit", async () => {
    const mine = await visit(c);
    let hers = await visit(c);
    // the same digits by chance (1 in 9000): hers would be read as a code of mine
    while (hers.code === mine.code) hers = await visit(c);
    const code = hers.code;
    await incoming(c, mine.phone, `IN ${code}`);
    expect(await checksOf(c, hers.jobId)).toHaveLength(0);
    const [e] = await exceptionsFrom(c, mine.phone);
    expect(e).toMatchObject({ reason: 'other_nurse', nurseId: mine.nurseId, code });
    expect(await repliesTo(c, mine.phone)).toEqual([SAY.otherNurse(code)]);
  });

  it('with a code none of hers has, or none at all', async () => {
    const v = await visit(c);
    const wrong = v.code === '1000' ? '1001' : '1000';
    await incoming(c, v.phone, `IN ${wrong}`);
    await incoming(c, v.phone, 'IN');
    const reasons = (await exceptionsFrom(c, v.phone)).map((e) => [e.reason, e.code]);
    expect(reasons).toEqual([
      ['unknown_code', wrong],
      ['unknown_code', null],
    ]);
  });

  it("before the visit's first day and after its last day of care", async () => {
    const early = await visit(c, { start: addDays(today, 1), duration: 2 });
    const late = await visit(c, { start: addDays(today, -5), duration: 3 });
    await incoming(c, early.phone, `IN ${early.code}`);
    await incoming(c, late.phone, `OUT ${late.code}`);
    expect(await checksOf(c, early.jobId)).toHaveLength(0);
    expect(await checksOf(c, late.jobId)).toHaveLength(0);
    const [e1] = await exceptionsFrom(c, early.phone);
    const [e2] = await exceptionsFrom(c, late.phone);
    expect(e1).toMatchObject({ reason: 'outside_days', nurseJobId: early.jobId, day: today });
    expect(e2).toMatchObject({ reason: 'outside_days', nurseJobId: late.jobId, day: today });
    const shown = (d: string) => formatDate(`${d}T00:00:00+03:00`);
    expect((await repliesTo(c, early.phone))[0]).toContain(
      `from ${shown(addDays(today, 1))} to ${shown(addDays(today, 2))}`,
    );
    expect((await repliesTo(c, late.phone))[0]).toContain(
      `to ${shown(addDays(today, -3))}, not today`,
    );
  });

  it('twice: the same check again is recorded once', async () => {
    const v = await visit(c);
    await incoming(c, v.phone, `IN ${v.code}`);
    await incoming(c, v.phone, `IN ${v.code}`);
    expect(await checksOf(c, v.jobId)).toHaveLength(1);
    const [e] = await exceptionsFrom(c, v.phone);
    expect(e).toMatchObject({ reason: 'twice', nurseJobId: v.jobId, day: today, kind: 'in' });
    const replies = await repliesTo(c, v.phone);
    expect(replies).toHaveLength(2);
    expect(replies[1]).toMatch(/^You already checked in to visit \d{4} at \d{2}:\d{2}/);
  });

  it('answers a number once an hour at most: two refusals, two exceptions, one reply', async () => {
    const from = stranger(2);
    await incoming(c, from, 'IN 4821');
    await incoming(c, from, 'OUT 4821');
    expect(await exceptionsFrom(c, from)).toHaveLength(2);
    expect(await repliesTo(c, from)).toHaveLength(1);
    // an hour on, the number is answered again
    await c.db
      .update(smsReplyLimits)
      .set({ lastAt: sql`now() - interval '61 minutes'` })
      .where(eq(smsReplyLimits.phone, from));
    await incoming(c, from, 'IN 4821');
    expect(await repliesTo(c, from)).toHaveLength(2);
  });

  it('a number that is no mobile of ours is kept as sent, and gets no reply', async () => {
    const res = await incoming(c, '+447700900123', 'IN 4821');
    expect(res.statusCode).toBe(200);
    expect(await exceptionsFrom(c, '+447700900123', 'unknown_phone')).toHaveLength(1);
    expect(await repliesTo(c, '+447700900123')).toHaveLength(0);
  });
});

describe('the callback', () => {
  it('with a wrong key is refused (403) and changes nothing', async () => {
    const v = await visit(c);
    // the replies of every number (the automatic messages of events come on their own time)
    const replies = async () => (await smsRows(c)).filter((r) => r.event === null).length;
    const sms = await replies();
    const [exceptions] = await c.db.select({ n: count() }).from(visitExceptions);
    const res = await incoming(c, v.phone, `IN ${v.code}`, { key: 'wrong' });
    expect(expectFailure(res, 403).error).toBe(SMS_MESSAGES.callbackRefused);
    expect(await checksOf(c, v.jobId)).toHaveLength(0);
    expect((await c.db.select({ n: count() }).from(visitExceptions))[0]).toEqual(exceptions);
    expect(await replies()).toBe(sms);
  });

  it('still takes STOP; a nurse who said STOP is recorded but not answered', async () => {
    const v = await visit(c);
    await incoming(c, v.phone, 'STOP');
    const [row] = await c.db.select().from(nurses).where(eq(nurses.id, v.nurseId));
    expect(row!.smsOptOutSource).toBe('STOP reply');
    await incoming(c, v.phone, `IN ${v.code}`);
    expect(await checksOf(c, v.jobId)).toHaveLength(1);
    expect(await repliesTo(c, v.phone)).toHaveLength(0);
  });

  it('retried by the gateway (the same message id) records and answers once', async () => {
    const v = await visit(c);
    for (let i = 0; i < 3; i++) await incoming(c, v.phone, `IN ${v.code}`, { id: 'retry-1' });
    await incoming(c, v.phone, `IN 0000`, { id: 'retry-2' });
    await incoming(c, v.phone, `IN 0000`, { id: 'retry-2' });
    expect(await checksOf(c, v.jobId)).toHaveLength(1);
    expect((await exceptionsFrom(c, v.phone)).map((e) => e.reason)).toEqual(['unknown_code']);
    expect(await repliesTo(c, v.phone)).toHaveLength(2);
  });

  it('20 identical INs at once record one check, and one refusal reply', async () => {
    const v = await visit(c);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => incoming(c, v.phone, `IN ${v.code}`, { id: null })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const [n] = await c.db
      .select({ n: count() })
      .from(visitChecks)
      .where(eq(visitChecks.nurseJobId, v.jobId));
    expect(n!.n).toBe(1);
    expect(await exceptionsFrom(c, v.phone, 'twice')).toHaveLength(19);
    const replies = await repliesTo(c, v.phone);
    expect(replies.filter((m) => m.startsWith('Checked in at'))).toHaveLength(1);
    expect(replies.filter((m) => m.startsWith('You already'))).toHaveLength(1);
    expect(replies.find((m) => m.startsWith('Checked in at'))!.slice(14, 19)).toMatch(clock);
  });
});
