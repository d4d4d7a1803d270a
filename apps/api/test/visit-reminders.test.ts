import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  SMS_EVENT_LABELS,
  addDays,
  howToCheck,
  type JobCardTimeline,
} from '@app/contract';
import { nurseJobs } from '../src/db/schema/index.ts';
import { eventually } from './sms-factories.ts';
import {
  alertsOf,
  at,
  boardAt,
  check,
  freshDay,
  smsKeyed,
  visit,
  visitSetup,
  type Visit,
  type VisitCtx,
} from './visits-today-factories.ts';

// Issue 37: the nurse gets a reminder SMS an hour before each day's shift,
// with where to go and how to check in and out: the one-tap signed link and
// the SMS keywords. Once a visit-day, whichever server runs the minute; none
// once she has checked in, for a cancelled job, or when Admin turned it off.

const ORIGIN = 'https://care.example.ug';

let c: VisitCtx;
beforeAll(async () => {
  c = await visitSetup({ PUBLIC_URL: ORIGIN });
});
afterAll(() => c.close());

const run = (now: Date) => c.app.services.visitReminders.run(now);
const reminderSms = (v: Visit) => smsKeyed(c, `visit_reminder:nurse_job:${v.jobId}:`);

describe("the nurse's visit reminder", () => {
  it('goes an hour before the day shift, once, with the link and the code, and the board says so', async () => {
    const day = freshDay();
    const v = await visit(c, { start: day });
    expect(await run(at(day, '06:59'))).toEqual([]);
    const reminded = { nurseJobId: v.jobId, day, smsTo: v.phone };
    expect(await run(at(day, '07:00'))).toEqual([reminded]);
    expect(await run(at(day, '07:01'))).toEqual([]);
    expect(await alertsOf(c, v)).toEqual([[day, 'reminder', v.phone]]);

    const sms = await eventually(async () => (await reminderSms(v))[0]);
    const row = (await boardAt(c, day, at(day, '07:02'))).visits[0]!;
    const link = c.app.services.visitLinks.url(v.jobId);
    expect(link.startsWith(`${ORIGIN}/`)).toBe(true);
    expect(sms).toMatchObject({
      phone: v.phone,
      kind: 'automatic',
      event: 'visit_reminder',
      dedupeKey: `visit_reminder:nurse_job:${v.jobId}:${day}`,
    });
    expect(
      sms.message.startsWith(`Hello Mary, visit today from 08:00: ${row.customer.name}, `),
    ).toBe(true);
    expect(sms.message.endsWith(howToCheck(v.code, link))).toBe(true);
    expect(sms.message).toContain(`IN ${v.code} / OUT ${v.code}`);
    expect(row.remindedAt).not.toBeNull();
    await eventually(async () => c.sms.sent.find((m) => m.message === sms.message));
    expect(await reminderSms(v)).toHaveLength(1);

    // the job card's timeline lists it
    const [job] = await c.db.select().from(nurseJobs).where(eq(nurseJobs.id, v.jobId));
    const timeline = (await c.read(`/portal/jobcard/${job!.jobId}/timeline`)).json()
      .data as JobCardTimeline;
    expect(timeline.map((i) => i.summary).join('\n')).toContain('visit reminder to the nurse');
  });

  it('is sent once when two runs meet (two servers), on each day of care', async () => {
    const day = freshDay();
    const v = await visit(c, { start: day, duration: 2, shift: 'Night' });
    expect(await run(at(day, '18:59'))).toEqual([]);
    const both = await Promise.all([run(at(day, '19:05')), run(at(day, '19:05'))]);
    expect(both.flat()).toEqual([{ nurseJobId: v.jobId, day, smsTo: v.phone }]);
    const next = addDays(day, 1);
    expect(await run(at(next, '19:00'))).toEqual([
      { nurseJobId: v.jobId, day: next, smsTo: v.phone },
    ]);
    await eventually(async () => ((await reminderSms(v)).length === 2 ? true : undefined));
    const keys = (await reminderSms(v)).map((m) => m.dedupeKey).sort();
    expect(keys).toEqual([
      `visit_reminder:nurse_job:${v.jobId}:${day}`,
      `visit_reminder:nurse_job:${v.jobId}:${next}`,
    ]);
  });

  it('is not sent once she has checked in, after the shift, for a cancelled job, or when turned off', async () => {
    const day = freshDay();
    const inAlready = await visit(c, { start: day });
    await check(c, inAlready, day, 'in', at(day, '06:50'));
    const cancelled = await visit(c, { start: day });
    const off = await c.put(`/portal/jobcard/nurse/${cancelled.jobId}`, { status: 'cancelled' });
    expect(off.statusCode, off.body).toBe(200);
    const after = await visit(c, { start: day });
    // the shift is over (20:00): the code is of no use now
    expect(await run(at(day, '20:01'))).toEqual([]);
    expect(await run(at(day, '07:30'))).toEqual([
      { nurseJobId: after.jobId, day, smsTo: after.phone },
    ]);

    const later = freshDay();
    const quiet = await visit(c, { start: later });
    const template = (await c.read('/sms/templates'))
      .json()
      .data.find((t: { event: string }) => t.event === 'visit_reminder');
    const save = (enabled: boolean) =>
      c.app.inject({
        method: 'PUT',
        url: `${API_BASE}/sms/templates/visit_reminder`,
        payload: { event: 'visit_reminder', text: template.text, enabled },
        headers: c.adminHeaders,
      });
    expect((await save(false)).statusCode).toBe(200);
    expect(await run(at(later, '07:10'))).toEqual([]);
    expect(await alertsOf(c, quiet)).toEqual([]);
    expect((await save(true)).statusCode).toBe(200);
    expect(await run(at(later, '07:11'))).toEqual([
      { nurseJobId: quiet.jobId, day: later, smsTo: quiet.phone },
    ]);
  });

  it('is listed in Admin > SMS with its placeholders, on by default', async () => {
    const res = await c.read('/sms/templates');
    const t = res.json().data.find((x: { event: string }) => x.event === 'visit_reminder');
    expect(t).toMatchObject({ enabled: true });
    expect(t.text).toContain('{howToCheck}');
    expect(t.placeholders.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['visitCode', 'visitLink', 'howToCheck', 'startTime']),
    );
    expect(SMS_EVENT_LABELS.visit_reminder).toBe(
      "Visit reminder, 60 minutes before each day's shift (to the nurse)",
    );
  });
});
