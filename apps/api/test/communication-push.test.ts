import { and, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../src/db/schema/index.ts';
import { createCustomer, expectFailure, setup, type Ctx } from './factories.ts';

// SPEC 3 Push notification, 5 Push notification, 7 /sendcomms/*, 8 push toasts;
// ruling 21, 24 (no Firebase credentials: every send goes to the outbox).
const TOPIC = '/sendcomms/sendNotificationToTopic';
const ONE = '/sendcomms/send_to_one_user';

const notice = (overrides: Record<string, unknown> = {}) => ({
  category: 'update',
  title: 'Clinic hours change',
  click_action: 'MAIN_HOME',
  message: 'Our Ntinda office opens at 8 am from Monday.',
  label: 'Clinic',
  messageType: 'all',
  ...overrides,
});
const single = (customerId: number | undefined, overrides: Record<string, unknown> = {}) =>
  notice({ messageType: 'single', customerId, ...overrides });

describe('communication: push notifications through the outbox', () => {
  let c: Ctx;
  const stored = async () => (await c.db.select({ n: count() }).from(notifications))[0]!.n;
  const giveToken = (id: number, token: string | null) =>
    c.db.execute(sql`update customers set fcm_token = ${token} where id = ${id}`);

  beforeAll(async () => {
    c = await setup();
  });
  afterAll(() => c.close());

  it('sends to everyone on topic global and stores the outbox record', async () => {
    const res = await c.send(TOPIC, notice());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    const data = body.data;
    expect(data).toMatchObject({
      category: 'update',
      title: 'Clinic hours change',
      click_action: 'MAIN_HOME',
      message: 'Our Ntinda office opens at 8 am from Monday.',
      label: 'Clinic',
      messageType: 'all',
      topic: 'global',
      receiver: 'global',
      gateway: 'outbox',
      result: 'sent',
      gatewayError: null,
      sentBy: c.staffId,
      documentid: String(data.id),
    });
    expect(data.gatewayMessageId).toMatch(/^outbox-/);
    expect(Date.now() - Date.parse(data.createdAt)).toBeLessThan(60_000);

    const [row] = await c.db.select().from(notifications).where(eq(notifications.id, data.id));
    expect(row).toMatchObject({
      topic: 'global',
      receiver: 'global',
      messageType: 'all',
      gateway: 'outbox',
      result: 'sent',
      gatewayMessageId: data.gatewayMessageId,
      sentBy: c.staffId,
      careTipId: null,
    });
    const audits = await c.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'notification'), eq(auditLog.entityId, String(data.id))));
    expect(audits.map((a) => [a.action, a.actorId])).toEqual([['send', c.staffId]]);
  });

  it('takes the label as optional', async () => {
    const res = await c.send(TOPIC, notice({ label: undefined }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.label).toBeNull();
  });

  it('requires title and body, at most 100 characters each; exactly 100 is fine', async () => {
    const before = await stored();
    for (const [field, value] of [
      ['title', undefined],
      ['title', ''],
      ['title', '   '],
      ['message', undefined],
      ['message', ''],
    ] as const) {
      const body = expectFailure(await c.send(TOPIC, notice({ [field]: value })), 400);
      expect(body.error, `${field}=${JSON.stringify(value)}`).toBe('Field is required');
      expect(body.details?.[field]).toBe('Field is required');
    }
    for (const field of ['title', 'message']) {
      const body = expectFailure(await c.send(TOPIC, notice({ [field]: 'x'.repeat(101) })), 400);
      expect(body.error).toBe('You have exceeded the character length');
      expect(body.details?.[field]).toBe('You have exceeded the character length');
    }
    // the single-user route has the same rules
    const one = expectFailure(await c.send(ONE, single(1, { title: '' })), 400);
    expect(one.details?.title).toBe('Field is required');
    expect(await stored()).toBe(before);

    const res = await c.send(TOPIC, notice({ title: 't'.repeat(100), message: 'm'.repeat(100) }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.title).toBe('t'.repeat(100));
    expect(res.json().data.message).toBe('m'.repeat(100));
    expect(await stored()).toBe(before + 1);
  });

  it('takes only the three categories and the three click targets', async () => {
    const before = await stored();
    for (const bad of [{ category: 'news' }, { category: undefined }]) {
      const body = expectFailure(await c.send(TOPIC, notice(bad)), 400);
      expect(body.details).toHaveProperty('category');
    }
    for (const bad of [{ click_action: 'SETTINGS' }, { click_action: undefined }]) {
      const body = expectFailure(await c.send(TOPIC, notice(bad)), 400);
      expect(body.details).toHaveProperty('click_action');
    }
    expect(await stored()).toBe(before);

    for (const category of ['update', 'postAlert', 'info']) {
      const res = await c.send(TOPIC, notice({ category }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.category).toBe(category);
    }
    for (const click_action of ['HEALTH_FEED_CREATE', 'USER_POSTS', 'MAIN_HOME']) {
      const res = await c.send(TOPIC, notice({ click_action }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.click_action).toBe(click_action);
    }
    expect(await stored()).toBe(before + 6);
  });

  it("sends to one customer's device; the answers name the customer, never the token", async () => {
    const customer = await createCustomer(c, { firstname: 'sarah', lastname: 'namuli' });
    const token = `fcm-device-${customer.id}-Qk9xZ2ZjbVRva2Vu`;
    await giveToken(customer.id, token);

    const res = await c.send(ONE, single(customer.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      messageType: 'single',
      topic: null,
      receiver: 'sarah namuli',
      gateway: 'outbox',
      result: 'sent',
      sentBy: c.staffId,
    });
    expect(res.body).not.toContain(token);

    const [row] = await c.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, res.json().data.id));
    expect(row).toMatchObject({ receiver: token, customerId: customer.id, result: 'sent' });

    const history = await c.read(`${TOPIC}?limit=100`);
    expect(history.statusCode).toBe(200);
    expect(history.json().data.rows[0]).toMatchObject({ id: row!.id, receiver: 'sarah namuli' });
    expect(history.body).not.toContain(token);
  });

  it('refuses a customer without a device token, and an unknown customer, storing nothing', async () => {
    const customer = await createCustomer(c);
    const before = await stored();
    const payload = single(customer.id);
    const none = expectFailure(await c.send(ONE, payload), 400);
    expect(none.error).toBe('You cannot send this user a direct message');
    await giveToken(customer.id, '');
    expect(expectFailure(await c.send(ONE, payload), 400).error).toBe(
      'You cannot send this user a direct message',
    );

    expectFailure(await c.send(ONE, single(999_999)), 404);
    expect(expectFailure(await c.send(ONE, single(undefined)), 400).details).toHaveProperty(
      'customerId',
    );
    expect(await stored()).toBe(before);
  });

  it('lists the history newest first as {rows, count}, paged by offset and limit', async () => {
    for (const title of ['History one', 'History two', 'History three']) {
      expect((await c.send(TOPIC, notice({ title }))).statusCode).toBe(200);
    }
    const total = await stored();
    const page1 = await c.read(`${TOPIC}?offset=0&limit=2`);
    expect(page1.statusCode).toBe(200);
    expect(page1.json().status).toBe('success');
    expect(page1.json().data.count).toBe(total);
    expect(page1.json().data.rows.map((r: { title: string }) => r.title)).toEqual([
      'History three',
      'History two',
    ]);
    const page2 = await c.read(`${TOPIC}?offset=2&limit=2`);
    expect(page2.json().data.rows.map((r: { title: string }) => r.title)).toEqual([
      'History one',
      expect.any(String),
    ]);

    const all = (await c.read(`${TOPIC}?limit=100`)).json().data;
    expect(all.rows).toHaveLength(total);
    const ids = (
      await c.db
        .select({ id: notifications.id })
        .from(notifications)
        .orderBy(desc(notifications.sentAt), desc(notifications.id))
    ).map((r) => r.id);
    expect(all.rows.map((r: { id: number }) => r.id)).toEqual(ids);
    const times = all.rows.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // the default page is 40
    expect((await c.read(TOPIC)).json().data.rows).toHaveLength(Math.min(total, 40));
    expectFailure(await c.read(`${TOPIC}?limit=101`), 400);
  });

  it('sends once for a repeated Idempotency-Key', async () => {
    const before = await stored();
    const key = { 'idempotency-key': 'notice-double-click-1' };
    const first = await c.send(TOPIC, notice({ title: 'Once only' }), key);
    const again = await c.send(TOPIC, notice({ title: 'Once only' }), key);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await stored()).toBe(before + 1);
  });

  it('needs a session', async () => {
    expectFailure(await c.get(TOPIC), 401);
    expectFailure(await c.post(TOPIC, notice()), 401);
    expectFailure(await c.post(ONE, single(1)), 401);
  });
});
