import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/index.ts';
import { createCustomer, expectFailure, setup, type Ctx } from './factories.ts';

// SPEC 2 (the customer's message dialog), 5 Message dialog, 6, 7 POST
// /customer/{id}/message, 8 message dialog toasts; ruling 21 (250).
describe("communication: the customer's message dialog", () => {
  let c: Ctx;
  let withToken: { id: number };
  let withoutToken: { id: number };
  const token = 'cK9-device-token:APA91bH_message_dialog_Zm9v';
  const url = (id: number) => `/customer/${id}/message`;
  const stored = async () => (await c.db.select({ n: count() }).from(notifications))[0]!.n;

  beforeAll(async () => {
    c = await setup();
    withToken = await createCustomer(c, { firstname: 'Joan', lastname: 'Akello' });
    withoutToken = await createCustomer(c, { firstname: 'Ruth', lastname: 'Apio' });
    await c.db.execute(sql`update customers set fcm_token = ${token} where id = ${withToken.id}`);
  });
  afterAll(() => c.close());

  it("refuses an empty message with 'Message too short'", async () => {
    const before = await stored();
    for (const message of ['', '   ', undefined]) {
      const body = expectFailure(await c.send(url(withToken.id), { message, to: token }), 400);
      expect(body.error, JSON.stringify(message)).toBe('Message too short');
      expect(body.details?.message).toBe('Message too short');
    }
    expect(await stored()).toBe(before);
  });

  it("refuses 251 characters with 'Max 250 characters' and sends exactly 250", async () => {
    const before = await stored();
    const long = expectFailure(
      await c.send(url(withToken.id), { message: 'a'.repeat(251), to: token }),
      400,
    );
    expect(long.error).toBe('Max 250 characters');
    expect(long.details?.message).toBe('Max 250 characters');
    expect(await stored()).toBe(before);

    const res = await c.send(url(withToken.id), { message: 'b'.repeat(250), to: token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe('b'.repeat(250));
    expect(await stored()).toBe(before + 1);
  });

  it('refuses a customer without a device token, storing nothing', async () => {
    const before = await stored();
    const body = expectFailure(
      await c.send(url(withoutToken.id), { message: 'Your kit is ready', to: null }),
      400,
    );
    expect(body.error).toBe('Cannot send message to user without firebase token');
    // a token the client claims to know does not stand in for the customer's own
    const claimed = expectFailure(
      await c.send(url(withoutToken.id), { message: 'Your kit is ready', to: token }),
      400,
    );
    expect(claimed.error).toBe('Cannot send message to user without firebase token');
    expect(await stored()).toBe(before);
  });

  it('answers 404 for an unknown or deleted customer', async () => {
    const before = await stored();
    expectFailure(await c.send(url(987_654), { message: 'Hello', to: token }), 404);
    // a deleted customer is gone for messages too (ruling 15, 29)
    const gone = await createCustomer(c, { firstname: 'Gone' });
    await c.db.execute(sql`update customers set fcm_token = ${token} where id = ${gone.id}`);
    expect((await c.del(`/customer/${gone.id}`)).statusCode).toBe(200);
    expectFailure(await c.send(url(gone.id), { message: 'Hello', to: token }), 404);
    expect(await stored()).toBe(before);
  });

  it('stores a success as a single message to that customer', async () => {
    const before = await stored();
    const res = await c.send(url(withToken.id), {
      message: '  Your nurse arrives at 9 am tomorrow.  ',
      to: token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('success');
    const data = res.json().data;
    expect(data).toMatchObject({
      message: 'Your nurse arrives at 9 am tomorrow.',
      messageType: 'single',
      topic: null,
      receiver: 'Joan Akello',
      gateway: 'outbox',
      result: 'sent',
      gatewayError: null,
      sentBy: c.staffId,
    });
    expect(res.body).not.toContain(token);
    expect(await stored()).toBe(before + 1);

    const [row] = await c.db.select().from(notifications).where(eq(notifications.id, data.id));
    expect(row).toMatchObject({
      messageType: 'single',
      customerId: withToken.id,
      receiver: token,
      receiverName: 'Joan Akello',
      result: 'sent',
      sentBy: c.staffId,
    });

    // it shows at the top of the history, by name
    const history = await c.read('/sendcomms/sendNotificationToTopic?limit=1');
    expect(history.json().data.rows[0]).toMatchObject({ id: data.id, receiver: 'Joan Akello' });
    expect(history.body).not.toContain(token);
  });

  it("always goes to the customer's own token, whatever 'to' says", async () => {
    const res = await c.send(url(withToken.id), { message: 'Check-up reminder', to: 'other' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await c.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, res.json().data.id));
    expect(row!.receiver).toBe(token);
    expect(row!.customerId).toBe(withToken.id);
  });

  it('needs a session', async () => {
    expectFailure(await c.post(url(withToken.id), { message: 'Hello', to: token }), 401);
  });
});
