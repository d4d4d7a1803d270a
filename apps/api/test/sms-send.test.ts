import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_MESSAGES, smsCostUgx, smsLength } from '@app/contract';
import { auditLog, customers, notifications } from '../src/db/schema/index.ts';
import { createCustomer, expectFailure, whileAuditRefused } from './factories.ts';
import { createNurse, type NurseCtx } from './nurse-factories.ts';
import { ugandaWeek } from '../src/modules/sms/sms.service.ts';
import { dayAfter } from '../src/modules/sms/sms-automatic.ts';
import { settled, smsRows, smsSetup, type SmsCtx } from './sms-factories.ts';

// Issue 24: the composer's preview and the sends to one person or a group,
// recorded before the gateway is called and sent by the queue.

let c: SmsCtx;
beforeAll(async () => {
  c = await smsSetup();
});
afterAll(() => c.app.close());

const key = () => ({ 'idempotency-key': randomUUID() });
const sendSms = (body: unknown, extra = key()) => c.send('/sms/messages', body, extra);

describe('one customer', () => {
  it('previews the parts and the cost, then queues one SMS that the queue sends', async () => {
    const customer = await createCustomer(c, { firstname: 'Sarah', lastname: 'Namata' });
    const message = 'Your nurse arrives at 9. '.repeat(8); // 200 GSM-7 characters: 2 parts
    const preview = await c.send('/sms/preview', {
      message,
      audience: { kind: 'customer', id: customer.id },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json().data;
    expect(p).toMatchObject({
      recipients: 1,
      skipped: [],
      encoding: 'GSM-7',
      segments: smsLength(message.trim()).segments,
      name: 'Sarah Namata',
    });
    expect(p.segments).toBe(2);
    expect(p.costUgx).toBe(smsCostUgx(2, 1, c.config.SMS_PRICE_UGX));

    const res = await sendSms({ message, audience: { kind: 'customer', id: customer.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ queued: 1, skipped: [] });
    const [row] = (await smsRows(c)).filter((r) => r.batchId === res.json().data.batchId);
    const done = await settled(c, row!.id);
    expect(done).toMatchObject({
      result: 'sent',
      channel: 'sms',
      kind: 'direct',
      customerId: customer.id,
      phone: customer.phonenumber,
      attempts: 1,
      sentBy: c.staffId,
    });
    expect(done.gatewayMessageId).toMatch(/^ATXid_test_/);
    expect(c.sms.sent.filter((m) => m.to === customer.phonenumber)).toEqual([
      { to: customer.phonenumber, message: message.trim() },
    ]);
  });

  it('sends once for one Idempotency-Key, however often the request comes', async () => {
    const customer = await createCustomer(c);
    const body = { message: 'Once only', audience: { kind: 'customer', id: customer.id } };
    const headers = key();
    const [a, b] = await Promise.all([sendSms(body, headers), sendSms(body, headers)]);
    const again = await sendSms(body, headers);
    for (const r of [a, b, again]) expect([200, 409]).toContain(r.statusCode);
    const rows = await c.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, customer.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a customer who asked for no SMS, saying why, and records nothing', async () => {
    const customer = await createCustomer(c);
    await c.db
      .update(customers)
      .set({ smsOptOutAt: new Date(), smsOptOutSource: 'staff' })
      .where(eq(customers.id, customer.id));
    const before = (await smsRows(c)).length;
    const res = await sendSms({ message: 'Hi', audience: { kind: 'customer', id: customer.id } });
    expect(expectFailure(res, 400).error).toBe(SMS_MESSAGES.optedOut);
    expect((await smsRows(c)).length).toBe(before);
  });

  it('refuses an empty message and an unknown customer', async () => {
    const empty = await sendSms({ message: '  ', audience: { kind: 'customer', id: 1 } });
    expect(expectFailure(empty, 400).details?.message).toBe(SMS_MESSAGES.tooShort);
    const unknown = await sendSms({ message: 'Hi', audience: { kind: 'customer', id: 999999 } });
    expectFailure(unknown, 404);
  });

  it('refuses a message over six parts', async () => {
    const res = await sendSms({
      message: 'x'.repeat(153 * 6 + 1),
      audience: { kind: 'customer', id: 1 },
    });
    expect(expectFailure(res, 400).details?.message).toBe(SMS_MESSAGES.tooLong);
  });
});

describe('a group', () => {
  it('counts who gets it and who is left out, then queues each number once', async () => {
    // The type comes from the first order; set it here for the group.
    const a = await createCustomer(c);
    const b = await createCustomer(c);
    const off = await createCustomer(c);
    await c.db
      .update(customers)
      .set({ userType: 'expecting' })
      .where(inArray(customers.id, [a.id, b.id, off.id]));
    await c.db
      .update(customers)
      .set({ smsOptOutAt: new Date(), smsOptOutSource: 'STOP reply' })
      .where(eq(customers.id, off.id));
    const others = await c.db.select().from(customers).where(eq(customers.userType, 'expecting'));
    const audience = { kind: 'customers', userType: 'expecting' };
    const preview = (await c.send('/sms/preview', { message: 'Clinic day', audience })).json().data;
    const reachable = others.filter((o) => !o.smsOptOutAt).length;
    expect(preview.recipients).toBe(reachable);
    expect(preview.skipped).toEqual([{ reason: 'opted_out', count: others.length - reachable }]);
    expect(preview.costUgx).toBe(smsCostUgx(1, reachable, c.config.SMS_PRICE_UGX));

    const res = await sendSms({ message: 'Clinic day', audience });
    expect(res.statusCode, res.body).toBe(200);
    const { batchId, queued } = res.json().data;
    expect(queued).toBe(reachable);
    const rows = (await smsRows(c)).filter((r) => r.batchId === batchId);
    expect(rows.map((r) => r.customerId)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(rows.some((r) => r.customerId === off.id)).toBe(false);
    expect(rows.every((r) => r.kind === 'group')).toBe(true);
    for (const r of rows) expect((await settled(c, r.id)).result).toBe('sent');
    const [entry] = await c.db.select().from(auditLog).where(eq(auditLog.entityId, batchId));
    expect(entry).toMatchObject({ action: 'send', entity: 'sms', actorId: c.staffId });
  });

  it('answers that no one can get it when the group is empty, and records nothing', async () => {
    // No nurse exists in this file, so no approved one either.
    const before = (await smsRows(c)).length;
    const res = await sendSms({ message: 'Hi', audience: { kind: 'nurses_approved' } });
    expect(expectFailure(res, 400).error).toBe(SMS_MESSAGES.nobody);
    expect((await smsRows(c)).length).toBe(before);
  });
});

describe('the other groups', () => {
  it("takes this week as Monday to Sunday in Kampala's time", () => {
    // Thursday 22:30 UTC is already Friday 01:30 in Kampala; a Sunday stays in its week.
    expect(ugandaWeek(new Date('2026-11-26T22:30:00Z'))).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(ugandaWeek(new Date('2026-11-29T20:00:00Z'))).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(ugandaWeek(new Date('2026-11-29T21:30:00Z')).from).toBe('2026-11-30');
  });

  it('customers with a booking this week: those whose booking starts Monday to Sunday', async () => {
    const week = ugandaWeek();
    const inWeek = await createCustomer(c);
    const nextWeek = await createCustomer(c);
    const book = async (phone: string, day: string) => {
      const res = await c.send('/booking', {
        firstName: 'Joy',
        lastName: 'Oki',
        primaryPhoneNumber: phone,
        service: 'Care',
        serviceStartDate: day,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await book(inWeek.phonenumber as string, week.to);
    await book(nextWeek.phonenumber as string, dayAfter(week.to));
    const res = await sendSms({
      message: 'See you this week',
      audience: { kind: 'customers_booked_this_week' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (await smsRows(c)).filter((r) => r.batchId === res.json().data.batchId);
    expect(rows.map((r) => r.customerId)).toContain(inWeek.id);
    expect(rows.map((r) => r.customerId)).not.toContain(nextWeek.id);
  });

  it('nurses approved: verified and active ones only', async () => {
    const n = c as unknown as NurseCtx;
    const approved = await createNurse(n, { first_name: 'Grace' }, { approved: true });
    const pending = await createNurse(n, { first_name: 'Ruth' });
    const preview = await c.send('/sms/preview', {
      message: 'Staff meeting Friday',
      audience: { kind: 'nurses_approved' },
    });
    expect(preview.json().data.recipients).toBe(1);
    const res = await sendSms({
      message: 'Staff meeting Friday',
      audience: { kind: 'nurses_approved' },
    });
    const rows = (await smsRows(c)).filter((r) => r.batchId === res.json().data.batchId);
    expect(rows.map((r) => r.nurseId)).toEqual([approved.id]);
    expect(rows.map((r) => r.nurseId)).not.toContain(pending.id);
  });
});

describe('a big group interrupted half-way', () => {
  it('queues the rest on a retry with the same key, and none twice', async () => {
    const made: { id: number }[] = [];
    for (let i = 0; i < 150; i++) made.push(await createCustomer(c));
    await c.db
      .update(customers)
      .set({ userType: 'other' })
      .where(
        inArray(
          customers.id,
          made.map((m) => m.id),
        ),
      );
    const body = { message: 'Holiday hours', audience: { kind: 'customers', userType: 'other' } };
    const headers = key();
    // The audit entry is written with the last chunk: refused, that chunk fails.
    const first = await whileAuditRefused(c, () => sendSms(body, headers));
    expect(first.statusCode).toBe(500);
    const batch = async () =>
      (await smsRows(c)).filter((r) => made.some((m) => m.id === r.customerId));
    expect((await batch()).length).toBe(100);
    // The claim of an interrupted request is released after the failure: the same key again.
    const retry = await sendSms(body, headers);
    expect(retry.statusCode, retry.body).toBe(200);
    const rows = await batch();
    expect(rows).toHaveLength(150);
    expect(new Set(rows.map((r) => r.phone)).size).toBe(150);
    expect(new Set(rows.map((r) => r.batchId))).toEqual(new Set([retry.json().data.batchId]));
  });
});

describe('the history', () => {
  it('shows SMS newest first with their status, and the push history keeps push only', async () => {
    const res = await c.read('/sms/messages?channel=sms&limit=5');
    expect(res.statusCode, res.body).toBe(200);
    const { rows, count } = res.json().data;
    expect(count).toBe((await smsRows(c)).length);
    expect(rows[0].channel).toBe('sms');
    expect(rows[0].sentByName).toBe('Front Desk');
    const push = await c.read('/sendcomms/sendNotificationToTopic');
    expect(push.json().data.count).toBe(0);
  });
});
