import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, SMS_MESSAGES } from '@app/contract';
import { customers, notifications } from '../src/db/schema/index.ts';
import { createCustomer, expectFailure } from './factories.ts';
import { settled, smsRows, smsSetup, type SmsCtx } from './sms-factories.ts';

// Issue 24: the gateway's callbacks, form-encoded as Africa's Talking posts
// them, with our key in the URL; and what a STOP reply does.

let c: SmsCtx;
let key: string;
beforeAll(async () => {
  c = await smsSetup();
  const settings = await c.get('/sms/settings', c.adminHeaders);
  // the key is the URL's last segment (issue 39; the ?key= form: sms-callback-key.test.ts)
  const url = new URL(settings.json().data.deliveryCallbackUrl);
  key = url.pathname.split('/').at(-1)!;
  expect(url.search).toBe('');
});
afterAll(() => c.app.close());

const form = (path: string, fields: Record<string, string>, k = key) =>
  c.app.inject({
    method: 'POST',
    url: `${API_BASE}${path}/${encodeURIComponent(k)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

async function sentTo(customerId: number) {
  const res = await c.send(
    '/sms/messages',
    { message: 'Hello', audience: { kind: 'customer', id: customerId } },
    { 'idempotency-key': randomUUID() },
  );
  expect(res.statusCode, res.body).toBe(200);
  const [row] = (await smsRows(c)).filter((r) => r.batchId === res.json().data.batchId);
  return settled(c, row!.id);
}

describe('delivery reports', () => {
  it('update the message the gateway id names, with the reason of a failure', async () => {
    const customer = await createCustomer(c);
    const msg = await sentTo(customer.id);
    const ok = await form('/sms/delivery', {
      id: msg.gatewayMessageId!,
      status: 'Buffered',
      phoneNumber: customer.phonenumber as string,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    let [row] = await c.db.select().from(notifications).where(eq(notifications.id, msg.id));
    expect(row!.deliveryStatus).toBe('Buffered');

    await form('/sms/delivery', {
      id: msg.gatewayMessageId!,
      status: 'Failed',
      failureReason: 'UserInBlacklist',
    });
    [row] = await c.db.select().from(notifications).where(eq(notifications.id, msg.id));
    expect(row).toMatchObject({ deliveryStatus: 'Failed', gatewayError: 'UserInBlacklist' });

    const history = (await c.read('/sms/messages?channel=sms&delivery=Failed')).json().data;
    expect(history.rows.map((r: { id: number }) => r.id)).toContain(msg.id);
  });

  it('never move a message back from a final status (a late or replayed report)', async () => {
    const customer = await createCustomer(c);
    const read = async (id: number) =>
      (await c.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;
    for (const final of ['Success', 'Failed', 'Rejected'] as const) {
      const msg = await sentTo(customer.id);
      const first = await form('/sms/delivery', {
        id: msg.gatewayMessageId!,
        status: final,
        ...(final === 'Success' ? {} : { failureReason: 'InvalidPhoneNumber' }),
      });
      expect(first.statusCode, first.body).toBe(200);
      const before = await read(msg.id);
      expect(before.deliveryStatus).toBe(final);
      // An earlier status arriving late, and the other finals: all taken, none applied.
      for (const later of ['Sent', 'Submitted', 'Buffered', 'Success', 'Failed', 'Rejected']) {
        if (later === final) continue;
        const res = await form('/sms/delivery', { id: msg.gatewayMessageId!, status: later });
        expect(res.statusCode, res.body).toBe(200);
      }
      const after = await read(msg.id);
      expect(after.deliveryStatus).toBe(final);
      expect(after.gatewayError).toBe(before.gatewayError);
    }
  });

  it('are refused with a wrong key, and change nothing', async () => {
    const customer = await createCustomer(c);
    const msg = await sentTo(customer.id);
    const res = await form('/sms/delivery', { id: msg.gatewayMessageId!, status: 'Failed' }, 'x');
    expect(expectFailure(res, 403).error).toBe(SMS_MESSAGES.callbackRefused);
    const [row] = await c.db.select().from(notifications).where(eq(notifications.id, msg.id));
    expect(row!.deliveryStatus).toBe('Sent');
  });

  it('of a message we do not know are taken and ignored', async () => {
    const res = await form('/sms/delivery', { id: 'ATXid_unknown', status: 'Success' });
    expect(res.statusCode).toBe(200);
  });
});

describe('a STOP reply', () => {
  it('marks the number "no SMS": the composer refuses it and says why', async () => {
    const customer = await createCustomer(c);
    const res = await form('/sms/incoming', {
      from: customer.phonenumber as string,
      to: '12345',
      text: 'STOP',
      date: '2026-11-26 10:00:00',
      id: 'in-1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await c.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row!.smsOptOutSource).toBe('STOP reply');
    const reach = (await c.read(`/sms/reach?customerId=${customer.id}`)).json().data;
    expect(reach.sms).toMatchObject({
      available: false,
      optedOut: true,
      optedOutBy: 'STOP reply',
      reason: SMS_MESSAGES.optedOut,
    });
    const refused = await c.send(
      '/sms/messages',
      { message: 'Hello', audience: { kind: 'customer', id: customer.id } },
      { 'idempotency-key': randomUUID() },
    );
    expect(expectFailure(refused, 400).error).toBe(SMS_MESSAGES.optedOut);
  });

  it('an ordinary reply changes nothing', async () => {
    const customer = await createCustomer(c);
    await form('/sms/incoming', { from: customer.phonenumber as string, text: 'Cancel Monday' });
    const [row] = await c.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row!.smsOptOutAt).toBeNull();
  });
});

describe('staff marking "no SMS"', () => {
  it('marks and unmarks a customer, audited', async () => {
    const customer = await createCustomer(c);
    const off = await c.put('/sms/opt-out', { customerId: customer.id, optedOut: true });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.sms).toMatchObject({ optedOut: true, optedOutBy: 'staff' });
    const on = await c.put('/sms/opt-out', { customerId: customer.id, optedOut: false });
    expect(on.json().data.sms).toMatchObject({ optedOut: false, available: true });
  });

  it('the callback URLs are shown to an ADMIN only', async () => {
    const settings = (await c.read('/sms/settings')).json().data;
    expect(settings).toMatchObject({
      gateway: 'africastalking',
      senderId: 'CARE',
      deliveryCallbackUrl: null,
      incomingCallbackUrl: null,
    });
  });
});
