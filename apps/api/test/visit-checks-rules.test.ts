import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, distanceMetres, parseVisitCheck, visitDayOf } from '@app/contract';
import { jobCards, nurseJobs, visitCodes } from '../src/db/schema/index.ts';
import {
  checksOf,
  exceptionsFrom,
  repliesTo,
  today,
  visit,
  visitSetup,
  type VisitCtx,
} from './visit-checks-factories.ts';

// Issue 37, proof of the visit: the rules behind an SMS check (the keyword,
// the day of care a check belongs to, a night's check-out the next morning),
// the visit codes, and a check handed in by another channel.

describe('the keyword', () => {
  it('is IN or OUT and four digits, any case, spaces tolerated', () => {
    expect(parseVisitCheck('IN 4821')).toEqual({ kind: 'in', code: '4821' });
    expect(parseVisitCheck('in4821')).toEqual({ kind: 'in', code: '4821' });
    expect(parseVisitCheck(' Out 4821 ')).toEqual({ kind: 'out', code: '4821' });
    expect(parseVisitCheck('OUT  4821.')).toEqual({ kind: 'out', code: '4821' });
    expect(parseVisitCheck('IN')).toEqual({ kind: 'in', code: null });
    expect(parseVisitCheck('in 48')).toEqual({ kind: 'in', code: null });
  });

  it('is not an ordinary reply', () => {
    for (const text of ['In the morning please', 'inside', 'STOP', '4821', 'OUTSIDE 4821', ''])
      expect(parseVisitCheck(text), text).toBeNull();
  });
});

describe('the day of care a check belongs to', () => {
  const at = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`);
  const d = '2026-03-10';
  const prev = '2026-03-09';

  it('is the calendar day for a day shift, whatever the hour', () => {
    for (const time of ['06:30', '08:00', '23:50'])
      expect(visitDayOf({ shift: 'Day', kind: 'out', at: at(d, time), previousOpen: true })).toBe(
        d,
      );
  });

  it('is the night before for a night shift before noon, in or out', () => {
    expect(
      visitDayOf({ shift: 'Night', kind: 'out', at: at(d, '07:05'), previousOpen: false }),
    ).toBe(prev);
    expect(
      visitDayOf({ shift: 'Night', kind: 'in', at: at(d, '00:40'), previousOpen: false }),
    ).toBe(prev);
    expect(
      visitDayOf({ shift: 'Night', kind: 'in', at: at(d, '18:55'), previousOpen: false }),
    ).toBe(d);
  });

  it('for day and night, is the day before only for a check-out closing its open check-in', () => {
    const shift = 'Day and night' as const;
    expect(visitDayOf({ shift, kind: 'out', at: at(d, '07:10'), previousOpen: true })).toBe(prev);
    expect(visitDayOf({ shift, kind: 'out', at: at(d, '11:00'), previousOpen: false })).toBe(d);
    expect(visitDayOf({ shift, kind: 'in', at: at(d, '07:00'), previousOpen: true })).toBe(d);
    expect(visitDayOf({ shift, kind: 'out', at: at(d, '13:00'), previousOpen: true })).toBe(d);
  });

  it('distance is in metres', () => {
    // Kampala's Ntinda to Kireka is about 5.3 km as the crow flies
    const m = distanceMetres(
      { latitude: 0.3526, longitude: 32.6121 },
      { latitude: 0.3466, longitude: 32.6587 },
    );
    expect(m).toBeGreaterThan(5000);
    expect(m).toBeLessThan(5500);
  });
});

let c: VisitCtx;
beforeAll(async () => {
  c = await visitSetup();
});
afterAll(() => c.close());

const kampala = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`);

describe('a night shift', () => {
  it("checks out the next morning, the last night's too (its day is the night's)", async () => {
    const first = addDays(today, -2);
    const v = await visit(c, { start: first, duration: 2, shift: 'Night' });
    const last = addDays(first, 1);
    const sms = (kind: 'in' | 'out', at: Date) =>
      c.app.services.visits.record({ kind, channel: 'sms', phone: v.phone, code: v.code, at });
    expect((await sms('in', kampala(first, '19:02'))).result).toBe('recorded');
    expect((await sms('out', kampala(last, '07:04'))).result).toBe('recorded');
    expect((await sms('in', kampala(last, '18:58'))).result).toBe('recorded');
    // the morning after the last night: end_date itself, outside the days, yet the night's
    expect((await sms('out', kampala(today, '07:01'))).result).toBe('recorded');
    const checks = await checksOf(c, v.jobId);
    expect(checks.map((k) => [k.kind, k.day])).toEqual([
      ['in', first],
      ['out', first],
      ['in', last],
      ['out', last],
    ]);
    expect(await exceptionsFrom(c, v.phone)).toHaveLength(0);
    // an evening after the last night is no day of care
    const after = await sms('in', kampala(today, '19:00'));
    expect(after).toMatchObject({ result: 'refused', reason: 'outside_days' });
  });
});

describe('visit codes', () => {
  it('are four digits, kept, and different for each job of a nurse', async () => {
    const v = await visit(c, { duration: 1 });
    expect(v.code).toMatch(/^[1-9]\d{3}$/);
    expect(await c.app.services.visits.codeFor(v.jobId)).toBe(v.code);
    // the same nurse's next jobs
    const [job] = await c.db.select().from(nurseJobs).where(eq(nurseJobs.id, v.jobId));
    const codes = new Set([v.code]);
    for (let i = 1; i <= 5; i++) {
      const [more] = await c.db
        .insert(nurseJobs)
        .values({
          ...job!,
          id: undefined,
          idempotencyKey: null,
          startDate: addDays(today, 10 * i),
        } as never)
        .returning();
      codes.add(await c.app.services.visits.codeFor(more!.id));
    }
    expect(codes.size).toBe(6);
    const stored = await c.db.select().from(visitCodes).where(eq(visitCodes.nurseId, v.nurseId));
    expect(stored).toHaveLength(6);
  });

  it('given at once from many requests, one code stands', async () => {
    const v = await visit(c, { duration: 1 });
    await c.db.delete(visitCodes).where(eq(visitCodes.nurseJobId, v.jobId));
    const codes = await Promise.all(
      Array.from({ length: 10 }, () => c.app.services.visits.codeFor(v.jobId)),
    );
    expect(new Set(codes).size).toBe(1);
  });

  it('of no job is refused', async () => {
    await expect(c.app.services.visits.codeFor(999_999)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('another channel', () => {
  it('by job, from staff, keeps where the nurse was and how far from the address, no SMS', async () => {
    const v = await visit(c);
    const [job] = await c.db.select().from(nurseJobs).where(eq(nurseJobs.id, v.jobId));
    await c.db
      .update(jobCards)
      .set({ latitude: 0.3526, longitude: 32.6121 })
      .where(eq(jobCards.id, job!.jobId));
    const outcome = await c.app.services.visits.record({
      kind: 'in',
      channel: 'staff',
      nurseJobId: v.jobId,
      latitude: 0.3535,
      longitude: 32.6121,
      createdBy: c.staffId,
    });
    expect(outcome).toMatchObject({ result: 'recorded', replied: false });
    const [check] = await checksOf(c, v.jobId);
    expect(check).toMatchObject({ channel: 'staff', phone: null, createdBy: c.staffId });
    expect(check!.distanceM).toBeGreaterThan(90);
    expect(check!.distanceM).toBeLessThan(110);
    expect(await repliesTo(c, v.phone)).toHaveLength(0);
  });
});
