import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE, COMMS_MESSAGES } from '@app/contract';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { auditLog, careTips, notifications } from '../src/db/schema/index.ts';
import type { PushGateway, PushMessage, PushResult } from '../src/integrations/push.ts';
import { expectFailure } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// A send is recorded ('sending') before the gateway is called; the gateway's
// answer, and a tip's count + 1, are saved after it in one transaction. So a
// send whose answer could not be saved is still in the history, and is never
// answered or listed as sent. A test-only trigger makes one write fail.
const TOPIC = '/sendcomms/sendNotificationToTopic';
const notice = (title: string) => ({
  category: 'info',
  title,
  click_action: 'MAIN_HOME',
  message: 'Head Office opens at 8 am on Saturday.',
  messageType: 'all',
});

type Row = typeof notifications.$inferSelect;

/** A gateway that notes what the history held when it was called, and answers as told. */
function watchingGateway(database: Database) {
  const calls: { message: PushMessage; recorded: Row[] }[] = [];
  let failWith: string | null = null;
  const gateway: PushGateway & { calls: typeof calls; failWith: (e: string | null) => void } = {
    kind: 'fcm',
    calls,
    failWith: (error) => {
      failWith = error;
    },
    async send(message): Promise<PushResult> {
      const recorded = await database.db
        .select()
        .from(notifications)
        .where(eq(notifications.title, message.title));
      calls.push({ message, recorded });
      return failWith
        ? { ok: false, error: failWith }
        : { ok: true, messageId: `projects/care-test/messages/${calls.length}` };
    },
    setTopic: async () => ({ ok: true }),
    close: async () => {},
  };
  return gateway;
}

describe('a send is recorded before the gateway is called', () => {
  let t: TestContext;
  let database: Database;
  let app: App;
  let push: ReturnType<typeof watchingGateway>;
  let staffId: string;
  let headers: Record<string, string>;

  const post = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url: `${API_BASE}${url}`, headers, payload: payload as never });
  const history = async () =>
    (await app.inject({ method: 'GET', url: `${API_BASE}${TOPIC}?limit=100`, headers })).json().data
      .rows as { id: number; title: string; result: string; gatewayMessageId: unknown }[];
  const recordsTitled = (title: string) =>
    database.db.select().from(notifications).where(eq(notifications.title, title));
  /** Runs `write` while every `event` on `table` fails. */
  async function whileFailing<T>(event: string, table: string, write: () => Promise<T>) {
    await database.db.execute(
      sql.raw(`create trigger test_fail before ${event} on ${table}
               for each row execute function test_fail()`),
    );
    try {
      return await write();
    } finally {
      await database.db.execute(sql.raw(`drop trigger test_fail on ${table}`));
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ push: (db) => (push = watchingGateway(db)) });
    ({ app, database } = t);
    staffId = (await t.createStaff({ email: 'record.first@care.ug', name: 'Grace Auma' })).id;
    ({ headers } = await t.signIn('record.first@care.ug'));
    await database.db.execute(sql`
      create function test_fail() returns trigger language plpgsql as $$
      begin raise exception 'test: forced failure of a write'; end $$`);
  });
  beforeEach(() => {
    push.calls.length = 0;
    push.failWith(null);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is in the history as sending when the gateway is called, then sent with its id', async () => {
    const res = await post(TOPIC, notice('Recorded first'));
    expect(res.statusCode, res.body).toBe(200);
    expect(push.calls).toHaveLength(1);
    expect(push.calls[0]!.recorded).toEqual([
      expect.objectContaining({ result: 'sending', gatewayMessageId: null, sentBy: staffId }),
    ]);
    const data = res.json().data;
    expect(data).toMatchObject({
      result: 'sent',
      gatewayMessageId: 'projects/care-test/messages/1',
      sentBy: staffId,
      sentByName: 'Grace Auma',
    });
    expect(await recordsTitled('Recorded first')).toEqual([
      expect.objectContaining({
        id: data.id,
        result: 'sent',
        gatewayMessageId: data.gatewayMessageId,
      }),
    ]);
  });

  it('is not sent at all when it cannot be recorded', async () => {
    const res = await whileFailing('insert', 'notifications', () =>
      post(TOPIC, notice('Never recorded')),
    );
    expectFailure(res, 500);
    expect(push.calls).toHaveLength(0);
    expect(await recordsTitled('Never recorded')).toEqual([]);
  });

  it('stays in the history, sending, when its result cannot be saved; never answered as sent', async () => {
    const res = await whileFailing('update', 'notifications', () =>
      post(TOPIC, notice('Gone out, result lost')),
    );
    expect(push.calls).toHaveLength(1);
    const body = expectFailure(res, 500);
    expect(body.error).toBe(COMMS_MESSAGES.resultUnknown);
    expect(res.body).not.toContain('forced failure');

    const [row] = await recordsTitled('Gone out, result lost');
    expect(row).toMatchObject({ result: 'sending', gatewayMessageId: null, sentBy: staffId });
    const listed = (await history()).find((r) => r.id === row!.id);
    expect(listed).toMatchObject({ result: 'sending', gatewayMessageId: null });
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'notification'), eq(auditLog.entityId, String(row!.id))));
    expect(audits.map((a) => [a.action, a.actorId])).toEqual([['send', staffId]]);
  });

  it('is still answered as failed when the gateway failed and the result could not be saved', async () => {
    push.failWith('messaging/registration-token-not-registered');
    const res = await whileFailing('update', 'notifications', () =>
      post(TOPIC, notice('Failed, result lost')),
    );
    const body = expectFailure(res, 502);
    expect(body.error).toContain('messaging/registration-token-not-registered');
    const [row] = await recordsTitled('Failed, result lost');
    expect(row).toMatchObject({ result: 'sending' });
  });

  it("saves a tip push's result and its count + 1 in one transaction", async () => {
    const created = await post('/healthtips', {
      title: 'Iron and folic acid',
      subtitle: 'One tablet a day through pregnancy',
      details: 'Take it with water or juice, not tea.',
      category: 'Pregnancy',
    });
    expect(created.statusCode, created.body).toBe(201);
    const tipId = created.json().data.id as number;
    const tip = async () =>
      (await database.db.select().from(careTips).where(eq(careTips.id, tipId)))[0]!;
    const records = async () =>
      (
        await database.db
          .select()
          .from(notifications)
          .where(eq(notifications.careTipId, tipId))
          .orderBy(notifications.id)
      ).map((r) => [r.result, r.gatewayMessageId]);

    // the count cannot be raised: the send's result is not saved either
    const res = await whileFailing('update', 'care_tips', () =>
      post(`/healthtips/${tipId}/push`, {}),
    );
    expect(push.calls).toHaveLength(1);
    expect(expectFailure(res, 500).error).toBe(COMMS_MESSAGES.resultUnknown);
    expect((await tip()).count).toBe(0);
    expect(await records()).toEqual([['sending', null]]);

    // without the fault both commit
    const ok = await post(`/healthtips/${tipId}/push`, {});
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.count).toBe(1);
    expect((await tip()).count).toBe(1);
    expect(await records()).toEqual([
      ['sending', null],
      ['sent', 'projects/care-test/messages/2'],
    ]);

    // a failed push is saved as failed and the count stays
    push.failWith('messaging/internal-error');
    expect(expectFailure(await post(`/healthtips/${tipId}/push`, {}), 502).error).toContain(
      COMMS_MESSAGES.tipPushFailed,
    );
    expect((await tip()).count).toBe(1);
    expect((await records()).at(-1)).toEqual(['failed', null]);
  });
});
