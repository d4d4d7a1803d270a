import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_EVENTS, smsDate, ugandaDate } from '@app/contract';
import { jobCards } from '../src/db/schema/index.ts';
import { REMINDER_QUEUE, dayAfter } from '../src/modules/sms/sms-automatic.ts';
import { expectFailure } from './factories.ts';
import { createCard, createNurse, moveCard, type NurseCtx } from './nurse-factories.ts';
import { eventually, settled, smsRows, smsSetup, type SmsCtx } from './sms-factories.ts';

// Issue 24: the messages the work itself sends, filled from Admin's
// templates: booking confirmed and completed, a new assignment to the nurse,
// and the visit reminder the day before at 08:00.

let c: SmsCtx;
beforeAll(async () => {
  c = await smsSetup({ SERVICE_NAME: 'Mama Care' });
});
afterAll(() => c.app.close());

const ofEvent = async (event: string) =>
  (await smsRows(c)).filter((r) => r.event === event && r.kind === 'automatic');

async function booking(phone: string) {
  const res = await c.send('/booking', {
    firstName: 'Joy',
    lastName: 'Oki',
    primaryPhoneNumber: phone,
    service: 'Postnatal care',
    // a past day: a booking is completed only from its start date on (issue 36)
    serviceStartDate: '2026-11-03',
    totalCost: 150_000, // a booking without its price is a request (issue 37)
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; docId: string };
}
const move = (docId: string, value: string) =>
  c.put(`/booking/${docId}`, { field: 'status', value, docId });

describe('a booking from Pending to Completed', () => {
  it('tells the customer it is confirmed, then asks for a review when completed', async () => {
    const b = await booking('0772700001');
    expect((await move(b.docId, 'Accepted')).statusCode).toBe(200);
    const [confirmed] = await eventually(async () => {
      const rows = await ofEvent('booking_confirmed');
      return rows.length ? rows : undefined;
    });
    const sent = await settled(c, confirmed!.id);
    expect(sent).toMatchObject({ result: 'sent', phone: '+256772700001' });
    expect(sent.message).toBe(
      'Hello Joy, your Postnatal care booking with Mama Care is confirmed. It starts on Tue 3 Nov 2026.',
    );
    expect((await move(b.docId, 'onGoing')).statusCode).toBe(200);
    expect((await move(b.docId, 'Completed')).statusCode).toBe(200);
    const [done] = await eventually(async () => {
      const rows = await ofEvent('job_completed');
      return rows.length ? rows : undefined;
    });
    await settled(c, done!.id);
    expect(done!.message).toContain(b.docId);
    expect(done!.message).toContain('Mama Care');
    expect(c.sms.sent.filter((m) => m.to === '+256772700001')).toHaveLength(2);
  });

  it('sends nothing for a move whose message Admin turned off', async () => {
    const put = await c.app.inject({
      method: 'PUT',
      url: '/api/v1/sms/templates/booking_confirmed',
      headers: c.adminHeaders,
      payload: { event: 'booking_confirmed', text: 'Confirmed, {firstName}', enabled: false },
    });
    expect(put.statusCode, put.body).toBe(200);
    const before = (await ofEvent('booking_confirmed')).length;
    const b = await booking('0772700002');
    expect((await move(b.docId, 'Accepted')).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await ofEvent('booking_confirmed')).length).toBe(before);
  });
});

describe('a nurse job and its reminder', () => {
  it('tells the nurse of the assignment with the client, place and dates', async () => {
    const card = await createCard(c as unknown as NurseCtx, { firstname: 'Ruth' });
    const nurse = await createNurse(
      c as unknown as NurseCtx,
      { first_name: 'Grace', last_name: 'Akello' },
      { approved: true },
    );
    const res = await c.send(`/portal/jobcard/nurse/${nurse.id}`, {
      jobId: card.id,
      start_date: '2026-12-02',
      duration: 3,
      rate: 50000,
      idempotency_key: 'auto-assign-0001',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [assigned] = await eventually(async () => {
      const rows = await ofEvent('nurse_assigned');
      return rows.length ? rows : undefined;
    });
    expect(assigned).toMatchObject({ nurseId: nurse.id });
    expect(assigned!.message).toContain(card.care_card_number);
    expect(assigned!.message).toContain('Ntinda, Kampala');
    // 3 days from the 2nd: the last day of care is the 4th, not end_date (the 5th).
    expect(assigned!.message).toContain('from Wed 2 Dec 2026 to Fri 4 Dec 2026');
    // Issue 37: the code she checks in and out with, the job's own.
    const code = await c.app.services.visits.codeFor(res.json().data.id);
    expect(code).toMatch(/^\d{4}$/);
    expect(assigned!.message).toContain(
      `Visit code ${code}: text IN ${code} when you arrive, OUT ${code} when you leave.`,
    );
  });

  it('reminds the customer the day before, once however often the 08:00 run goes', async () => {
    const today = ugandaDate();
    const tomorrow = dayAfter(today);
    const card = await createCard(c as unknown as NurseCtx, { firstname: 'Olivia' });
    await c.db.update(jobCards).set({ startDate: tomorrow }).where(eq(jobCards.id, card.id));
    const automatic = c.app.services.sms.automatic;
    await automatic.remindTomorrow();
    await automatic.remindTomorrow();
    const rows = (await ofEvent('visit_tomorrow')).filter((r) => r.customerId === card.UserId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toContain(smsDate(tomorrow));
    expect((await settled(c, rows[0]!.id)).result).toBe('sent');
  });

  it('the reminders run every day at 08:00 Kampala time, on the durable queue', async () => {
    const { rows } = (await c.db.execute(
      sql`SELECT cron, timezone FROM pgboss.schedule WHERE name = ${REMINDER_QUEUE}`,
    )) as unknown as { rows: { cron: string; timezone: string }[] };
    expect(rows).toEqual([{ cron: '0 8 * * *', timezone: 'Africa/Kampala' }]);
  });

  it('tells the customer once when the job card is completed', async () => {
    const card = await createCard(c as unknown as NurseCtx, { firstname: 'Mary' });
    await moveCard(c as unknown as NurseCtx, card.id, 'ongoing');
    await moveCard(c as unknown as NurseCtx, card.id, 'completed');
    const rows = await eventually(async () => {
      const r = (await ofEvent('job_completed')).filter((x) => x.customerId === card.UserId);
      return r.length ? r : undefined;
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toContain(card.care_card_number);
  });
});

describe('the templates', () => {
  it('lists the four automatic messages with their placeholders', async () => {
    const res = await c.read('/sms/templates');
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { event: string; placeholders: unknown[] }[];
    expect(list.map((t) => t.event)).toEqual([...SMS_EVENTS]);
    expect(list.every((t) => t.placeholders.length > 0)).toBe(true);
  });

  it('refuses an unknown placeholder, and a change by anyone but an ADMIN', async () => {
    const bad = await c.app.inject({
      method: 'PUT',
      url: '/api/v1/sms/templates/nurse_assigned',
      headers: c.adminHeaders,
      payload: { event: 'nurse_assigned', text: 'Hi {nurseName}', enabled: true },
    });
    expect(expectFailure(bad, 400).details?.text).toBe('Unknown placeholder: {nurseName}');
    const staff = await c.put('/sms/templates/nurse_assigned', {
      event: 'nurse_assigned',
      text: 'Hi {nurseFirstName}',
      enabled: true,
    });
    expectFailure(staff, 403);
    const list = (await c.read('/sms/templates')).json().data as { event: string; text: string }[];
    expect(list.find((t) => t.event === 'nurse_assigned')!.text).toContain('{clientPhone}');
  });
});
