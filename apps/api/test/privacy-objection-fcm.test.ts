import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fcmGateway } from '../src/integrations/push.ts';
import { MARKETING_TOPIC } from '../src/modules/communication/marketing.ts';
import { createCustomer, setup, type Ctx } from './factories.ts';
import {
  startFakeFcm,
  testServiceAccount,
  writeServiceAccountFile,
  type FakeFcm,
} from './fake-fcm.ts';

// Issue 26 with Firebase credentials: an objection takes the person's device
// out of the FCM topic the health tips go to (firebase-admin's
// unsubscribeFromTopic, checked against the local fake), and a withdrawal
// puts it back.

describe(`through Firebase (local fake): the device leaves and rejoins the FCM topic`, () => {
  let fake: FakeFcm;
  let f: Ctx;
  let removeAccount: () => void;

  beforeAll(async () => {
    fake = await startFakeFcm();
    const file = writeServiceAccountFile(testServiceAccount().serviceAccount);
    removeAccount = file.remove;
    f = await setup({}, { push: fcmGateway({ serviceAccount: file.path, httpAgent: fake.agent }) });
  });
  afterAll(async () => {
    await f?.close();
    await fake?.close();
    removeAccount?.();
  });

  it('subscribes a registered device, unsubscribes it on objection, subscribes it again after', async () => {
    const customer = await createCustomer(f);
    const token = `fcm-token:${randomUUID()}`;
    const registered = await f.put(`/customer/${customer.id}/device-token`, { fcm_token: token });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(fake.members(MARKETING_TOPIC)).toContain(token);
    const on = await f.put(`/privacy/customer/${customer.id}/objection`, { objected: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(fake.members(MARKETING_TOPIC)).not.toContain(token);
    const off = await f.put(`/privacy/customer/${customer.id}/objection`, { objected: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(fake.members(MARKETING_TOPIC)).toContain(token);
  });
});
