import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes } from '../src/db/schema/index.ts';
import { createTestApp, TEST_PASSWORD, type TestContext } from './helpers.ts';

// POST /auth/login: the pair check, the mailed code and the one-code-per-minute rule.
// The rate limit has its own file; here it is raised so that every test, all
// coming from the same inject address, stays clear of it.
describe('POST /auth/login', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ config: { AUTH_RATE_LIMIT_MAX: '100000' } });
  });
  afterAll(() => t.close());

  const mailsTo = (email: string) => t.mail.sent.filter((m) => m.to === email);
  const login = (email: string, password = TEST_PASSWORD) =>
    t.post('/auth/login', { email, password });
  const verify = (email: string, code: string) => t.post('/auth/verify', { email, code });

  it('answers 200 {status: success} and e-mails a 6-digit code to the staff address', async () => {
    await t.createStaff({ email: 'login.ok@care.ug', name: 'Grace Ok' });
    const res = await login('login.ok@care.ug');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });

    const mails = mailsTo('login.ok@care.ug');
    expect(mails).toHaveLength(1);
    const code = t.mail.lastCodeFor('login.ok@care.ug');
    expect(code).toMatch(/^\d{6}$/);
    expect(mails[0]!.text).toContain(code);
    // the mailed code is the one that signs in
    expect((await verify('login.ok@care.ug', code)).statusCode).toBe(200);
  });

  it('accepts the e-mail in any letter case and with surrounding blanks', async () => {
    await t.createStaff({ email: 'login.case@care.ug' });
    const res = await login('  Login.CASE@Care.UG ');
    expect(res.statusCode).toBe(200);
    expect(mailsTo('login.case@care.ug')).toHaveLength(1);
  });

  it("refuses a wrong password with 401 'Incorrect email or password pair' and sends nothing", async () => {
    const user = await t.createStaff({ email: 'login.wrong@care.ug' });
    const res = await login('login.wrong@care.ug', 'not-the-password');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'failed', error: 'Incorrect email or password pair' });
    expect(mailsTo('login.wrong@care.ug')).toHaveLength(0);
    const rows = await t.db.select().from(otpCodes).where(eq(otpCodes.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    await t.createStaff({ email: 'login.same@care.ug' });
    const wrongPassword = await login('login.same@care.ug', 'wrong-password-1');
    const unknownEmail = await login('nobody.here@care.ug', 'wrong-password-1');
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(unknownEmail.headers['content-type']).toBe(wrongPassword.headers['content-type']);
  });

  it('refuses a deactivated account like a wrong pair', async () => {
    await t.createStaff({ email: 'login.inactive@care.ug', active: false });
    const res = await login('login.inactive@care.ug');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'failed', error: 'Incorrect email or password pair' });
    expect(mailsTo('login.inactive@care.ug')).toHaveLength(0);
  });

  it.each([
    ['empty e-mail', { email: '', password: TEST_PASSWORD }],
    ['blank e-mail', { email: '   ', password: TEST_PASSWORD }],
    ['empty password', { email: 'login.ok@care.ug', password: '' }],
    ['both empty', { email: '', password: '' }],
    ['no password field', { email: 'login.ok@care.ug' }],
    ['no e-mail field', { password: TEST_PASSWORD }],
  ])("refuses %s with 400 'Missing username or password'", async (_label, body) => {
    const res = await t.post('/auth/login', body);
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.status).toBe('failed');
    expect(json.error).toBe('Missing username or password');
  });

  describe('one code per address per 60 s', () => {
    it('a second login within 60 s sends no new mail and answers 200 while the first code is unused', async () => {
      await t.createStaff({ email: 'resend.unused@care.ug' });
      expect((await login('resend.unused@care.ug')).statusCode).toBe(200);
      const first = t.mail.lastCodeFor('resend.unused@care.ug');

      const again = await login('resend.unused@care.ug');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ status: 'success' });
      expect(mailsTo('resend.unused@care.ug')).toHaveLength(1);
      // the first code is still the one to use
      expect((await verify('resend.unused@care.ug', first)).statusCode).toBe(200);
    });

    it('a login within 60 s of a code already used answers 429 with Retry-After', async () => {
      await t.createStaff({ email: 'resend.used@care.ug' });
      expect((await login('resend.used@care.ug')).statusCode).toBe(200);
      const code = t.mail.lastCodeFor('resend.used@care.ug');
      expect((await verify('resend.used@care.ug', code)).statusCode).toBe(200);

      const again = await login('resend.used@care.ug');
      expect(again.statusCode).toBe(429);
      const retryAfter = Number(again.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const json = again.json();
      expect(json.status).toBe('failed');
      expect(typeof json.error).toBe('string');
      expect(json.error.length).toBeGreaterThan(0);
      expect(mailsTo('resend.used@care.ug')).toHaveLength(1);
    });

    it('a wrong password within the 60 s window is still only 401, not a new code', async () => {
      await t.createStaff({ email: 'resend.wrongpw@care.ug' });
      expect((await login('resend.wrongpw@care.ug')).statusCode).toBe(200);
      expect((await login('resend.wrongpw@care.ug', 'bad-password')).statusCode).toBe(401);
      expect(mailsTo('resend.wrongpw@care.ug')).toHaveLength(1);
    });

    it('after the 60 s window a new login replaces the code: the old one is refused, the new one works', async () => {
      const user = await t.createStaff({ email: 'replace@care.ug' });
      expect((await login('replace@care.ug')).statusCode).toBe(200);
      const oldCode = t.mail.lastCodeFor('replace@care.ug');

      await t.db
        .update(otpCodes)
        .set({ createdAt: sql`${otpCodes.createdAt} - interval '61 seconds'` })
        .where(eq(otpCodes.userId, user.id));

      expect((await login('replace@care.ug')).statusCode).toBe(200);
      expect(mailsTo('replace@care.ug')).toHaveLength(2);
      const newCode = t.mail.lastCodeFor('replace@care.ug');
      expect(newCode).toMatch(/^\d{6}$/);

      const old = await verify('replace@care.ug', oldCode);
      expect(old.statusCode).toBe(401);
      expect(old.json()).toEqual({
        status: 'failed',
        error: 'Invalid verification, please try again',
      });
      expect((await verify('replace@care.ug', newCode)).statusCode).toBe(200);
    });

    it('after the 60 s window a used code no longer blocks a new login', async () => {
      const user = await t.createStaff({ email: 'replace.used@care.ug' });
      await t.signIn('replace.used@care.ug');
      await t.db
        .update(otpCodes)
        .set({ createdAt: sql`${otpCodes.createdAt} - interval '61 seconds'` })
        .where(eq(otpCodes.userId, user.id));
      expect((await login('replace.used@care.ug')).statusCode).toBe(200);
      expect(mailsTo('replace.used@care.ug')).toHaveLength(2);
      const code = t.mail.lastCodeFor('replace.used@care.ug');
      expect((await verify('replace.used@care.ug', code)).statusCode).toBe(200);
    });
  });
});
