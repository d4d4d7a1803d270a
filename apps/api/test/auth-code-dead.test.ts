import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestContext } from './helpers.ts';

// Issue 20.10: five bogus codes from a stranger kill the real person's code.
// The answer then says so, and a new login sends a new code at once instead
// of "A code was sent less than a minute ago; please use it or wait".
const DEAD = {
  status: 'failed',
  error: 'This code no longer works after 5 wrong tries; sign in again for a new one',
};
const INVALID = { status: 'failed', error: 'Invalid verification, please try again' };

describe('a code killed by 5 wrong tries', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ config: { AUTH_RATE_LIMIT_MAX: '100000' } });
  });
  afterAll(() => t.close());

  const send = (path: string, payload: object, remoteAddress = '10.20.0.1') =>
    t.app.inject({ method: 'POST', url: `/api/v1${path}`, payload, remoteAddress });
  const mailsTo = (email: string) => t.mail.sent.filter((m) => m.to === email).length;
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('says so to the real person, and a new login at once mails a new code that works', async () => {
    const email = 'dead.code@care.ug';
    await t.createStaff({ email });
    expect((await send('/auth/login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    const code = t.mail.lastCodeFor(email);
    // a stranger, elsewhere, tries five codes
    for (let i = 1; i <= 5; i++) {
      const res = await send('/auth/verify', { email, code: otherCode(code) }, '10.66.0.1');
      expect(res.statusCode, `try ${i}`).toBe(401);
      expect(res.json(), `try ${i}`).toEqual(i < 5 ? INVALID : DEAD);
    }
    // the real person's right code is refused, and the answer says why
    const right = await send('/auth/verify', { email, code });
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual(DEAD);
    // within the same minute a login sends a new code (not 429)
    const again = await send('/auth/login', { email, password: TEST_PASSWORD });
    expect(again.statusCode, again.body).toBe(200);
    expect(mailsTo(email)).toBe(2);
    const fresh = t.mail.lastCodeFor(email);
    const ok = await send('/auth/verify', { email, code: fresh });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('a code that is still usable, or was used, keeps the one-a-minute rule (ADR 001)', async () => {
    const email = 'dead.not@care.ug';
    await t.createStaff({ email });
    expect((await send('/auth/login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    const code = t.mail.lastCodeFor(email);
    // 4 wrong tries: still usable, a login sends nothing new
    for (let i = 0; i < 4; i++)
      expect((await send('/auth/verify', { email, code: otherCode(code) })).statusCode).toBe(401);
    expect((await send('/auth/login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(mailsTo(email)).toBe(1);
    expect((await send('/auth/verify', { email, code })).statusCode).toBe(200);
    // used: a login inside the minute still waits
    const soon = await send('/auth/login', { email, password: TEST_PASSWORD });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error).toBe('A code was sent less than a minute ago; please use it or wait');
    expect(mailsTo(email)).toBe(1);
  });
});
