import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, SMS_REPLY_MESSAGES, isBirthReply, type SmsReply } from '@app/contract';
import { auditLog, customers, smsReplies } from '../src/db/schema/index.ts';
import { expectingMother, motherAfter } from './care-factories.ts';
import { createCustomer, expectFailure } from './factories.ts';
import { outcomeBody, outcomeUrl } from './pregnancy-factories.ts';
import { smsSetup, type SmsCtx } from './sms-factories.ts';

// Issue 42: every SMS sent to us is kept with what it did. BABY (or the
// word in her language) from a customer with an ongoing pregnancy reports
// the birth, open until staff record it; any other reply waits in her
// profile for staff to answer; a retried callback is one reply.

let c: SmsCtx;
let key: string;
let serial = 0;
beforeAll(async () => {
  c = await smsSetup();
  const settings = await c.get('/sms/settings', c.adminHeaders);
  key = new URL(settings.json().data.incomingCallbackUrl).pathname.split('/').at(-1)!;
});
afterAll(() => c.app.close());

/** An SMS from `from`, as Africa's Talking posts it (its own id each time unless given). */
const incoming = (from: string, text: string, id = `ATXid_reply_${++serial}`) =>
  c.app.inject({
    method: 'POST',
    url: `${API_BASE}/sms/incoming/${encodeURIComponent(key)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ from, text, id, to: '20880' }).toString(),
  });

const replies = async (query: string) => {
  const res = await c.read(`/sms/replies?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { rows: SmsReply[]; count: number };
};
const herReplies = async (customerId: number) => (await replies(`customerId=${customerId}`)).rows;
const phoneOf = async (id: number) =>
  (await c.db.select().from(customers).where(eq(customers.id, id)))[0]!.phonenumber;
/** The number as a mother types it: 0772…, not +256772…. */
const local = (e164: string) => `0${e164.slice(4)}`;

describe('a birth reported by SMS', () => {
  it('BABY from an expecting mother opens a task, listed until the birth is recorded', async () => {
    const m = await expectingMother(c, 39);
    const phone = await phoneOf(m.id);
    expect((await incoming(local(phone), 'Baby born this morning!')).statusCode).toBe(200);

    const [reply] = await herReplies(m.id);
    expect(reply).toMatchObject({
      phone,
      text: 'Baby born this morning!',
      outcome: 'birth_reported',
      customerId: m.id,
      pregnancyId: m.pregnancy.id,
      open: true,
      answeredAt: null,
    });
    const open = await replies('outcome=birth_reported&open=true&limit=100');
    expect(open.rows.map((r) => r.id)).toContain(reply!.id);

    // recording the birth closes it: nothing more to do
    const res = await c.send(outcomeUrl(m.pregnancy.id), outcomeBody());
    expect(res.statusCode, res.body).toBe(201);
    expect((await herReplies(m.id))[0]).toMatchObject({ id: reply!.id, open: false });
    const after = await replies('outcome=birth_reported&open=true&limit=100');
    expect(after.rows.map((r) => r.id)).not.toContain(reply!.id);
  });

  it("takes her language's word, and BABY from anyone; another language's word is a reply", async () => {
    const luganda = await expectingMother(c, 38);
    await c.db
      .update(customers)
      .set({ preferredLanguage: 'lg' })
      .where(eq(customers.id, luganda.id));
    await incoming(await phoneOf(luganda.id), 'omwana');
    expect((await herReplies(luganda.id))[0]!.outcome).toBe('birth_reported');

    const english = await expectingMother(c, 38);
    await incoming(await phoneOf(english.id), 'Mtoto');
    expect((await herReplies(english.id))[0]).toMatchObject({ outcome: 'reply', open: true });

    expect(isBirthReply('  "BABY."  ', 'en')).toBe(true);
    expect(isBirthReply('Babysitter needed', 'en')).toBe(false);
    expect(isBirthReply('mtoto amezaliwa', 'sw')).toBe(true);
  });

  it('BABY with no ongoing pregnancy (she delivered, or none registered) is a reply to answer', async () => {
    const delivered = await motherAfter(c, 3);
    await incoming(await phoneOf(delivered.id), 'BABY');
    expect((await herReplies(delivered.id))[0]).toMatchObject({
      outcome: 'reply',
      pregnancyId: null,
      open: true,
    });

    await incoming('+256788000111', 'BABY');
    const [stranger] = (await replies('limit=5')).rows;
    expect(stranger).toMatchObject({ phone: '+256788000111', customerId: null, outcome: 'reply' });
  });
});

describe('replies for staff to answer', () => {
  it('are kept on her profile, answered once, and leave the open list', async () => {
    const customer = await createCustomer(c);
    await incoming(customer.phonenumber as string, 'Can the nurse come at 9 tomorrow?');
    const [reply] = await herReplies(customer.id);
    expect(reply).toMatchObject({ outcome: 'reply', open: true, customerName: 'Amina Nakato' });

    const first = await c.send(`/sms/reply/${reply!.id}/answered`, {});
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ open: false, answeredByName: expect.any(String) });
    // a colleague's second click changes nothing, and writes no second entry
    const second = await c.send(`/sms/reply/${reply!.id}/answered`, {});
    expect(second.json().data.answeredAt).toBe(first.json().data.answeredAt);
    const entries = await c.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'sms_reply'), eq(auditLog.entityId, String(reply!.id))));
    expect(entries).toHaveLength(1);
    const open = await replies('open=true&limit=100');
    expect(open.rows.map((r) => r.id)).not.toContain(reply!.id);

    const none = await c.send('/sms/reply/999999/answered', {});
    expectFailure(none, 404);
    expect(none.json().error).toBe(SMS_REPLY_MESSAGES.notFound);
  });

  it('a retried callback (the same gateway id) is one reply; STOP is kept and needs nothing', async () => {
    const customer = await createCustomer(c);
    const phone = customer.phonenumber as string;
    await Promise.all([
      incoming(phone, 'Hello?', 'ATXid_same'),
      incoming(phone, 'Hello?', 'ATXid_same'),
    ]);
    await incoming(phone, 'Hello?', 'ATXid_same');
    const kept = await c.db
      .select()
      .from(smsReplies)
      .where(eq(smsReplies.gatewayMessageId, 'ATXid_same'));
    expect(kept).toHaveLength(1);

    await incoming(phone, 'STOP');
    const [stop] = await herReplies(customer.id);
    expect(stop).toMatchObject({ outcome: 'stop', open: false });
    const [row] = await c.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row!.smsOptOutSource).toBe('STOP reply');
  });

  it('are deleted with her personal data (erasure)', async () => {
    const customer = await createCustomer(c);
    const phone = customer.phonenumber as string;
    await incoming(local(phone), 'My address is plot 12, Ntinda');
    expect(await herReplies(customer.id)).toHaveLength(1);
    const res = await c.post(
      `/privacy/customer/${customer.id}/erasure`,
      { confirmName: 'Amina Nakato' },
      c.adminHeaders,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await c.db.select().from(smsReplies).where(eq(smsReplies.phone, phone))).toEqual([]);
  });

  it('refuses a bad filter with a clear message', async () => {
    const res = await c.read('/sms/replies?open=maybe');
    expectFailure(res, 400);
    expect(res.body).toContain('open is true or false');
  });
});
