import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/index.ts';
import { createSmsRepo } from '../src/modules/sms/sms.repo.ts';
import {
  INTERRUPTED,
  MAX_ATTEMPTS,
  RetryLater,
  createSmsSender,
} from '../src/modules/sms/sms-sender.ts';
import { memorySmsGateway, smsSetup, type SmsCtx } from './sms-factories.ts';

// Issue 24: each gateway call of the queue's worker. Called here directly,
// one call per attempt, as the queue calls it (its backoff is the queue's,
// tested in queue.test.ts).

let c: SmsCtx;
beforeAll(async () => {
  c = await smsSetup({ QUEUE_WORKERS: 'false' });
});
afterAll(() => c.app.close());

const PHONE = '+256772900001';
async function queued(message = 'Visit at 9') {
  const [id] = await createSmsRepo(c.db).insertQueued([
    {
      kind: 'direct',
      receiverName: 'Test',
      phone: PHONE,
      message,
      segments: 1,
      costUgx: 35,
      gateway: 'africastalking',
      batchId: randomUUID(),
      sentBy: null,
    },
  ]);
  return id!;
}
const row = async (id: number) =>
  (await c.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;

describe('the sender', () => {
  it('sends a queued message once and keeps the gateway id and cost', async () => {
    const gateway = memorySmsGateway();
    const send = createSmsSender({ db: c.db, gateway });
    const id = await queued();
    await send(id);
    await send(id); // a second run of the same job sends nothing more
    expect(gateway.sent).toEqual([{ to: PHONE, message: 'Visit at 9' }]);
    expect(await row(id)).toMatchObject({
      result: 'sent',
      deliveryStatus: 'Sent',
      attempts: 1,
      costUgx: 35,
    });
  });

  it('retries a transient failure and stops at the fifth attempt with the reason', async () => {
    const gateway = memorySmsGateway();
    const transient = { ok: false as const, permanent: false, error: 'Gateway error (501)' };
    gateway.answers.push(...Array.from({ length: MAX_ATTEMPTS }, () => transient));
    const send = createSmsSender({ db: c.db, gateway });
    const id = await queued();
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      await expect(send(id)).rejects.toBeInstanceOf(RetryLater);
      expect(await row(id)).toMatchObject({ result: 'queued', attempts: attempt });
    }
    await send(id);
    expect(await row(id)).toMatchObject({
      result: 'failed',
      attempts: MAX_ATTEMPTS,
      gatewayError: 'Gateway error (501)',
    });
    expect(gateway.sent).toHaveLength(MAX_ATTEMPTS);
  });

  it('stops at once on a permanent failure, showing why', async () => {
    const gateway = memorySmsGateway();
    gateway.answers.push({
      ok: false,
      permanent: true,
      error: 'Insufficient balance (405 InsufficientBalance)',
    });
    const send = createSmsSender({ db: c.db, gateway });
    const id = await queued();
    await send(id);
    await send(id);
    expect(gateway.sent).toHaveLength(1);
    expect(await row(id)).toMatchObject({
      result: 'failed',
      attempts: 1,
      gatewayError: 'Insufficient balance (405 InsufficientBalance)',
    });
  });

  it('never sends twice a message whose gateway call was interrupted', async () => {
    const gateway = memorySmsGateway();
    const send = createSmsSender({ db: c.db, gateway });
    const id = await queued();
    await createSmsRepo(c.db).claim(id); // taken, then the server stopped mid-call
    await send(id); // the queue runs the job again after the restart
    expect(gateway.sent).toHaveLength(0);
    expect(await row(id)).toMatchObject({ result: 'failed', gatewayError: INTERRUPTED });
  });
});
