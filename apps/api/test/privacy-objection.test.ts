import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES } from '@app/contract';
import { auditLog, customers, notifications } from '../src/db/schema/index.ts';
import { outboxGateway, type TopicResult } from '../src/integrations/push.ts';
import { MARKETING_TOPIC } from '../src/modules/communication/marketing.ts';
import { skipReason } from '../src/modules/sms/sms.service.ts';
import { TIP, createCustomer, expectFailure, setup, type Ctx } from './factories.ts';
import { createNurse, type NurseCtx } from './nurse-factories.ts';
import { memorySmsGateway, settled, smsRows, type MemorySms } from './sms-factories.ts';

// Issue 26, consent and purpose: an objection to marketing is one click on
// the profile, and every marketing sender honours it: a group SMS leaves the
// person out and says why; the health tips, pushed to the FCM topic
// 'global', no longer reach her device (the outbox keeps the topic's
// members as FCM would). A message to her alone still goes.

/** The outbox push gateway, whose topic changes can be made to fail. */
function pushGateway() {
  const outbox = outboxGateway();
  const setTopic = outbox.setTopic;
  let failWith: string | null = null;
  return Object.assign(outbox, {
    failTopics(error: string | null) {
      failWith = error;
    },
    setTopic: (token: string, topic: string, member: boolean): Promise<TopicResult> =>
      failWith ? Promise.resolve({ ok: false, error: failWith }) : setTopic(token, topic, member),
  });
}

let c: Ctx;
let push: ReturnType<typeof pushGateway>;
let sms: MemorySms;
beforeAll(async () => {
  push = pushGateway();
  sms = memorySmsGateway();
  c = await setup({}, { push, sms });
});
afterAll(() => c.close());

const object = (kind: string, id: number | string, objected: boolean) =>
  c.put(`/privacy/${kind}/${id}/objection`, { objected });
const register = (path: string, token: string | null) => c.put(path, { fcm_token: token });
const members = () => push.members(MARKETING_TOPIC);
const audits = (entity: string, id: number) =>
  c.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))));
const objectionAudits = async (entity: string, id: number) =>
  (await audits(entity, id)).filter((e) => JSON.stringify(e.summary).includes('marketingObjected'));

describe(`objection on and off`, () => {
  it('a customer objects (once, keeping the first time), the profile says since when, then allows again', async () => {
    const customer = await createCustomer(c);
    const on = await object('customer', customer.id, true);
    expect(on.statusCode, on.body).toBe(200);
    const first = on.json().data;
    expect(first).toMatchObject({ subjectKind: 'customer', subjectId: customer.id });
    expect(Date.parse(first.marketingObjectedAt)).toBeGreaterThan(Date.now() - 60_000);

    await new Promise((r) => setTimeout(r, 20));
    const again = await object('customer', customer.id, true);
    expect(again.json().data.marketingObjectedAt).toBe(first.marketingObjectedAt);
    const profile = (await c.read(`/customer/${customer.id}`)).json().data;
    expect(profile.marketing_objected_at).toBe(first.marketingObjectedAt);
    // one audit entry for the one change; the second click changed nothing
    const entries = await objectionAudits('customer', customer.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'update',
      actorId: c.staffId,
      summary: { before: { marketingObjected: false }, after: { marketingObjected: true } },
    });

    const off = await object('customer', customer.id, false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.marketingObjectedAt).toBeNull();
    expect((await c.read(`/customer/${customer.id}`)).json().data.marketing_objected_at).toBeNull();
    expect(await objectionAudits('customer', customer.id)).toHaveLength(2);
  });

  it('a nurse objects and allows again; her profile answers it', async () => {
    const nurse = await createNurse(c as unknown as NurseCtx);
    const on = await object('nurse', nurse.id, true);
    expect(on.statusCode, on.body).toBe(200);
    const at = on.json().data.marketingObjectedAt as string;
    expect((await c.read(`/careteam/${nurse.id}`)).json().data.marketing_objected_at).toBe(at);
    expect((await object('nurse', nurse.id, false)).json().data.marketingObjectedAt).toBeNull();
    expect(await objectionAudits('nurse', nurse.id)).toHaveLength(2);
  });

  it('answers 404 for no such person, 400 for a bad kind or body, and changes nothing', async () => {
    expect(expectFailure(await object('customer', 999_999, true), 404).error).toBe(
      'Customer not found',
    );
    expect(expectFailure(await object('nurse', 999_999, true), 404).error).toBe('Nurse not found');
    const customer = await createCustomer(c);
    expectFailure(await object('staff', customer.id, true), 400);
    const bad = await c.put(`/privacy/customer/${customer.id}/objection`, { objected: 'yes' });
    expectFailure(bad, 400);
    const deleted = await createCustomer(c);
    expect((await c.del(`/customer/${deleted.id}`)).statusCode).toBe(200);
    expectFailure(await object('customer', deleted.id, true), 404);
    const rows = await c.db
      .select({ at: customers.marketingObjectedAt })
      .from(customers)
      .where(inArray(customers.id, [customer.id, deleted.id]));
    expect(rows.every((r) => r.at === null)).toBe(true);
  });
});

describe(`SMS honours it`, () => {
  it('a group SMS preview and send leave objected people out and say why', async () => {
    const [a, b, objected] = [
      await createCustomer(c),
      await createCustomer(c),
      await createCustomer(c),
    ];
    await c.db
      .update(customers)
      .set({ userType: 'expecting' })
      .where(inArray(customers.id, [a.id, b.id, objected.id]));
    expect((await object('customer', objected.id, true)).statusCode).toBe(200);
    const audience = { kind: 'customers', userType: 'expecting' };
    const preview = await c.send('/sms/preview', { message: 'Clinic day', audience });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      recipients: 2,
      skipped: [{ reason: 'marketing_objected', count: 1 }],
    });

    const res = await c.send(
      '/sms/messages',
      { message: 'Clinic day', audience },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { batchId, queued, skipped } = res.json().data;
    expect(queued).toBe(2);
    expect(skipped).toEqual([{ reason: 'marketing_objected', count: 1 }]);
    const rows = (await smsRows(c as never)).filter((r) => r.batchId === batchId);
    expect(rows.map((r) => r.customerId).sort()).toEqual([a.id, b.id].sort());
    for (const r of rows) expect((await settled(c as never, r.id)).result).toBe('sent');
    expect(sms.sent.some((m) => m.to === objected.phonenumber)).toBe(false);
  });

  it('the approved nurses: an objected nurse is left out', async () => {
    const n = c as unknown as NurseCtx;
    const staying = await createNurse(n, {}, { approved: true });
    const objected = await createNurse(n, {}, { approved: true });
    await object('nurse', objected.id, true);
    const preview = await c.send('/sms/preview', {
      message: 'Staff meeting',
      audience: { kind: 'nurses_approved' },
    });
    expect(preview.json().data.skipped).toContainEqual({ reason: 'marketing_objected', count: 1 });
    const res = await c.send(
      '/sms/messages',
      { message: 'Staff meeting', audience: { kind: 'nurses_approved' } },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = (await smsRows(c as never)).filter((r) => r.batchId === res.json().data.batchId);
    expect(rows.map((r) => r.nurseId)).toContain(staying.id);
    expect(rows.map((r) => r.nurseId)).not.toContain(objected.id);
  });

  it('a direct SMS to an objected person still goes (not marketing), as do the automatic ones', async () => {
    const customer = await createCustomer(c);
    await object('customer', customer.id, true);
    const audience = { kind: 'customer', id: customer.id };
    const preview = await c.send('/sms/preview', { message: 'Your nurse is on her way', audience });
    expect(preview.json().data).toMatchObject({ recipients: 1, skipped: [] });
    const res = await c.send(
      '/sms/messages',
      { message: 'Your nurse is on her way', audience },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = (await smsRows(c as never)).filter((r) => r.batchId === res.json().data.batchId);
    expect(await settled(c as never, row!.id)).toMatchObject({
      result: 'sent',
      kind: 'direct',
      customerId: customer.id,
    });
    // the automatic messages ask skipReason without `marketing`
    const person = { phone: '+256772000111', optedOut: false, objected: true };
    expect(skipReason(person)).toBeNull();
    expect(skipReason(person, true)).toBe('marketing_objected');
  });
});

describe(`health tips push honours it`, () => {
  it('a device joins the tips topic, leaves it on objection, rejoins on withdrawal', async () => {
    const customer = await createCustomer(c);
    const other = await createCustomer(c);
    const token = `tok-${randomUUID()}`;
    const otherToken = `tok-${randomUUID()}`;
    expect((await register(`/customer/${customer.id}/device-token`, token)).statusCode).toBe(200);
    expect((await register(`/customer/${other.id}/device-token`, otherToken)).statusCode).toBe(200);
    expect(members()).toEqual(expect.arrayContaining([token, otherToken]));

    expect((await object('customer', customer.id, true)).statusCode).toBe(200);
    expect(members()).not.toContain(token);
    expect(members()).toContain(otherToken);

    // a tip goes to the topic: to its members, which no longer hold her device
    const tip = await c.send('/healthtips', TIP);
    expect(tip.statusCode, tip.body).toBe(201);
    const pushed = await c.send(`/healthtips/${tip.json().data.id}/push`, {});
    expect(pushed.statusCode, pushed.body).toBe(200);
    const [sent] = await c.db
      .select()
      .from(notifications)
      .where(eq(notifications.careTipId, tip.json().data.id));
    expect(sent).toMatchObject({ topic: MARKETING_TOPIC, result: 'sent' });
    expect(members()).not.toContain(token);

    // a message to her alone still goes to her device (not marketing)
    const direct = await c.send(`/customer/${customer.id}/message`, { message: 'Your visit' });
    expect(direct.statusCode, direct.body).toBe(200);
    const [toHer] = await c.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.customerId, customer.id), eq(notifications.channel, 'push')));
    expect(toHer).toMatchObject({ receiver: token, result: 'sent' });

    // a new device registered while she objects is kept out of the topic
    const newToken = `tok-${randomUUID()}`;
    expect((await register(`/customer/${customer.id}/device-token`, newToken)).statusCode).toBe(
      200,
    );
    expect(members()).not.toContain(newToken);

    expect((await object('customer', customer.id, false)).statusCode).toBe(200);
    expect(members()).toContain(newToken);
  });

  it("a nurse's device too", async () => {
    const nurse = await createNurse(c as unknown as NurseCtx);
    const token = `tok-${randomUUID()}`;
    expect((await register(`/careteam/${nurse.id}/device-token`, token)).statusCode).toBe(200);
    expect(members()).toContain(token);
    await object('nurse', nurse.id, true);
    expect(members()).not.toContain(token);
    await object('nurse', nurse.id, false);
    expect(members()).toContain(token);
  });

  it('when the gateway cannot take the device out, it says so and nothing changes', async () => {
    const customer = await createCustomer(c);
    const token = `tok-${randomUUID()}`;
    await register(`/customer/${customer.id}/device-token`, token);
    push.failTopics('messaging/server-unavailable');
    try {
      const res = await object('customer', customer.id, true);
      expect(expectFailure(res, 502).error).toContain(PRIVACY_MESSAGES.topicFailed);
      const [row] = await c.db.select().from(customers).where(eq(customers.id, customer.id));
      expect(row!.marketingObjectedAt).toBeNull();
      expect(await objectionAudits('customer', customer.id)).toHaveLength(0);
      expect(members()).toContain(token);
    } finally {
      push.failTopics(null);
    }
    const retried = await object('customer', customer.id, true);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(members()).not.toContain(token);
  });
});
