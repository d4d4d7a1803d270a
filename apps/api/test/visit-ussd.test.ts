import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  SMS_MESSAGES,
  USSD_SCREEN_MAX,
  VISIT_CHECK_REPLIES as SAY,
  VISIT_USSD,
  addDays,
  formatDate,
} from '@app/contract';
import { visitChecks, visitExceptions } from '../src/db/schema/index.ts';
import { expectFailure } from './factories.ts';
import {
  checksOf,
  exceptionsFrom,
  repliesTo,
  today,
  visit,
  visitSetup,
  type Visit,
  type VisitCtx,
} from './visit-checks-factories.ts';

// Issue 37: a nurse checks in and out from a USSD menu on any phone, through
// Africa's Talking's USSD callback: a form posted at each step (sessionId,
// serviceCode, phoneNumber, networkCode, and `text`, every answer so far
// joined with '*'), with our key the URL's last segment; the answer is text, "CON …"
// for more, "END …" to close. The checks follow the SMS's rules and words.

let c: VisitCtx;
beforeAll(async () => {
  c = await visitSetup();
});
afterAll(() => c.close());

let sessions = 0;
const newSession = () => `ATUid_${process.pid}_${++sessions}`;

/** One step, posted as the gateway posts it. */
const step = (phoneNumber: string, text: string, opts: { sessionId?: string; key?: string } = {}) =>
  c.app.inject({
    method: 'POST',
    url: `${API_BASE}/visits/ussd/${encodeURIComponent(opts.key ?? c.key)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      sessionId: opts.sessionId ?? newSession(),
      serviceCode: '*384*1234#',
      phoneNumber,
      networkCode: '64110',
      text,
    }).toString(),
  });

/** A step's answer: 200, text/plain, within the USSD limit. */
async function screen(phone: string, text: string, sessionId?: string) {
  const res = await step(phone, text, { sessionId });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  expect(res.body.length).toBeLessThanOrEqual(USSD_SCREEN_MAX);
  expect(res.body).toMatch(/^(CON|END) /);
  return res.body;
}

/** A whole session: each step's text is the answers so far, as the gateway sends it. */
async function session(phone: string, answers: string[]) {
  const id = newSession();
  const screens = [await screen(phone, '', id)];
  for (let i = 1; i <= answers.length; i++)
    screens.push(await screen(phone, answers.slice(0, i).join('*'), id));
  return screens;
}

const menuOf = (name: string, lines: string[]) =>
  `CON ${VISIT_USSD.greeting(name)}\n${lines.map((l, i) => `${i + 1}. ${l}`).join('\n')}`;
const confirmedIn = (v: Visit) =>
  new RegExp(`^END Checked in at \\d{2}:\\d{2} for ${v.card}, Mary\\. Reply OUT ${v.code} when`);
const exceptionCount = async () => (await c.db.select({ n: count() }).from(visitExceptions))[0]!.n;

describe('the menu', () => {
  it('greets the nurse by her registered phone and lists the checks that fit now', async () => {
    const v = await visit(c);
    expect(await screen(v.phone, '')).toBe(
      menuOf('Mary', [`Check in ${v.card}`, VISIT_USSD.enterCode]),
    );
    // her phone as she may have registered it: the local form is the same number
    expect(await screen(`0${v.phone.slice(4)}`, '')).toContain(`1. Check in ${v.card}`);
    // asking for the menu records nothing
    expect(await checksOf(c, v.jobId)).toHaveLength(0);
  });

  it('checks in from the list, then offers the check-out, then nothing', async () => {
    const v = await visit(c, { start: addDays(today, -1) });
    const [, done] = await session(v.phone, ['1']);
    expect(done).toMatch(confirmedIn(v));
    expect(await screen(v.phone, '')).toBe(
      menuOf('Mary', [`Check out ${v.card}`, VISIT_USSD.enterCode]),
    );
    const [, out] = await session(v.phone, ['1']);
    expect(out).toMatch(new RegExp(`^END Checked out at \\d{2}:\\d{2} for ${v.card}, Mary\\.`));
    const checks = await checksOf(c, v.jobId);
    expect(checks.map((k) => [k.kind, k.channel, k.phone, k.day])).toEqual([
      ['in', 'ussd', v.phone, today],
      ['out', 'ussd', v.phone, today],
    ]);
    expect(checks.every((k) => k.messageId?.endsWith(':1'))).toBe(true);
    expect(await exceptionsFrom(c, v.phone)).toHaveLength(0);
    // USSD answers on the screen: no reply SMS
    expect(await repliesTo(c, v.phone)).toEqual([]);
    expect(await screen(v.phone, '')).toBe(
      `CON ${VISIT_USSD.greetingNone('Mary')}\n1. ${VISIT_USSD.enterCode}`,
    );
  });

  it('checks in and out by the visit code', async () => {
    const v = await visit(c);
    const screens = await session(v.phone, ['2', v.code, '1']);
    expect(screens.slice(1, 3)).toEqual([
      `CON ${VISIT_USSD.askCode}`,
      `CON ${VISIT_USSD.codeMenu(v.code)}`,
    ]);
    expect(screens[3]).toMatch(confirmedIn(v));
    // checked in, the list has the check-out first: the code is still its last line
    const out = await session(v.phone, ['2', v.code, '2']);
    expect(out[3]).toMatch(/^END Checked out at/);
    expect((await checksOf(c, v.jobId)).map((k) => [k.kind, k.channel])).toEqual([
      ['in', 'ussd'],
      ['out', 'ussd'],
    ]);
  });

  it('ends a bad choice, a code that is no code, and a third answer that is no 1 or 2', async () => {
    const v = await visit(c);
    const before = await exceptionCount();
    expect((await session(v.phone, ['7']))[1]).toBe(`END ${VISIT_USSD.notAChoice}`);
    expect((await session(v.phone, ['x']))[1]).toBe(`END ${VISIT_USSD.notAChoice}`);
    expect((await session(v.phone, ['2', '12']))[2]).toBe(`END ${VISIT_USSD.notACode}`);
    expect((await session(v.phone, ['2', v.code, '3']))[3]).toBe(`END ${VISIT_USSD.notAChoice}`);
    expect(await checksOf(c, v.jobId)).toHaveLength(0);
    expect(await exceptionCount()).toBe(before);
  });
});

describe('a check refused ends with the reason, kept as an exception', () => {
  it("from a phone that is no nurse's", async () => {
    const from = '+256779123456';
    const id = newSession();
    expect(await screen(from, '', id)).toBe(`END ${SAY.unknownPhone()}`);
    const [e] = await exceptionsFrom(c, from);
    expect(e).toMatchObject({
      reason: 'unknown_phone',
      channel: 'ussd',
      nurseId: null,
      kind: null,
      messageId: `${id}:`,
    });
    // the same first step again (a retried callback) is kept once, and no SMS is sent
    await screen(from, '', id);
    expect(await exceptionsFrom(c, from)).toHaveLength(1);
    expect(await repliesTo(c, from)).toEqual([]);
  });

  it("for another nurse's visit code", async () => {
    const mine = await visit(c);
    let hers = await visit(c);
    while (hers.code === mine.code) hers = await visit(c);
    const screens = await session(mine.phone, ['2', hers.code, '1']);
    expect(screens[3]).toBe(`END ${SAY.otherNurse(hers.code)}`);
    expect(await checksOf(c, hers.jobId)).toHaveLength(0);
    const [e] = await exceptionsFrom(c, mine.phone);
    expect(e).toMatchObject({ reason: 'other_nurse', channel: 'ussd', code: hers.code });
    expect(await repliesTo(c, mine.phone)).toEqual([]);
  });

  it("outside the visit's days: not listed, and refused by its code", async () => {
    const early = await visit(c, { start: addDays(today, 1), duration: 2 });
    expect(await screen(early.phone, '')).toBe(
      `CON ${VISIT_USSD.greetingNone('Mary')}\n1. ${VISIT_USSD.enterCode}`,
    );
    const screens = await session(early.phone, ['1', early.code, '1']);
    const shown = (d: string) => formatDate(`${d}T00:00:00+03:00`);
    expect(screens[3]).toBe(
      `END Visit ${early.code} (${early.card}) is booked from ${shown(addDays(today, 1))} to ${shown(addDays(today, 2))}, not today. Nothing was recorded.`,
    );
    expect(await checksOf(c, early.jobId)).toHaveLength(0);
    const [e] = await exceptionsFrom(c, early.phone);
    expect(e).toMatchObject({ reason: 'outside_days', nurseJobId: early.jobId, day: today });
  });

  it('twice: a second check-in for the day', async () => {
    const v = await visit(c);
    await session(v.phone, ['1']);
    // checked in, the list offers the check-out; her code asks for a check-in again
    const screens = await session(v.phone, ['2', v.code, '1']);
    expect(screens[3]).toMatch(
      new RegExp(`^END You already checked in to visit ${v.code} at \\d{2}:\\d{2} for this day\\.`),
    );
    expect(await checksOf(c, v.jobId)).toHaveLength(1);
    const [e] = await exceptionsFrom(c, v.phone);
    expect(e).toMatchObject({ reason: 'twice', channel: 'ussd', kind: 'in', day: today });
  });
});

describe('the callback', () => {
  it('is published with its key beside the SMS callbacks (ADMIN)', async () => {
    const settings = (await c.get('/sms/settings', c.adminHeaders)).json().data;
    const url = new URL(settings.ussdCallbackUrl);
    // the key is the last segment (issue 39), never in the query
    expect(url.pathname).toBe(`${API_BASE}/visits/ussd/${c.key}`);
    expect(url.search).toBe('');
    expect((await c.read('/sms/settings')).json().data.ussdCallbackUrl).toBeNull();
  });

  it('with a wrong key or none is refused (403) and changes nothing', async () => {
    const v = await visit(c);
    const before = await exceptionCount();
    const id = newSession();
    for (const key of ['wrong', '', c.key.toUpperCase()]) {
      const res = await step(v.phone, '1', { key, sessionId: id });
      expect(expectFailure(res, 403).error).toBe(SMS_MESSAGES.callbackRefused);
    }
    const stranger = await step('+256779000111', '', { key: 'wrong' });
    expect(stranger.statusCode).toBe(403);
    expect(await checksOf(c, v.jobId)).toHaveLength(0);
    expect(await exceptionCount()).toBe(before);
  });

  it('takes forms only: JSON is refused (415), a form without its fields is 400', async () => {
    const v = await visit(c);
    const json = await c.app.inject({
      method: 'POST',
      url: `${API_BASE}/visits/ussd/${c.key}`,
      payload: { sessionId: 's', phoneNumber: v.phone, text: '1' },
    });
    expect(json.statusCode).toBe(415);
    const empty = await c.app.inject({
      method: 'POST',
      url: `${API_BASE}/visits/ussd/${c.key}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ text: '1' }).toString(),
    });
    expectFailure(empty, 400);
    expect(await checksOf(c, v.jobId)).toHaveLength(0);
  });

  it('retried (the same session and text) records once and answers the same', async () => {
    const v = await visit(c);
    const id = newSession();
    await screen(v.phone, '', id);
    const first = await screen(v.phone, '1', id);
    expect(first).toMatch(confirmedIn(v));
    // the list now offers the check-out under 1: a retry must not take it
    for (let i = 0; i < 3; i++) expect(await screen(v.phone, '1', id)).toBe(first);
    expect((await checksOf(c, v.jobId)).map((k) => k.kind)).toEqual(['in']);

    // a refused step retried: one exception, no second reason
    const twice = newSession();
    const refused = await session(v.phone, ['2', v.code, '1']);
    expect(refused[3]).toMatch(/^END You already checked in/);
    await screen(v.phone, '', twice);
    await screen(v.phone, `2*${v.code}`, twice);
    const a = await screen(v.phone, `2*${v.code}*1`, twice);
    const b = await screen(v.phone, `2*${v.code}*1`, twice);
    expect(a).toMatch(/^END You already checked in/);
    expect(b).toBe(`END ${VISIT_USSD.answeredBefore}`);
    expect((await exceptionsFrom(c, v.phone)).map((e) => e.reason)).toEqual(['twice', 'twice']);
  });

  it('ten identical steps at once record one check', async () => {
    const v = await visit(c);
    const id = newSession();
    await screen(v.phone, '', id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => step(v.phone, '1', { sessionId: id })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    for (const a of answers) expect(a.body).toMatch(confirmedIn(v));
    const [n] = await c.db
      .select({ n: count() })
      .from(visitChecks)
      .where(eq(visitChecks.nurseJobId, v.jobId));
    expect(n!.n).toBe(1);
    expect(await exceptionsFrom(c, v.phone)).toHaveLength(0);
  });
});
