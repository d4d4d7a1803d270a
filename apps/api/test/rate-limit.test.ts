import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, TEST_PASSWORD, type TestContext } from './helpers.ts';

// Login and verify are limited per e-mail and per client address, with the
// default limit: 30 attempts per 5 minutes.
const WINDOW_MS = 5 * 60_000;
const TOO_MANY = { status: 'failed', error: 'Too many attempts, please wait and try again' };

function expectLimited(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual(TOO_MANY);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
}

describe('auth rate limit (default 30 per 5 minutes)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    expect(t.config.AUTH_RATE_LIMIT_MAX).toBe(30);
    expect(t.config.AUTH_RATE_LIMIT_WINDOW_MS).toBe(WINDOW_MS);
  });
  afterAll(() => t.close());

  // The windows are fixed (aligned on the clock): a test must not straddle a
  // boundary, or its counts would start again half way. Wait it out when close.
  beforeEach(async () => {
    const left = WINDOW_MS - (Date.now() % WINDOW_MS);
    if (left < 15_000) await new Promise((r) => setTimeout(r, left + 100));
  });

  const send = (path: string, ip: string, payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/v1${path}`, remoteAddress: ip, payload });
  const login = (ip: string, email: string, password = TEST_PASSWORD) =>
    send('/auth/login', ip, { email, password });
  const verify = (ip: string, email: string, code: string) =>
    send('/auth/verify', ip, { email, code });
  const mailsTo = (email: string) => t.mail.sent.filter((m) => m.to === email).length;

  it('the 31st login for one e-mail (from 31 different addresses) answers 429 with Retry-After', async () => {
    await t.createStaff({ email: 'rl.email@care.ug' });
    for (let i = 1; i <= 30; i++) {
      const res = await login(`10.1.0.${i}`, 'rl.email@care.ug', 'wrong-password');
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    // even the right password is refused now, and no code is sent
    expectLimited(await login('10.1.0.31', 'rl.email@care.ug'));
    expect(mailsTo('rl.email@care.ug')).toBe(0);
    // the e-mail is compared without regard to case
    expectLimited(await login('10.1.0.32', 'RL.Email@care.ug'));

    // a different address and e-mail is unaffected
    await t.createStaff({ email: 'rl.other@care.ug' });
    const other = await login('10.1.1.1', 'rl.other@care.ug');
    expect(other.statusCode).toBe(200);
    expect(mailsTo('rl.other@care.ug')).toBe(1);
  });

  it('verify attempts count too: the 31st verify for one e-mail answers 429, and so does login', async () => {
    await t.createStaff({ email: 'rl.verify@care.ug' });
    for (let i = 1; i <= 30; i++) {
      const res = await verify(`10.2.0.${i}`, 'rl.verify@care.ug', '000000');
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    expectLimited(await verify('10.2.0.31', 'rl.verify@care.ug', '000000'));
    expectLimited(await login('10.2.0.32', 'rl.verify@care.ug'));
    expect(mailsTo('rl.verify@care.ug')).toBe(0);
  });

  it('a verify with the right code is refused once the e-mail is over the limit', async () => {
    await t.createStaff({ email: 'rl.code@care.ug' });
    expect((await login('10.4.0.1', 'rl.code@care.ug')).statusCode).toBe(200);
    const code = t.mail.lastCodeFor('rl.code@care.ug');
    for (let i = 2; i <= 30; i++) {
      const res = await login(`10.4.0.${i}`, 'rl.code@care.ug', 'wrong-password');
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    expectLimited(await verify('10.4.0.31', 'rl.code@care.ug', code));
  });

  it('the 31st attempt from one address across different e-mails answers 429; another address and e-mail is unaffected', async () => {
    const ip = '10.3.0.1';
    for (let i = 1; i <= 30; i++) {
      const res =
        i % 2
          ? await login(ip, `rl.ip.${i}@care.ug`, 'wrong-password')
          : await verify(ip, `rl.ip.${i}@care.ug`, '123456');
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    await t.createStaff({ email: 'rl.ip.fresh@care.ug' });
    expectLimited(await login(ip, 'rl.ip.fresh@care.ug'));
    expect(mailsTo('rl.ip.fresh@care.ug')).toBe(0);
    expectLimited(await verify(ip, 'rl.ip.other@care.ug', '123456'));

    await t.createStaff({ email: 'rl.ip.elsewhere@care.ug' });
    const elsewhere = await login('10.3.0.2', 'rl.ip.elsewhere@care.ug');
    expect(elsewhere.statusCode).toBe(200);
    expect(mailsTo('rl.ip.elsewhere@care.ug')).toBe(1);
    const code = t.mail.lastCodeFor('rl.ip.elsewhere@care.ug');
    expect((await verify('10.3.0.2', 'rl.ip.elsewhere@care.ug', code)).statusCode).toBe(200);
  });
});

describe('rate limits in Redis (REDIS_URL), while Redis is unreachable', () => {
  let t: TestContext;
  beforeAll(async () => {
    // nothing listens on 6398: the client keeps trying to connect
    t = await createTestApp({ config: { REDIS_URL: 'redis://127.0.0.1:6398' } });
    await t.createStaff({ email: 'redis.down@care.ug' });
  });
  afterAll(() => t.close());

  it('answers a sign-in 503 with the envelope instead of hanging or a 500, and the rest works', async () => {
    const started = Date.now();
    const res = await t.post('/auth/login', {
      email: 'redis.down@care.ug',
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'failed',
      error: 'The database is unavailable, please try again shortly',
    });
    expect(res.headers['retry-after']).toBe('5');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await t.get('/ready')).statusCode).toBe(200);
  });
});
