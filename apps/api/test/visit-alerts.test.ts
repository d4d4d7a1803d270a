import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIT_ALERT_SMS, addDays } from '@app/contract';
import { nurseJobs } from '../src/db/schema/index.ts';
import { VISIT_ALERTS_CRON, VISIT_ALERTS_QUEUE } from '../src/modules/visits/visit-alerts.ts';
import { rowsOf } from './helpers.ts';
import { eventually } from './sms-factories.ts';
import {
  COORDINATOR,
  alertSms,
  alertsOf,
  at,
  boardAt,
  check,
  freshDay,
  setSettings,
  visit,
  visitSetup,
  type VisitCtx,
} from './visits-today-factories.ts';

// Issue 37: late and missed visits alert the coordinator, in the app (the
// board's row) and by SMS, once: a run every minute on the durable queue,
// here called with the clock a test gives it. Once holds when runs meet
// (two servers), and a checked-in, cancelled or deleted visit is no alert.

let c: VisitCtx;
beforeAll(async () => {
  // the minute's run on the queue, as a server has it (the other tests run it at a given time)
  c = await visitSetup({ VISIT_ALERTS: 'true' });
});
afterAll(() => c.close());

const run = (now: Date) => c.app.services.visitAlerts.run(now);

describe('alerts of late and missed visits', () => {
  it('run every minute on the durable queue', async () => {
    const rows = rowsOf<{ cron: string; timezone: string }>(
      await c.db.execute(
        sql`SELECT cron, timezone FROM pgboss.schedule WHERE name = ${VISIT_ALERTS_QUEUE}`,
      ),
    );
    expect(rows).toEqual([{ cron: VISIT_ALERTS_CRON, timezone: 'Africa/Kampala' }]);
    expect(VISIT_ALERTS_CRON).toBe('* * * * *');
  });

  it('alerts a late visit once, by SMS to the coordinator with who, for whom and her phone', async () => {
    await setSettings(c, { coordinatorPhone: COORDINATOR });
    const day = freshDay();
    const v = await visit(c, { start: day });
    expect(await run(at(day, '08:29'))).toEqual([]);
    expect(await run(at(day, '08:31'))).toEqual([
      { nurseJobId: v.jobId, day, kind: 'late', smsTo: COORDINATOR },
    ]);
    expect(await run(at(day, '08:32'))).toEqual([]);
    expect(await alertsOf(c, v)).toEqual([[day, 'late', COORDINATOR]]);
    const [sms, ...more] = await alertSms(c, v);
    expect(more).toEqual([]);
    const row = (await boardAt(c, day, at(day, '08:33'))).visits[0]!;
    expect(sms).toMatchObject({ phone: COORDINATOR, kind: 'automatic', segments: 1 });
    expect(sms!.message).toBe(
      VISIT_ALERT_SMS.late({
        nurse: row.nurse.name,
        nursePhone: v.phone,
        customer: row.customer.name,
        card: v.card,
        shift: 'Day',
        start: '08:00',
        end: '20:00',
      }),
    );
    expect(row.alerts.late).not.toBeNull();
    await eventually(async () => c.sms.sent.find((m) => m.message === sms!.message));
  });

  it('alerts once when two runs meet (two servers), late then missed', async () => {
    await setSettings(c, { coordinatorPhone: COORDINATOR });
    const day = freshDay();
    const v = await visit(c, { start: day, shift: 'Night' });
    const late = at(day, '20:45');
    const sent = (await Promise.all([run(late), run(late), run(late)])).flat();
    expect(sent.map((s) => s.kind)).toEqual(['late']);
    const missed = at(addDays(day, 1), '08:05');
    const again = (await Promise.all([run(missed), run(missed)])).flat();
    expect(again).toEqual([{ nurseJobId: v.jobId, day, kind: 'missed', smsTo: COORDINATOR }]);
    expect(await alertsOf(c, v)).toEqual([
      [day, 'late', COORDINATOR],
      [day, 'missed', COORDINATOR],
    ]);
    expect((await alertSms(c, v)).map((s) => s.message.split(':')[0])).toEqual(['Late', 'Missed']);
  });

  it('does not alert a checked-in visit, nor a cancelled or deleted job', async () => {
    await setSettings(c, { coordinatorPhone: COORDINATOR });
    const day = freshDay();
    const there = await visit(c, { start: day });
    const cancelled = await visit(c, { start: day });
    const deleted = await visit(c, { start: day });
    await check(c, there, day, 'in', at(day, '08:10'));
    await c.db
      .update(nurseJobs)
      .set({ status: 'cancelled' })
      .where(eq(nurseJobs.id, cancelled.jobId));
    await c.db
      .update(nurseJobs)
      .set({ deletedAt: new Date() })
      .where(eq(nurseJobs.id, deleted.jobId));
    expect(await run(at(day, '09:00'))).toEqual([]);
    expect(await run(at(day, '21:00'))).toEqual([]);
    for (const v of [there, cancelled, deleted]) {
      expect(await alertsOf(c, v)).toEqual([]);
      expect(await alertSms(c, v)).toEqual([]);
    }
  });

  it("sends a missed visit's alert only while it is news (12 hours after its end)", async () => {
    await setSettings(c, { coordinatorPhone: COORDINATOR });
    const day = freshDay();
    const v = await visit(c, { start: day });
    // the server was off all day: the next morning's run still says it was missed
    expect((await run(at(addDays(day, 1), '07:59'))).map((s) => s.kind)).toEqual(['missed']);
    const old = await visit(c, { start: addDays(day, 1) });
    expect(await run(at(addDays(day, 2), '08:01'))).toEqual([]);
    expect(await alertsOf(c, old)).toEqual([]);
    expect(await alertsOf(c, v)).toEqual([[day, 'missed', COORDINATOR]]);
  });

  it("without a coordinator, alerts the service's mobile, or in the app only", async () => {
    await setSettings(c, { coordinatorPhone: null });
    const details = (servicePhone: string) =>
      c.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/service-details',
        payload: { servicePhone },
        headers: c.adminHeaders,
      });
    expect((await details('0772 555 101')).statusCode).toBe(200);
    const day = freshDay();
    const v = await visit(c, { start: day });
    expect((await run(at(day, '08:40')))[0]?.smsTo).toBe('+256772555101');
    expect((await details('+256 414 000 111')).statusCode).toBe(200);
    const next = freshDay();
    const w = await visit(c, { start: next });
    expect(await run(at(next, '08:40'))).toEqual([
      { nurseJobId: w.jobId, day: next, kind: 'late', smsTo: null },
    ]);
    expect(await alertSms(c, w)).toEqual([]);
    expect((await boardAt(c, next, at(next, '08:41'))).visits[0]!.alerts.late).not.toBeNull();
    expect((await alertSms(c, v))[0]!.phone).toBe('+256772555101');
  });
});
