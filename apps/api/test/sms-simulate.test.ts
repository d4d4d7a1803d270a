import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MSG,
  SIMULATOR_MESSAGES,
  VISIT_CHECK_REPLIES as SAY,
  VISIT_USSD,
  addDays,
} from '@app/contract';
import { notifications, visitChecks, visitExceptions } from '../src/db/schema/index.ts';
import { outboxSmsGateway } from '../src/integrations/sms.ts';
import { expectFailure, setup, type Ctx } from './factories.ts';
import { settled, smsSetup, type SmsCtx } from './sms-factories.ts';
import {
  checksOf,
  exceptionsFrom,
  today,
  visit as bookVisit,
  type VisitCtx,
} from './visit-checks-factories.ts';

// Issue 37: with the local SMS outbox (no Africa's Talking key), staff play
// the nurse's part from the screen: an incoming SMS takes the path a real one
// takes and answers the reply the outbox recorded for it; a USSD step
// answers the phone's screen. With a real gateway both are refused (409).

/** A pino destination that keeps every line in memory. */
const lines: string[] = [];
const stream = { write: (line: string) => void lines.push(line) };

let c: Ctx;
let staffId: string;
let admin: Record<string, string>;
beforeAll(async () => {
  c = await setup(
    { AUTH_RATE_LIMIT_MAX: '100000' },
    { sms: outboxSmsGateway(), logger: { level: 'info', stream } },
  );
  // ADMIN only, as Admin > SMS where the panel is
  const boss = await c.createStaff({ email: 'sim.boss@care.ug', role: 'ADMIN' });
  staffId = boss.id;
  admin = (await c.signIn('sim.boss@care.ug')).headers;
});
afterAll(() => c.close());

// The visit factory reads nothing of the SMS suites' context but the app and a signed-in staff member.
const visit = (opts?: Parameters<typeof bookVisit>[1]) => bookVisit(c as unknown as VisitCtx, opts);

const sms = (from: string, text: string, headers = admin) =>
  c.post('/sms/simulate/incoming', { from, text }, headers);
const ussd = (sessionId: string, phoneNumber: string, text: string, headers = admin) =>
  c.post('/sms/simulate/ussd', { sessionId, phoneNumber, text }, headers);
const replyOf = async (from: string, text: string) => {
  const res = await sms(from, text);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.reply as string | null;
};

describe('a simulated incoming SMS', () => {
  it('checks a nurse in and out as a real one does, and answers the reply SMS', async () => {
    const v = await visit({ start: addDays(today, -1) });
    const reply = await replyOf(v.phone, `IN ${v.code}`);
    expect(reply).toMatch(
      new RegExp(`^Checked in at \\d{2}:\\d{2} for ${v.card}, Mary\\. Reply OUT ${v.code} when`),
    );
    expect(await replyOf(v.phone, `out ${v.code}`)).toMatch(/^Checked out at \d{2}:\d{2} for /);
    const checks = await checksOf(c as unknown as VisitCtx, v.jobId);
    expect(checks.map((k) => [k.kind, k.channel, k.phone])).toEqual([
      ['in', 'sms', v.phone],
      ['out', 'sms', v.phone],
    ]);
    // each with an id of its own, as a gateway's message has
    expect(new Set(checks.map((k) => k.messageId)).size).toBe(2);
    expect(checks.every((k) => k.messageId?.startsWith('simulated-'))).toBe(true);
    // the reply is a real outbox message: recorded, then "sent" by the outbox
    const [row] = await c.db.select().from(notifications).where(eq(notifications.message, reply!));
    expect(row).toMatchObject({ phone: v.phone, gateway: 'outbox' });
    expect((await settled(c as unknown as SmsCtx, row!.id)).result).toBe('sent');
  });

  it('answers a refusal once an hour per number, as the gateway path does', async () => {
    const from = '+256779555001';
    expect(await replyOf(from, 'IN 4821')).toBe(SAY.unknownPhone());
    // the second refusal is kept but not answered (at most one reply an hour)
    expect(await replyOf(from, 'OUT 4821')).toBeNull();
    const kept = await exceptionsFrom(c as unknown as VisitCtx, from);
    expect(kept.map((e) => [e.reason, e.channel])).toEqual([
      ['unknown_phone', 'sms'],
      ['unknown_phone', 'sms'],
    ]);
  });

  it('an ordinary message records nothing and has no reply', async () => {
    const v = await visit();
    expect(await replyOf(v.phone, 'Running late, sorry')).toBeNull();
    expect(await checksOf(c as unknown as VisitCtx, v.jobId)).toHaveLength(0);
  });

  it('logs who simulated it', async () => {
    const v = await visit();
    await replyOf(v.phone, `IN ${v.code}`);
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries.filter((e) => e.msg === 'SMS simulated' && e.staffId === staffId)).not.toEqual(
      [],
    );
    // not the number or the text
    expect(lines.filter((l) => l.includes('SMS simulated') && l.includes(v.phone))).toEqual([]);
  });
});

describe('a simulated USSD session', () => {
  it('shows each screen and checks in from the menu', async () => {
    const v = await visit();
    const start = await ussd('s-1', v.phone, '');
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json().data).toEqual({
      end: false,
      screen: `${VISIT_USSD.greeting('Mary')}\n1. Check in ${v.card}\n2. ${VISIT_USSD.enterCode}`,
      response: `CON ${VISIT_USSD.greeting('Mary')}\n1. Check in ${v.card}\n2. ${VISIT_USSD.enterCode}`,
    });
    const done = (await ussd('s-1', v.phone, '1')).json().data;
    expect(done.end).toBe(true);
    expect(done.screen).toMatch(new RegExp(`^Checked in at \\d{2}:\\d{2} for ${v.card}, Mary\\.`));
    expect(done.response).toBe(`END ${done.screen}`);
    const [check] = await checksOf(c as unknown as VisitCtx, v.jobId);
    expect(check).toMatchObject({ kind: 'in', channel: 'ussd', phone: v.phone });
    // a session of the simulator is never taken for one of the gateway's
    expect(check!.messageId).toBe('simulated-s-1:1');
    // USSD answers on the screen, not by SMS (the automatic messages of events aside)
    const [n] = await c.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.phone, v.phone), isNull(notifications.event)));
    expect(n!.n).toBe(0);
  });

  it("ends at once for a phone that is no nurse's", async () => {
    const answer = (await ussd('s-2', '+256779555002', '')).json().data;
    expect(answer).toMatchObject({ end: true, screen: SAY.unknownPhone() });
  });
});

describe('the simulator', () => {
  it('needs an ADMIN (a simulated check counts for pay), and says what is missing', async () => {
    expect((await sms('+256779555003', 'IN 4821', {})).statusCode).toBe(401);
    expect((await ussd('s-3', '+256779555003', '', {})).statusCode).toBe(401);
    // the front desk (STAFF) may not play a nurse's phone
    expect(expectFailure(await sms('+256779555003', 'IN 4821', c.headers), 403).error).toBe(
      MSG.forbidden,
    );
    expect((await ussd('s-3', '+256779555003', '', c.headers)).statusCode).toBe(403);
    const bad = expectFailure(await sms(' ', ''), 400);
    expect(bad.details).toMatchObject({
      from: SIMULATOR_MESSAGES.phoneRequired,
      text: SIMULATOR_MESSAGES.textRequired,
    });
    expectFailure(await ussd('', '+256779555003', ''), 400);
  });

  it("is refused (409) with Africa's Talking configured, and records nothing", async () => {
    const real: SmsCtx = await smsSetup();
    try {
      const before = await real.db.select({ n: count() }).from(visitExceptions);
      const a = await real.post(
        '/sms/simulate/incoming',
        { from: '+256779555004', text: 'IN 4821' },
        real.adminHeaders,
      );
      expect(expectFailure(a, 409).error).toBe(SIMULATOR_MESSAGES.notOutbox);
      const b = await real.post(
        '/sms/simulate/ussd',
        { sessionId: 's-4', phoneNumber: '+256779555004', text: '' },
        real.adminHeaders,
      );
      expect(expectFailure(b, 409).error).toBe(SIMULATOR_MESSAGES.notOutbox);
      expect(await real.db.select({ n: count() }).from(visitExceptions)).toEqual(before);
      expect((await real.db.select({ n: count() }).from(visitChecks))[0]!.n).toBe(0);
      expect(real.sms.sent).toEqual([]);
    } finally {
      await real.close();
    }
  });
});
