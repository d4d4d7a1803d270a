import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, SHIFT_TIME_HINT, addDays, formatName } from '@app/contract';
import {
  nurseJobs,
  visitCodes,
  visitProofSettings,
  visitSettings,
} from '../src/db/schema/index.ts';
import { auditFor, expectFailure } from './factories.ts';
import { incoming, today } from './visit-checks-factories.ts';
import {
  COORDINATOR,
  at,
  boardAt,
  check,
  freshDay,
  setSettings,
  settingsPut,
  stateOf,
  visit,
  visitSetup,
  type VisitCtx,
} from './visits-today-factories.ts';

// Issue 37, Today's visits on Home: every visit expected on a day with its
// state (not yet due, checked in, late: no check-in 30 minutes after the
// shift's start, missed: none by its end, checked out) and who to call;
// shift starts set by an ADMIN (Day 08:00, Night 20:00 Kampala time unless
// changed). The alerts of late and missed visits: visit-alerts.test.ts.

let c: VisitCtx;
beforeAll(async () => {
  c = await visitSetup();
});
afterAll(() => c.close());

describe("the board of a day's visits", () => {
  it('gives each shift its state at the clock: late 30 minutes after the start, missed at its end', async () => {
    const day = freshDay();
    const dayV = await visit(c, { start: day, shift: 'Day' });
    const night = await visit(c, { start: day, shift: 'Night' });
    const whole = await visit(c, { start: day, shift: 'Day and night' });
    const states = async (clock: Date) => {
      const b = await boardAt(c, day, clock);
      return [stateOf(b, dayV), stateOf(b, night), stateOf(b, whole)];
    };
    expect(await states(at(day, '08:29'))).toEqual(['not_due', 'not_due', 'not_due']);
    expect(await states(at(day, '08:30'))).toEqual(['late', 'not_due', 'late']);
    expect(await states(at(day, '20:30'))).toEqual(['missed', 'late', 'late']);
    expect(await states(at(addDays(day, 1), '08:00'))).toEqual(['missed', 'missed', 'missed']);
  });

  it('lists only live jobs with a day of care that day (the end date is the day after the last)', async () => {
    const day = freshDay();
    const on = await visit(c, { start: addDays(day, -2), duration: 3 });
    const ended = await visit(c, { start: addDays(day, -3), duration: 3 });
    const later = await visit(c, { start: addDays(day, 1) });
    const cancelled = await visit(c, { start: day });
    const deleted = await visit(c, { start: day });
    await c.db
      .update(nurseJobs)
      .set({ status: 'cancelled' })
      .where(eq(nurseJobs.id, cancelled.jobId));
    await c.db
      .update(nurseJobs)
      .set({ deletedAt: new Date() })
      .where(eq(nurseJobs.id, deleted.jobId));
    const board = await boardAt(c, day, at(day, '09:00'));
    expect(board.visits.map((v) => v.nurseJobId)).toEqual([on.jobId]);
    for (const v of [ended, later, cancelled, deleted]) expect(stateOf(board, v)).toBeUndefined();
    expect(board.counts).toEqual({ not_due: 0, checked_in: 0, late: 1, missed: 0, checked_out: 0 });
  });

  it('shows the checks of the day with time, channel and distance; late and missed first', async () => {
    const day = freshDay();
    const early = await visit(c, { start: day, shift: 'Night' });
    const inV = await visit(c, { start: day });
    const outV = await visit(c, { start: day });
    const lateV = await visit(c, { start: day });
    await check(c, inV, day, 'in', at(day, '07:55'), 'link');
    await check(c, outV, day, 'in', at(day, '08:05'));
    await check(c, outV, day, 'out', at(day, '08:50'), 'sms');
    const board = await boardAt(c, day, at(day, '09:00'));
    expect(board.visits.map((v) => [v.nurseJobId, v.state])).toEqual([
      [lateV.jobId, 'late'],
      [early.jobId, 'not_due'],
      [inV.jobId, 'checked_in'],
      [outV.jobId, 'checked_out'],
    ]);
    const row = board.visits.find((v) => v.nurseJobId === inV.jobId)!;
    expect(row).toMatchObject({
      careCardNumber: inV.card,
      shift: 'Day',
      day,
      expectedStart: at(day, '08:00').toISOString(),
      lateAt: at(day, '08:30').toISOString(),
      expectedEnd: at(day, '20:00').toISOString(),
      code: inV.code,
      nurse: { id: inV.nurseId, phone: inV.phone },
      checkIn: { at: at(day, '07:55').toISOString(), channel: 'link', distanceM: 42 },
      checkOut: null,
      alerts: { late: null, missed: null },
    });
    expect(row.customer.name).toBe(formatName('Amina', 'Nakato'));
    expect(row.customer.phone).toMatch(/^\+2567\d{8}$/);
    expect(board.visits.find((v) => v.nurseJobId === outV.jobId)!.checkOut).toEqual({
      at: at(day, '08:50').toISOString(),
      channel: 'sms',
      distanceM: null,
    });
  });

  it('answers any signed-in staff at GET /visits/today, today by default; refuses a bad date', async () => {
    const day = freshDay();
    const v = await visit(c, { start: day });
    const res = await c.read(`/visits/today?date=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ day, dayShiftStart: '08:00', nightShiftStart: '20:00' });
    expect(data.visits.map((r: { nurseJobId: number }) => r.nurseJobId)).toEqual([v.jobId]);
    expect((await c.read('/visits/today')).json().data.day).toBe(today);
    expectFailure(await c.get(`/visits/today?date=${day}`), 401);
    expect(
      expectFailure(await c.read('/visits/today?date=2026-02-30'), 400).details,
    ).toHaveProperty('date');
  });

  it("shows each visit's code, giving it if no one had asked for it yet (no assignment SMS)", async () => {
    const day = freshDay();
    const v = await visit(c, { start: day });
    await c.db.delete(visitCodes).where(eq(visitCodes.nurseJobId, v.jobId));
    const [row] = (await c.read(`/visits/today?date=${day}`)).json().data.visits;
    expect(row.code).toMatch(/^\d{4}$/);
    // given once and kept: the nurse's SMS will name the same code
    expect(await c.app.services.visits.codeFor(v.jobId)).toBe(row.code);
  });

  it('shows a check-in by SMS as checked in on the next read', async () => {
    const v = await visit(c, { start: today });
    expect((await incoming(c, v.phone, `IN ${v.code}`)).statusCode).toBe(200);
    const board = (await c.read('/visits/today')).json().data;
    const row = board.visits.find((r: { nurseJobId: number }) => r.nurseJobId === v.jobId);
    expect(row).toMatchObject({ state: 'checked_in', checkIn: { channel: 'sms' } });
  });
});

describe('the shift starts and the coordinator (ADMIN)', () => {
  it('are the defaults until set; any staff reads them, only an ADMIN changes them', async () => {
    // proof is required from the day the upgrade ran (its migration's own day)
    const [proof] = await c.db.select().from(visitProofSettings);
    expect(proof!.proofFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await c.read('/visits/settings')).json().data).toEqual({
      dayShiftStart: '08:00',
      nightShiftStart: '20:00',
      coordinatorPhone: null,
      proofFrom: proof!.proofFrom,
      updatedAt: null,
    });
    const body = { dayShiftStart: '07:00', nightShiftStart: '19:00', coordinatorPhone: null };
    expect(expectFailure(await settingsPut(c, body, c.headers), 403).error).toBe(MSG.forbidden);
    expect((await c.read('/visits/settings')).json().data.dayShiftStart).toBe('08:00');
  });

  it('refuses a time that is no time of day with a clear 400, and keeps what was set', async () => {
    const body = { dayShiftStart: '25:00', nightShiftStart: '20:00', coordinatorPhone: '0772' };
    const failure = expectFailure(await settingsPut(c, body), 400);
    expect(failure.details).toMatchObject({ dayShiftStart: SHIFT_TIME_HINT });
    expect(failure.details).toHaveProperty('coordinatorPhone');
    expect((await c.read('/visits/settings')).json().data.updatedAt).toBeNull();
  });

  it('saves and audits a change, refuses a stale one (409), and the board follows', async () => {
    const saved = await setSettings(c, {
      dayShiftStart: '07:15',
      coordinatorPhone: '0772 999 001',
    });
    expect(saved).toMatchObject({ dayShiftStart: '07:15', coordinatorPhone: COORDINATOR });
    const [entry] = await auditFor(c, 'visit_settings', 1);
    expect(entry!.summary).toEqual({
      before: { dayShiftStart: '08:00', coordinatorPhone: null },
      after: { dayShiftStart: '07:15', coordinatorPhone: COORDINATOR },
    });
    const stale = { ...saved, dayShiftStart: '06:00', updatedAt: '2020-01-01T00:00:00.000Z' };
    expect(expectFailure(await settingsPut(c, stale), 409).error).toBe(MSG.staleRecord);
    const day = freshDay();
    const v = await visit(c, { start: day });
    expect(stateOf(await boardAt(c, day, at(day, '07:45')), v)).toBe('late');
    await setSettings(c, { coordinatorPhone: null, updatedAt: saved.updatedAt! });
    expect(stateOf(await boardAt(c, day, at(day, '07:45')), v)).toBe('not_due');
  });

  it('sets the day payroll needs proof from: kept when left out, none when emptied, audited; a day that does not exist is refused', async () => {
    const was = (await c.read('/visits/settings')).json().data.proofFrom as string;
    const from = addDays(today, 7);
    const saved = await setSettings(c, { proofFrom: from });
    expect(saved.proofFrom).toBe(from);
    const entry = (await auditFor(c, 'visit_settings', 1)).at(-1);
    expect(entry!.summary).toMatchObject({
      before: { proofFrom: was },
      after: { proofFrom: from },
    });
    const [row] = await c.db.select().from(visitProofSettings);
    expect(row!.proofFrom).toBe(from);
    // a client that does not send it leaves it as it was
    expect((await setSettings(c, {})).proofFrom).toBe(from);
    const bad = expectFailure(
      await settingsPut(c, {
        dayShiftStart: '08:00',
        nightShiftStart: '20:00',
        proofFrom: '2030-02-31',
      }),
      400,
    );
    expect(bad.details).toHaveProperty('proofFrom');
    expect((await c.read('/visits/settings')).json().data.proofFrom).toBe(from);
    expect((await setSettings(c, { proofFrom: null })).proofFrom).toBeNull();
    expect((await setSettings(c, { proofFrom: was })).proofFrom).toBe(was);
  });

  it("takes GET's answer back as the update: null is read before any save, 409 once saved since", async () => {
    await c.db.delete(visitSettings); // as before an ADMIN's first save
    const read = (await c.read('/visits/settings')).json().data;
    expect(read.updatedAt).toBeNull();
    const first = await settingsPut(c, { ...read, dayShiftStart: '07:30' });
    expect(first.statusCode, first.body).toBe(200);
    // a colleague's form read before that save: refused, not saved over it
    const late = { ...read, dayShiftStart: '06:30' };
    expect(expectFailure(await settingsPut(c, late), 409).error).toBe(MSG.staleRecord);
    expect((await c.read('/visits/settings')).json().data.dayShiftStart).toBe('07:30');
    await setSettings(c, { dayShiftStart: '08:00' });
  });
});
