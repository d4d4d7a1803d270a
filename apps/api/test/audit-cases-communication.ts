import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { API_BASE } from '@app/contract';
import { notifications, smsReplies } from '../src/db/schema/index.ts';
import type { Ctx } from './factories.ts';
import { data, type Act, type W } from './audit-case-kit.ts';

// The audit cases of health tips, notifications and SMS (issue 24),
// performed from audit-cases.ts with its `act` and `w`.

const TIP = { title: 'Latch', subtitle: 'Feeding', details: 'Hold baby close.', category: 'Baby' };
const NOTICE = {
  category: 'update',
  title: 'Clinic hours',
  click_action: 'MAIN_HOME',
  message: 'We open at 8 am.',
  messageType: 'all',
};

export async function communicationCases(
  c: Ctx,
  admin: { id: string; headers: Record<string, string> },
  act: Act,
  w: W,
  { cust, nurse }: { cust: number; nurse: number },
) {
  const made = async (url: string, body: unknown) => data(await c.send(url, body), 201);
  const lastNotification = async (where: ReturnType<typeof eq>) =>
    (await c.db.select().from(notifications).where(where)).at(-1)!.id;
  const tip = await act('POST /healthtips', 'health tip create', async () => {
    const id = (await made('/healthtips', TIP)).id as number;
    w('create', 'care_tip', id);
    return id;
  });
  await act('PUT /healthtips/{id}', 'health tip update', async () => {
    data(await c.put(`/healthtips/${tip}`, { ...TIP, title: 'Latching' }));
    w('update', 'care_tip', tip, { title: [TIP.title, 'Latching'] });
  });
  await act('POST /healthtips/{id}/push', 'health tip push', async () => {
    data(await c.send(`/healthtips/${tip}/push`, {}));
    w('send', 'notification', await lastNotification(eq(notifications.careTipId, tip)));
  });
  await act('POST /sendcomms/sendNotificationToTopic', 'notification to all', async () => {
    w('send', 'notification', data(await c.send('/sendcomms/sendNotificationToTopic', NOTICE)).id);
  });
  const ONE = '/sendcomms/send_to_one_user';
  await act(`POST ${ONE}`, 'notification to one customer', async () => {
    const single = { ...NOTICE, messageType: 'single', customerId: cust };
    w('send', 'notification', data(await c.send(ONE, single)).id);
  });
  await act(`POST ${ONE}`, 'notification to one nurse', async () => {
    const single = { ...NOTICE, messageType: 'single', nurseId: nurse };
    w('send', 'notification', data(await c.send(ONE, single)).id);
  });

  // SMS (issue 24): a send is audited once per batch; "no SMS" and templates as updates
  const sms = (audience: object) => ({ message: 'Your nurse comes at 9.', audience });
  const once = () => ({ 'idempotency-key': randomBytes(16).toString('hex') });
  await act('POST /sms/messages', 'SMS to one customer', async () => {
    const sent = data(await c.send('/sms/messages', sms({ kind: 'customer', id: cust }), once()));
    expect(sent.queued).toBe(1);
    w('send', 'sms', sent.batchId);
  });
  await act('POST /sms/messages', 'SMS to a group', async () => {
    const sent = data(await c.send('/sms/messages', sms({ kind: 'customers' }), once()));
    w('send', 'sms', sent.batchId);
  });
  await act('PUT /sms/opt-out', 'customer marked "no SMS"', async () => {
    data(await c.put('/sms/opt-out', { customerId: cust, optedOut: true }));
    w('update', 'customer', cust, { noSms: [false, true] });
  });
  await act('PUT /sms/opt-out', 'nurse marked "no SMS"', async () => {
    data(await c.put('/sms/opt-out', { nurseId: nurse, optedOut: true }));
    w('update', 'nurse', nurse, { noSms: [false, true] });
  });
  // issue 42: a reply she sent, marked answered
  await act('POST /sms/reply/{id}/answered', 'SMS reply answered', async () => {
    const [reply] = await c.db
      .insert(smsReplies)
      .values({ phone: '+256772000999', text: 'Thank you', outcome: 'reply', customerId: cust })
      .returning({ id: smsReplies.id });
    data(await c.send(`/sms/reply/${reply!.id}/answered`, {}));
    w('update', 'sms_reply', reply!.id, { answered: [false, true] });
  });
  await careMessageCases(c, admin, act, w);
  await act('PUT /sms/templates/{event}', 'SMS template', async () => {
    const event = 'job_completed';
    const seen = (data(await c.read('/sms/templates')) as { event: string; text: string }[]).find(
      (t) => t.event === event,
    )!;
    const text = 'Thank you, {firstName}. Please review your nurse in our app.';
    const url = `${API_BASE}/sms/templates/${event}`;
    const payload = { event, text, enabled: false };
    data(await c.app.inject({ method: 'PUT', url, payload, headers: admin.headers }));
    w(
      'update',
      'sms_template',
      event,
      { text: [seen.text, text], enabled: [true, false] },
      admin.id,
    );
  });
}

/** Issue 42: the library of messages for each week (ADMIN adds, deletes, sets the rules; staff translate). */
async function careMessageCases(
  c: Ctx,
  admin: { id: string; headers: Record<string, string> },
  act: Act,
  w: W,
) {
  const asAdmin = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
    c.app.inject({
      method,
      url: `${API_BASE}${path}`,
      payload: payload as never,
      headers: admin.headers,
    });
  const text = 'Hello {firstName}, rest when your baby sleeps.';
  const id = await act('POST /care-messages', 'care message added', async () => {
    const made = data(
      await asAdmin('POST', '/care-messages', { category: 'Postnatal', week: 3, text }),
      201,
    );
    w('create', 'care_message', made.id, undefined, admin.id);
    return made.id as number;
  });
  await act('PUT /care-message/{id}/text/{language}', 'care message translated', async () => {
    const lg = 'Nnyabo {firstName}, wummula.';
    data(await c.put(`/care-message/${id}/text/lg`, { text: lg, updated_at: null }));
    w('update', 'care_message_text', `${id}:lg`, { text: [null, lg] });
  });
  await act('DELETE /care-message/{id}', 'care message deleted', async () => {
    data(await asAdmin('DELETE', `/care-message/${id}`));
    w('delete', 'care_message', id, undefined, admin.id);
  });
  await act('PUT /care-messages/settings', 'care message rules', async () => {
    data(await asAdmin('PUT', '/care-messages/settings', { enabled: true, per_week: 3, hour: 9 }));
    w('update', 'care_message_settings', 1, { per_week: [2, 3], hour: [10, 9] }, admin.id);
  });
}
