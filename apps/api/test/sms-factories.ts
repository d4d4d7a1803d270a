import { eq, sql } from 'drizzle-orm';
import { notifications } from '../src/db/schema/index.ts';
import type { SmsGateway, SmsMessage, SmsSendResult } from '../src/integrations/sms.ts';
import { AUTOMATIC_QUEUE } from '../src/modules/sms/sms-automatic.ts';
import { setup, type Ctx } from './factories.ts';

// The SMS suites (issue 24): an app with a gateway of the test's own, which
// records what it was asked to send and answers as told.

export type MemorySms = SmsGateway & {
  sent: SmsMessage[];
  /** The answers of the next sends, in order; then ok again. */
  answers: SmsSendResult[];
};

export function memorySmsGateway(): MemorySms {
  let n = 0;
  const gateway: MemorySms = {
    kind: 'africastalking',
    senderId: 'CARE',
    sent: [],
    answers: [],
    async send(m) {
      gateway.sent.push(m);
      const next = gateway.answers.shift();
      if (next) return next;
      n += 1;
      return { ok: true, messageId: `ATXid_test_${n}`, status: 'Success', costUgx: 35 };
    },
    close: async () => {},
  };
  return gateway;
}

export type SmsCtx = Ctx & { sms: MemorySms; adminHeaders: Record<string, string> };

/** One app per file, a STAFF member signed in (and an ADMIN), SMS to a memory gateway. */
export async function smsSetup(config: Record<string, string> = {}): Promise<SmsCtx> {
  const sms = memorySmsGateway();
  const c = await setup(config, { sms });
  await c.createStaff({ email: 'boss@care.ug', name: 'Boss', role: 'ADMIN' });
  const { headers: adminHeaders } = await c.signIn('boss@care.ug');
  return Object.assign(c, { sms, adminHeaders });
}

/** Waits until `check` answers something truthy (the queue works on its own time). */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  ms = 15_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The message row, once it is no longer queued or being sent. */
export const settled = (c: SmsCtx, id: number, ms?: number) =>
  eventually(async () => {
    const [row] = await c.db.select().from(notifications).where(eq(notifications.id, id));
    return row && row.result !== 'queued' && row.result !== 'sending' ? row : undefined;
  }, ms);

/** The SMS rows, oldest first. */
export const smsRows = (c: SmsCtx) =>
  c.db
    .select()
    .from(notifications)
    .where(eq(notifications.channel, 'sms'))
    .orderBy(notifications.id);

/** The automatic-message jobs queued for one subject and event (the queue's rows, sent or not). */
export async function automaticQueued(
  c: SmsCtx,
  event: string,
  subject: { kind: string; id: number },
): Promise<number> {
  const { rows } = (await c.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = ${AUTOMATIC_QUEUE}
        and data->>'event' = ${event} and data->'subject'->>'kind' = ${subject.kind}
        and (data->'subject'->>'id')::int = ${subject.id}`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0]!.n;
}
