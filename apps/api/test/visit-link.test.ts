import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  MSG,
  VISIT_LINK_WORDS as WORDS,
  addDays,
  distanceMetres,
  smsDate,
} from '@app/contract';
import { jobCards, nurseJobs, rateLimits, visitExceptions } from '../src/db/schema/index.ts';
import { SCRIPT_SRC } from '../src/modules/visits/visit-link.page.ts';
import { eventually, smsRows, smsSetup } from './sms-factories.ts';
import {
  checksOf,
  repliesTo,
  today,
  visit,
  type Visit,
  type VisitCtx,
} from './visit-checks-factories.ts';

// Issue 37, the third way to check in: a one-tap signed link in the nurse's
// SMS. It opens a small public page (the visit and one button); the tap
// sends where the phone was, when she allows it, and is recorded by the same
// rules as an SMS check (channel 'link'), or refused and kept as an exception.

const ORIGIN = 'https://care.example.ug';
const MAX_TAPS = 12;
const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const HOME = { latitude: 0.3526, longitude: 32.6121 };
const NEAR = { latitude: 0.3535, longitude: 32.6121 };

let c: VisitCtx;
beforeAll(async () => {
  // a low limit, to see a link's taps counted; sign-in takes a few hits of its own keys only
  const s = await smsSetup({
    PUBLIC_URL: ORIGIN,
    AUTH_RATE_LIMIT_MAX: String(MAX_TAPS),
    // one window for the whole file: the taps of a test never straddle two
    AUTH_RATE_LIMIT_WINDOW_MS: String(24 * 3600_000),
  });
  c = Object.assign(s, { key: '' });
});
afterAll(() => c.close());

const tokenOf = (jobId: number) => c.app.services.visitLinks.token(jobId);
const page = (token: string, headers: Record<string, string> = BROWSER) =>
  c.app.inject({ method: 'GET', url: `${API_BASE}/v/${token}`, headers });
const tap = (token: string, payload: Record<string, unknown>) =>
  c.app.inject({ method: 'POST', url: `${API_BASE}/visits/link/${token}`, payload });
const exceptionsOf = (jobId: number) =>
  c.db.select().from(visitExceptions).where(eq(visitExceptions.nurseJobId, jobId));
/** The other spelling of one character of the signature. */
const tampered = (token: string) => token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');

async function placeCard(v: Visit) {
  const [job] = await c.db.select().from(nurseJobs).where(eq(nurseJobs.id, v.jobId));
  await c.db.update(jobCards).set(HOME).where(eq(jobCards.id, job!.jobId));
}

describe('the page of a link', () => {
  it('shows the visit and a Check in button, within the Content-Security-Policy', async () => {
    const v = await visit(c);
    const res = await page(tokenOf(v.jobId));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    for (const shown of [v.card, 'Mary', smsDate(today), 'Day shift'])
      expect(res.body).toContain(shown);
    expect(res.body).toMatch(/<button [^>]*data-kind="in"[^>]*>Check in<\/button>/);
    // no inline script: one script, by address, served as JavaScript
    expect(res.body.match(/<script[^>]*>/g)).toEqual([`<script src="${SCRIPT_SRC}">`]);
    const script = await c.app.inject({ method: 'GET', url: SCRIPT_SRC });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('navigator.geolocation');
  });

  it("offers Check out once she checked in, and nothing once the day's checks are done", async () => {
    const v = await visit(c);
    const token = tokenOf(v.jobId);
    await tap(token, { kind: 'in' });
    expect((await page(token)).body).toMatch(/data-kind="out"[^>]*>Check out<\/button>/);
    await tap(token, { kind: 'out' });
    const done = await page(token);
    expect(done.statusCode).toBe(200);
    expect(done.body).not.toContain('<button');
    expect(done.body).toMatch(/You checked in at \d{2}:\d{2} and out at \d{2}:\d{2} for this day/);
  });

  it('answers 404 "not valid" for a tampered, unknown or malformed token', async () => {
    const v = await visit(c);
    const token = tokenOf(v.jobId);
    const otherJob = `${v.jobId + 1}.${token.split('.')[1]}`;
    for (const bad of [tampered(token), otherJob, tokenOf(2_000_000_000), 'abc', `${token}x`]) {
      const res = await page(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain(WORDS.notValid);
      expect(res.body).not.toContain(v.card);
    }
    // an API client gets the envelope: 404 for a token not ours, 400 for no token at all
    const api = await page(tampered(token), {});
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ status: 'failed', error: WORDS.notValid });
    expect((await page('abc', {})).statusCode).toBe(400);
  });

  it('of a cancelled job says so, with no button', async () => {
    const v = await visit(c);
    await c.db.update(nurseJobs).set({ status: 'cancelled' }).where(eq(nurseJobs.id, v.jobId));
    const res = await page(tokenOf(v.jobId));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(WORDS.cancelled);
    expect(res.body).not.toContain('<button');
  });
});

describe('a tap on the link', () => {
  it('records the check with channel link, where the phone was and how far from the address', async () => {
    const v = await visit(c);
    await placeCard(v);
    const res = await tap(tokenOf(v.jobId), { kind: 'in', ...NEAR });
    expect(res.statusCode, res.body).toBe(200);
    const metres = distanceMetres(NEAR, HOME);
    expect(metres).toBeGreaterThan(90);
    const data = res.json().data;
    expect(data).toMatchObject({ result: 'recorded', kind: 'in', distanceM: metres });
    expect(data.message).toMatch(new RegExp(`^Checked in at \\d{2}:\\d{2} for ${v.card}, Mary\\.`));
    expect(data.message).toContain(WORDS.distance(metres));
    const [check] = await checksOf(c, v.jobId);
    expect(check).toMatchObject({
      kind: 'in',
      channel: 'link',
      day: today,
      phone: null,
      ...NEAR,
      distanceM: metres,
    });
    // the page is the answer: no SMS reply
    expect(await repliesTo(c, v.phone)).toEqual([]);
  });

  it('records it without a location when the phone gave none, and says so', async () => {
    const v = await visit(c);
    await placeCard(v);
    const res = await tap(tokenOf(v.jobId), { kind: 'in' });
    expect(res.json().data).toMatchObject({ result: 'recorded', distanceM: null });
    expect(res.json().data.message).toContain(WORDS.noLocation);
    const [check] = await checksOf(c, v.jobId);
    expect(check).toMatchObject({
      channel: 'link',
      latitude: null,
      longitude: null,
      distanceM: null,
    });
  });

  it('refuses the same check twice and keeps the exception', async () => {
    const v = await visit(c);
    const token = tokenOf(v.jobId);
    await tap(token, { kind: 'in', ...NEAR });
    const again = await tap(token, { kind: 'in', ...NEAR });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ result: 'refused', kind: 'in', distanceM: null });
    expect(again.json().data.message).toMatch(/^You already checked in to visit/);
    expect(await checksOf(c, v.jobId)).toHaveLength(1);
    const [e] = await exceptionsOf(v.jobId);
    expect(e).toMatchObject({
      reason: 'twice',
      channel: 'link',
      nurseId: v.nurseId,
      day: today,
      text: WORDS.sent('in', v.jobId),
    });
  });

  it("refuses a check outside the visit's days", async () => {
    const v = await visit(c, { start: addDays(today, 1), duration: 2 });
    const res = await tap(tokenOf(v.jobId), { kind: 'in' });
    expect(res.json().data.result).toBe('refused');
    expect(res.json().data.message).toContain('not today. Nothing was recorded.');
    expect(await checksOf(c, v.jobId)).toHaveLength(0);
    expect((await exceptionsOf(v.jobId)).map((e) => [e.reason, e.channel])).toEqual([
      ['outside_days', 'link'],
    ]);
  });

  it('refuses the link of a cancelled job', async () => {
    const v = await visit(c);
    await c.db.update(nurseJobs).set({ status: 'cancelled' }).where(eq(nurseJobs.id, v.jobId));
    const res = await tap(tokenOf(v.jobId), { kind: 'in' });
    expect(res.json().data).toMatchObject({ result: 'refused', message: WORDS.cancelled });
    expect(await checksOf(c, v.jobId)).toHaveLength(0);
  });

  it('refuses bad input with 400 and a tampered token with 404, recording nothing', async () => {
    const v = await visit(c);
    const token = tokenOf(v.jobId);
    for (const body of [
      { kind: 'in', latitude: 91, longitude: 32 },
      { kind: 'in', latitude: 0.35, longitude: -181 },
      { kind: 'in', latitude: 0.35 },
      { kind: 'in', latitude: '0.35', longitude: '32.6' },
      { kind: 'sideways' },
      {},
    ]) {
      const res = await tap(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().status).toBe('failed');
    }
    expect((await tap(token, { kind: 'in', latitude: 91, longitude: 32 })).json().details).toEqual({
      latitude: 'Latitude is from -90 to 90',
    });
    const forged = await tap(tampered(token), { kind: 'in' });
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toEqual({ status: 'failed', error: WORDS.notValid });
    expect(await checksOf(c, v.jobId)).toHaveLength(0);
    expect(await exceptionsOf(v.jobId)).toHaveLength(0);
  });

  it("counts a link's taps: past the limit 429, and a forged token counts nothing", async () => {
    const v = await visit(c);
    const token = tokenOf(v.jobId);
    for (let i = 0; i < MAX_TAPS; i++)
      expect((await tap(token, { kind: 'in' })).statusCode).toBe(200);
    const over = await tap(token, { kind: 'in' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ status: 'failed', error: MSG.tooManyAttempts });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const counts = async () =>
      Object.fromEntries(
        (await c.db.select().from(rateLimits))
          .filter((r) => r.key.startsWith('visit-link:'))
          .map((r) => [r.key, r.count]),
      );
    const before = await counts();
    expect(before[`visit-link:${v.jobId}`]).toBe(MAX_TAPS + 1);
    await tap(tampered(token), { kind: 'in' });
    await tap(`${v.jobId + 1000}.${token.split('.')[1]}`, { kind: 'in' });
    expect(await counts()).toEqual(before);
  });
});

describe("the nurse's assignment SMS", () => {
  it('fills {visitLink} with the link of her job, which opens its page', async () => {
    const text = 'Hello {nurseFirstName}, {careCardNumber}. Check in and out here: {visitLink}';
    const put = await c.app.inject({
      method: 'PUT',
      url: `${API_BASE}/sms/templates/nurse_assigned`,
      headers: c.adminHeaders,
      payload: { event: 'nurse_assigned', text, enabled: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    const v = await visit(c);
    const sms = await eventually(async () =>
      (await smsRows(c)).find((r) => r.event === 'nurse_assigned' && r.nurseId === v.nurseId),
    );
    const link = /Check in and out here: (\S+)$/.exec(sms.message)?.[1];
    expect(link).toBe(`${ORIGIN}${API_BASE}/v/${tokenOf(v.jobId)}`);
    expect(link).toMatch(/\/v\/\d+\.[A-Za-z0-9_-]{16}$/);
    const opened = await page(link!.split('/').pop()!);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain(v.card);
  });
});
