import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  SHIPPED_CARE_MESSAGES,
  addDays,
  renderCareMessage,
  ugandaMidnight,
  type CareMessage,
} from '@app/contract';
import { customers, notifications, pregnancies } from '../src/db/schema/index.ts';
import { expectingMother, motherAfter } from './care-factories.ts';
import { createPregnancy, lmpAt, outcomeBody, outcomeUrl, today } from './pregnancy-factories.ts';
import { smsSetup, type SmsCtx } from './sms-factories.ts';

// Issue 42 (ADR 057): the day's stage messages and tomorrow's reminders,
// queued by the hourly run from the hour Admin set: at most N a week to a
// mother, days apart, never to one who said STOP or objected, never after
// a loss, in her language or else English; a second run (or server) sends
// nothing twice.

let c: SmsCtx;
beforeAll(async () => {
  c = await smsSetup();
});
afterAll(() => c.app.close());

/** Today in Kampala at `hour`:30. */
const at = (hour: number) =>
  new Date(new Date(ugandaMidnight(today())).getTime() + (hour * 60 + 30) * 60_000);
const run = (hour = 10) => c.app.services.careMessagesSender.run(at(hour));
const admin = (method: 'PUT', url: string, payload: unknown) =>
  c.app.inject({
    method,
    url: `${API_BASE}${url}`,
    payload: payload as never,
    headers: c.adminHeaders,
  });

const careSms = (customerId: number) =>
  c.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.customerId, customerId),
        inArray(notifications.event, ['care_stage', 'care_reminder']),
      ),
    )
    .orderBy(notifications.id);
/** The shipped English message of a week, filled in for her as the run fills it. */
async function inEnglish(
  category: string,
  week: number,
  customerId: number,
  edd?: string,
  babyName?: string,
) {
  const [her] = await c.db.select().from(customers).where(eq(customers.id, customerId));
  const { serviceName, servicePhone } = await c.app.services.settings.effective();
  const text = SHIPPED_CARE_MESSAGES.find((m) => m.category === category && m.week === week)!.text;
  return renderCareMessage(text, 'en', {
    firstName: her!.firstname,
    weeks: week,
    serviceName,
    servicePhone: servicePhone ?? '',
    ...(edd ? { edd } : {}),
    ...(babyName ? { babyName } : {}),
  });
}
/** Her messages moved `days` back, as if sent then. */
const sentDaysAgo = (customerId: number, days: number) =>
  c.db
    .update(notifications)
    .set({ sentAt: sql`${notifications.sentAt} - ${days} * interval '1 day'` })
    .where(eq(notifications.customerId, customerId));
/** Her pregnancy a week further along. */
const aWeekOn = (pregnancyId: number) =>
  c.db
    .update(pregnancies)
    .set({ lmp: sql`${pregnancies.lmp} - 7`, edd: sql`${pregnancies.edd} - 7` })
    .where(eq(pregnancies.id, pregnancyId));

describe('the hour and the switch', () => {
  it('sends nothing before the hour set or after 19:59; from the hour, her week’s message', async () => {
    const m = await expectingMother(c, 20, 2);
    expect(await run(8)).toMatchObject({ skipped: 'hour', stage: 0 });
    expect(await run(20)).toMatchObject({ skipped: 'hour' });
    expect(await careSms(m.id)).toEqual([]);

    expect((await run(10)).skipped).toBeNull();
    const [sms] = await careSms(m.id);
    expect(sms).toMatchObject({ event: 'care_stage', kind: 'automatic', channel: 'sms' });
    const [row] = await c.db.select().from(customers).where(eq(customers.id, m.id));
    expect(sms!.message).toBe(await inEnglish('Pregnancy', 20, m.id, m.pregnancy.edd));
    expect(sms!.phone).toBe(row!.phonenumber);

    // a second run, and two servers at once: nothing twice
    await Promise.all([run(11), run(11)]);
    expect(await careSms(m.id)).toHaveLength(1);
  });

  it('sends nothing when Admin switched the messages off', async () => {
    const m = await expectingMother(c, 22);
    await admin('PUT', '/care-messages/settings', { enabled: false, per_week: 2, hour: 10 });
    expect(await run(12)).toMatchObject({ skipped: 'off' });
    await admin('PUT', '/care-messages/settings', { enabled: true, per_week: 2, hour: 10 });
    expect(await careSms(m.id)).toEqual([]);
  });
});

describe('the limits', () => {
  it('at most the number a week Admin set, days apart', async () => {
    const m = await expectingMother(c, 30, 1);
    await run();
    expect(await careSms(m.id)).toHaveLength(1);
    // a week on, but her last one was yesterday: 2 a week leave 3 days between
    await aWeekOn(m.pregnancy.id);
    await sentDaysAgo(m.id, 1);
    await run();
    expect(await careSms(m.id)).toHaveLength(1);
    await sentDaysAgo(m.id, 2);
    await run();
    expect(await careSms(m.id)).toHaveLength(2);
    // two in the last 7 days: the third waits, even 3 days later, until Admin allows 3
    await aWeekOn(m.pregnancy.id);
    await sentDaysAgo(m.id, 3);
    await run();
    expect(await careSms(m.id)).toHaveLength(2);
    await admin('PUT', '/care-messages/settings', { enabled: true, per_week: 3, hour: 10 });
    await run();
    await admin('PUT', '/care-messages/settings', { enabled: true, per_week: 2, hour: 10 });
    const sent = await careSms(m.id);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.dedupeKey)).size).toBe(3);
  });
});

describe('who gets none', () => {
  it('one who said STOP, one whose number someone stopped, one who objected, one after a loss', async () => {
    const stop = await expectingMother(c, 25);
    await c.db.update(customers).set({ smsOptOutAt: new Date() }).where(eq(customers.id, stop.id));
    const shared = await expectingMother(c, 25);
    const [holder] = await c.db.select().from(customers).where(eq(customers.id, shared.id));
    const other = await expectingMother(c, 10);
    await c.db
      .update(customers)
      .set({ phonenumber: holder!.phonenumber, smsOptOutAt: new Date() })
      .where(eq(customers.id, other.id));
    const objected = await expectingMother(c, 25);
    const res = await c.put(`/privacy/customer/${objected.id}/objection`, { objected: true });
    expect(res.statusCode, res.body).toBe(200);
    // a baby of 28 weeks, then a pregnancy lost 10 days ago: no baby message either
    const lost = await motherAfter(c, 196, 1);
    const next = await createPregnancy(c, lost.id, { lmp: lmpAt(12) });
    const loss = outcomeBody({ kind: 'loss', date: addDays(today(), -10), babies: [] });
    expect((await c.send(outcomeUrl(next.id), loss)).statusCode).toBe(201);
    const fine = await expectingMother(c, 25);
    const mother = await motherAfter(c, 196, 1);

    await run();
    expect(await careSms(stop.id)).toEqual([]);
    expect(await careSms(shared.id)).toEqual([]);
    expect(await careSms(objected.id)).toEqual([]);
    expect(await careSms(lost.id)).toEqual([]);
    expect(await careSms(fine.id)).toHaveLength(1);
    const [babyMessage] = await careSms(mother.id);
    expect(babyMessage!.message).toBe(await inEnglish('Baby', 28, mother.id, undefined, 'Baby 1'));
  });
});

describe('her language', () => {
  it('goes in her language when written, else in English', async () => {
    const first = await expectingMother(c, 33);
    await c.db.update(customers).set({ preferredLanguage: 'lg' }).where(eq(customers.id, first.id));
    await run();
    expect((await careSms(first.id))[0]!.message).toBe(
      await inEnglish('Pregnancy', 33, first.id, first.pregnancy.edd),
    );

    const [message] = (
      (await c.read('/care-messages?category=Pregnancy')).json().data as CareMessage[]
    ).filter((m) => m.week === 34);
    const saved = await c.put(`/care-message/${message!.id}/text/lg`, {
      text: 'Nnyabo {firstName}, wiiki {weeks}: genda mu ddwaliro.',
      updated_at: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const second = await expectingMother(c, 34);
    await c.db
      .update(customers)
      .set({ preferredLanguage: 'lg' })
      .where(eq(customers.id, second.id));
    const [row] = await c.db.select().from(customers).where(eq(customers.id, second.id));
    await run();
    expect((await careSms(second.id))[0]!.message).toBe(
      `Nnyabo ${row!.firstname}, wiiki 34: genda mu ddwaliro.`,
    );
  });
});

describe('reminders the day before', () => {
  it('name tomorrow’s contact, once a day, to a mother who objected to messages too', async () => {
    // 20 weeks tomorrow: her contact at 20 weeks falls on tomorrow
    const m = await expectingMother(c, 19, 6);
    await c.put(`/privacy/customer/${m.id}/objection`, { objected: true });
    expect((await run()).reminders).toBeGreaterThanOrEqual(1);
    // later the same day: already sent, so none is counted or recorded again
    expect((await run(15)).reminders).toBe(0);
    const reminders = (await careSms(m.id)).filter((s) => s.event === 'care_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.dedupeKey).toBe(`care-reminder:${m.id}:${addDays(today(), 1)}`);
    expect(reminders[0]!.message).toMatch(/20 weeks/);
    // she objected: no stage message, the reminder still went
    expect((await careSms(m.id)).filter((s) => s.event === 'care_stage')).toEqual([]);
  });
});
