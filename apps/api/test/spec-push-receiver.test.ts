import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/index.ts';
import { createCustomer, expectFailure, setup, type Ctx } from './factories.ts';
import { createNurse } from './nurse-factories.ts';

// Issue 20, item 3: POST /sendcomms/send_to_one_user with SPEC 3's
// `receiver` (one device token) is sent; the server finds whose token it is
// for the history, and an unknown token is still sent and recorded as such.
// customerId (what the web app sends) keeps working.
const ONE = '/sendcomms/send_to_one_user';
const HISTORY = '/sendcomms/sendNotificationToTopic';

/** SPEC 3's push notification, as the original client sends it to one user. */
const spec = (receiver: unknown) => ({
  category: 'info',
  title: 'Your shift tomorrow',
  click_action: 'MAIN_HOME',
  message: 'Please confirm your 7 am shift in Ntinda.',
  label: 'shift',
  messageType: 'single',
  topic: 'global',
  receiver,
});

describe("send_to_one_user with SPEC 3's receiver token", () => {
  let c: Ctx;
  const stored = async () => (await c.db.select({ n: count() }).from(notifications))[0]!.n;
  const row = async (id: number) =>
    (await c.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;

  beforeAll(async () => {
    c = await setup();
  });
  afterAll(() => c.close());

  it("sends to a customer's token and records the customer in the history", async () => {
    const customer = await createCustomer(c, { firstname: 'Grace', lastname: 'Akello' });
    const token = `fcm-grace-${customer.id}`;
    await c.put(`/customer/${customer.id}/device-token`, { fcm_token: token });

    const res = await c.send(ONE, spec(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      messageType: 'single',
      receiver: 'Grace Akello',
      receiverType: 'customer',
      result: 'sent',
    });
    expect(res.body).not.toContain(token);
    expect(await row(res.json().data.id)).toMatchObject({
      receiver: token,
      customerId: customer.id,
      nurseId: null,
    });
  });

  it("sends to a nurse's token and records the nurse", async () => {
    const nurse = await createNurse(c, { first_name: 'Olivia', last_name: 'Nabukenya' });
    const token = `fcm-olivia-${nurse.id}`;
    await c.put(`/careteam/${nurse.id}/device-token`, { fcm_token: token });

    const res = await c.send(ONE, spec(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ receiver: 'Olivia Nabukenya', receiverType: 'nurse' });
    expect(await row(res.json().data.id)).toMatchObject({ receiver: token, nurseId: nurse.id });
  });

  it("names the customer when a customer and a nurse share a token; a removed customer's goes to the nurse", async () => {
    const customer = await createCustomer(c, { firstname: 'Sarah', lastname: 'Atim' });
    const nurse = await createNurse(c, { first_name: 'Joan', last_name: 'Auma' });
    const token = `fcm-shared-phone-${customer.id}-${nurse.id}`;
    await c.put(`/customer/${customer.id}/device-token`, { fcm_token: token });
    await c.put(`/careteam/${nurse.id}/device-token`, { fcm_token: token });

    const first = await c.send(ONE, spec(token));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ receiver: 'Sarah Atim', receiverType: 'customer' });
    expect(await row(first.json().data.id)).toMatchObject({
      customerId: customer.id,
      nurseId: null,
    });

    expect((await c.del(`/customer/${customer.id}`)).statusCode).toBe(200);
    const after = await c.send(ONE, spec(token));
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().data).toMatchObject({ receiver: 'Joan Auma', receiverType: 'nurse' });
    expect(await row(after.json().data.id)).toMatchObject({ customerId: null, nurseId: nurse.id });
  });

  it("sends to an unknown token too, named by the token's last 8 characters", async () => {
    const token = 'fcm-of-a-phone-nobody-registered';
    const res = await c.send(ONE, spec(token));
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json().data;
    expect(sent).toMatchObject({ receiver: 'Device ending gistered', receiverType: 'device' });
    expect(await row(sent.id)).toMatchObject({
      receiver: token,
      receiverName: 'Device ending gistered',
      customerId: null,
      nurseId: null,
      result: 'sent',
    });
    const history = (await c.read(`${HISTORY}?limit=1`)).json().data.rows[0];
    expect(history).toMatchObject({ id: sent.id, receiverType: 'device' });
    expect(JSON.stringify(history)).not.toContain(token);
  });

  it('still takes customerId, and refuses no recipient or the global topic', async () => {
    const customer = await createCustomer(c, { firstname: 'Ruth', lastname: 'Nambi' });
    await c.put(`/customer/${customer.id}/device-token`, { fcm_token: 'fcm-ruth' });
    const { receiver: _none, ...noReceiver } = spec(undefined);
    const byId = await c.send(ONE, { ...noReceiver, customerId: customer.id });
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json().data).toMatchObject({ receiver: 'Ruth Nambi', receiverType: 'customer' });

    const before = await stored();
    expect(expectFailure(await c.send(ONE, noReceiver), 400).details).toHaveProperty('customerId');
    expect(expectFailure(await c.send(ONE, spec('  ')), 400).details).toHaveProperty('customerId');
    expect(expectFailure(await c.send(ONE, spec('global')), 400).details).toHaveProperty(
      'receiver',
    );
    expect(expectFailure(await c.send(ONE, spec(42)), 400).details).toHaveProperty('receiver');
    expect(await stored()).toBe(before);
  });
});
