import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE } from '@app/contract';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { careTips, notifications } from '../src/db/schema/index.ts';
import { fcmGateway } from '../src/integrations/push.ts';
import { customerBody, expectFailure } from './factories.ts';
import {
  startFakeFcm,
  testServiceAccount,
  verifiedAssertion,
  writeServiceAccountFile,
  type FakeFcm,
} from './fake-fcm.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// ruling 24 with Firebase credentials: firebase-admin builds the FCM HTTP v1
// request, checked against a local fake; a failed send is stored as failed.
const SEND_PATH = '/v1/projects/care-test/messages:send';
const TOPIC = '/sendcomms/sendNotificationToTopic';
const FCM_ERROR = 'Requested entity was not found.';

describe('push through Firebase Cloud Messaging (local fake)', () => {
  let fake: FakeFcm;
  let t: TestContext;
  let app: App;
  let database: Database;
  let removeAccount: () => void;
  let publicKey: ReturnType<typeof testServiceAccount>['publicKey'];
  let staffId: string;
  let headers: Record<string, string>;
  const token = 'fcm-token:APA91bE_device_of_Agnes_Q2FyZVRlc3Q';

  const send = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url: `${API_BASE}${url}`, payload: payload as never, headers });
  const read = (url: string) => app.inject({ method: 'GET', url: `${API_BASE}${url}`, headers });
  const row = async (id: number) =>
    (await database.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;
  const notice = (overrides: Record<string, unknown> = {}) => ({
    category: 'postAlert',
    title: 'Free antenatal check-ups',
    click_action: 'USER_POSTS',
    message: 'Saturday at the Mutungo office, 9 am to 1 pm.',
    label: 'Event',
    ...overrides,
  });
  async function customer(fcmToken: string | null) {
    const res = await send('/customer', customerBody({ firstname: 'Agnes', lastname: 'Nabirye' }));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.customer.id as number;
    await database.db.execute(sql`update customers set fcm_token = ${fcmToken} where id = ${id}`);
    return id;
  }

  beforeAll(async () => {
    fake = await startFakeFcm();
    const account = testServiceAccount();
    publicKey = account.publicKey;
    const file = writeServiceAccountFile(account.serviceAccount);
    removeAccount = file.remove;
    t = await createTestApp({
      push: fcmGateway({ serviceAccount: file.path, httpAgent: fake.agent }),
    });
    ({ app, database } = t);
    staffId = (await t.createStaff({ email: 'push.desk@care.ug', name: 'Push Desk' })).id;
    ({ headers } = await t.signIn('push.desk@care.ug'));
  });
  beforeEach(() => fake.reset());
  afterAll(async () => {
    await t?.close();
    await fake?.close();
    removeAccount?.();
  });

  it('sends one FCM v1 request on topic global and stores the message id', async () => {
    const res = await send(TOPIC, notice());
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.sends).toHaveLength(1);
    const [req] = fake.sends;
    expect(req!.path).toBe(SEND_PATH);
    expect(req!.host).toBe('fcm.googleapis.com');
    expect(req!.authorization).toBe('Bearer fake-token');
    expect(req!.body).toEqual({
      message: {
        topic: 'global',
        notification: {
          title: 'Free antenatal check-ups',
          body: 'Saturday at the Mutungo office, 9 am to 1 pm.',
        },
        data: { category: 'postAlert', click_action: 'USER_POSTS', label: 'Event' },
        // the click target also reaches Android and iOS notification handling
        android: { priority: 'high', notification: { click_action: 'USER_POSTS' } },
        apns: { payload: { aps: { category: 'USER_POSTS', sound: 'default' } } },
      },
    });

    const data = res.json().data;
    expect(data).toMatchObject({ gateway: 'fcm', result: 'sent', gatewayError: null });
    expect(data.gatewayMessageId).toMatch(/^projects\/care-test\/messages\/\d+$/);
    expect(await row(data.id)).toMatchObject({
      gateway: 'fcm',
      result: 'sent',
      topic: 'global',
      receiver: 'global',
      gatewayMessageId: data.gatewayMessageId,
      sentBy: staffId,
    });
  });

  it('got its access token once, with a JWT bearer assertion signed by the account', async () => {
    expect((await send(TOPIC, notice())).statusCode).toBe(200);
    expect((await send(TOPIC, notice())).statusCode).toBe(200);
    expect(fake.tokenRequests).toHaveLength(1);
    const [tokenRequest] = fake.tokenRequests;
    expect(tokenRequest!.path).toBe('/token');
    expect(tokenRequest!.host).toBe('oauth2.googleapis.com');
    const { grantType, claims } = verifiedAssertion(tokenRequest!.body, publicKey);
    expect(grantType).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    expect(claims).toMatchObject({
      iss: 'push@care-test.iam.gserviceaccount.com',
      aud: 'https://oauth2.googleapis.com/token',
    });
    expect(String(claims.scope)).toContain('https://www.googleapis.com/auth/firebase.messaging');
  });

  it('leaves out an absent label', async () => {
    const res = await send(TOPIC, notice({ label: '' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.sends[0]!.body.message.data).toEqual({
      category: 'postAlert',
      click_action: 'USER_POSTS',
    });
  });

  it("sends to one user by the customer's device token", async () => {
    const id = await customer(token);
    const res = await send('/sendcomms/send_to_one_user', {
      ...notice({ title: 'Your results are ready' }),
      messageType: 'single',
      customerId: id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.sends).toHaveLength(1);
    const { message } = fake.sends[0]!.body;
    expect(message.token).toBe(token);
    expect(message).not.toHaveProperty('topic');
    expect(message).toMatchObject({
      notification: { title: 'Your results are ready', body: notice().message },
      data: { category: 'postAlert', click_action: 'USER_POSTS', label: 'Event' },
    });
    expect(res.json().data).toMatchObject({ receiver: 'Agnes Nabirye', result: 'sent' });
    expect(res.body).not.toContain(token);
    expect(await row(res.json().data.id)).toMatchObject({
      gateway: 'fcm',
      receiver: token,
      customerId: id,
      gatewayMessageId: res.json().data.gatewayMessageId,
    });
  });

  it("sends a direct message to the customer's own token", async () => {
    const id = await customer(token);
    const res = await send(`/customer/${id}/message`, { message: 'See you at 9', to: 'stale' });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.sends).toHaveLength(1);
    const { message } = fake.sends[0]!.body;
    expect(message.token).toBe(token);
    expect(message).toMatchObject({ notification: { body: 'See you at 9' } });
  });

  it('answers a failed send as a failure and stores it as failed', async () => {
    fake.failSends(true);
    const res = await send(TOPIC, notice({ title: 'Will not arrive' }));
    const body = expectFailure(res, 502);
    expect(body.error).toContain(FCM_ERROR);
    expect(fake.sends).toHaveLength(1);

    const [last] = await database.db
      .select()
      .from(notifications)
      .orderBy(sql`${notifications.id} desc`)
      .limit(1);
    expect(last).toMatchObject({
      title: 'Will not arrive',
      gateway: 'fcm',
      result: 'failed',
      gatewayMessageId: null,
    });
    expect(last!.gatewayError).toContain(FCM_ERROR);
    expect(last!.gatewayError).toContain('registration-token-not-registered');

    const history = await read(`${TOPIC}?limit=1`);
    expect(history.json().data.rows[0]).toMatchObject({
      id: last!.id,
      result: 'failed',
      gatewayMessageId: null,
      gatewayError: last!.gatewayError,
    });
  });

  it('answers a failed single send or direct message as a failure too', async () => {
    const id = await customer(token);
    fake.failSends(true);
    const one = await send('/sendcomms/send_to_one_user', {
      ...notice(),
      messageType: 'single',
      customerId: id,
    });
    expect(expectFailure(one, 502).error).toContain(FCM_ERROR);
    const dm = await send(`/customer/${id}/message`, { message: 'Hello', to: token });
    const dmBody = expectFailure(dm, 502);
    expect(dmBody.error).toContain('Error sending notification');
    expect(dmBody.error).toContain(FCM_ERROR);
    expect(dm.body).not.toContain(token);
    const rows = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, id));
    expect(rows.map((r) => r.result)).toEqual(['failed', 'failed']);
  });

  it('does not count a failed tip push; the next good one counts', async () => {
    const created = await send('/healthtips', {
      title: 'Malaria in pregnancy',
      subtitle: 'Sleep under a treated net every night',
      details: 'Go to the clinic at once with fever, chills or headache.',
      category: 'Pregnancy',
    });
    expect(created.statusCode, created.body).toBe(201);
    const tipId = created.json().data.id as number;
    const tip = async () =>
      (await database.db.select().from(careTips).where(eq(careTips.id, tipId)))[0]!;

    fake.failSends(true);
    const failed = await send(`/healthtips/${tipId}/push`, {});
    const body = expectFailure(failed, 502);
    expect(body.error).toContain('Error sending push notification');
    expect(body.error).toContain(FCM_ERROR);
    expect((await tip()).count).toBe(0);
    const records = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.careTipId, tipId));
    expect(records.map((r) => [r.result, r.topic])).toEqual([['failed', 'global']]);
    const listed = (await read('/healthtips?limit=100')).json().data.rows;
    expect(listed.find((t: { id: number }) => t.id === tipId).count).toBe(0);

    fake.failSends(false);
    const ok = await send(`/healthtips/${tipId}/push`, {});
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.count).toBe(1);
    expect(fake.sends.map((s) => s.body.message.topic)).toEqual(['global', 'global']);
  });
});
