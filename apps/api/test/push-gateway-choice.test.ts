import { randomBytes } from 'node:crypto';
import https from 'node:https';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@app/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { notifications } from '../src/db/schema/index.ts';
import {
  startFakeFcm,
  testServiceAccount,
  writeServiceAccountFile,
  type FakeFcm,
} from './fake-fcm.ts';
import { createTestApp, freshDatabase, memoryMailer } from './helpers.ts';

// ruling 24, ADR 005: the app picks its push gateway from the
// configuration alone. Each app here is built the way the server builds it
// (config, no `push` handed in). firebase-admin is given no agent that way, so
// node's global HTTPS agent is pointed at the local fake for this file: every
// request the real client makes (token and send) reaches the fake, and an app
// on the outbox must make none.
const TOPIC = '/sendcomms/sendNotificationToTopic';
const STAFF = 'gateway.desk@care.ug';
const notice = {
  category: 'info',
  title: 'Which way does it go',
  click_action: 'MAIN_HOME',
  message: 'One notification, through whichever gateway is configured.',
  messageType: 'all',
};

/** Builds the app from `config`, signs a staff member in, sends one notification. */
async function sendThroughAppWith(config: Record<string, string>) {
  const t = await createTestApp({ config });
  try {
    await t.createStaff({ email: STAFF });
    const { headers } = await t.signIn(STAFF);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}${TOPIC}`,
      headers,
      payload: notice,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, data.id));
    return { data, row: row! };
  } finally {
    await t.close();
  }
}

describe('the push gateway is chosen by FIREBASE_SERVICE_ACCOUNT', () => {
  let fake: FakeFcm;
  let account: ReturnType<typeof writeServiceAccountFile>;
  const realGlobalAgent = https.globalAgent;

  beforeAll(async () => {
    fake = await startFakeFcm();
    account = writeServiceAccountFile(testServiceAccount().serviceAccount);
    https.globalAgent = fake.agent;
  });
  afterAll(async () => {
    https.globalAgent = realGlobalAgent;
    await fake?.close();
    account?.remove();
  });

  it('sends through Firebase Cloud Messaging when it names a credentials file', async () => {
    fake.reset();
    const { data, row } = await sendThroughAppWith({ FIREBASE_SERVICE_ACCOUNT: account.path });
    // the real firebase-admin client made the FCM v1 request, with the account's project
    expect(fake.sends).toHaveLength(1);
    expect(fake.sends[0]!.path).toBe('/v1/projects/care-test/messages:send');
    expect(fake.sends[0]!.body.message).toMatchObject({
      topic: 'global',
      notification: { title: notice.title },
    });
    expect(data).toMatchObject({ gateway: 'fcm', result: 'sent' });
    expect(data.gatewayMessageId).toMatch(/^projects\/care-test\/messages\/\d+$/);
    expect(row).toMatchObject({ gateway: 'fcm', result: 'sent' });
  });

  it('records every send in the outbox when it is unset, reaching no gateway', async () => {
    fake.reset();
    const { data, row } = await sendThroughAppWith({});
    expect(fake.sends).toHaveLength(0);
    expect(data).toMatchObject({ gateway: 'outbox', result: 'sent' });
    expect(data.gatewayMessageId).toMatch(/^outbox-/);
    expect(row).toMatchObject({ gateway: 'outbox', result: 'sent' });
  });

  it('refuses to start on a credentials file that is not there', async () => {
    const missing = `${account.path}.missing`;
    const database = await freshDatabase();
    try {
      await expect(
        buildApp({
          config: loadConfig({ DATA_DIR: '/nonexistent', FIREBASE_SERVICE_ACCOUNT: missing }),
          database,
          secret: randomBytes(32).toString('hex'),
          mailer: memoryMailer(),
        }),
      ).rejects.toThrow(missing);
    } finally {
      await database.close();
    }
  });
});
