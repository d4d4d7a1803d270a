import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@app/contract';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { staffUsers } from '../src/db/schema/index.ts';
import { createTestApp, TEST_PASSWORD, type TestContext } from './helpers.ts';

// Issue 20.9: 10 wrong codes in a row for one account lock code sign-in for
// 15 minutes (in the database, so on every server), mail the holder once per
// lock, and leave auth.code_failed and auth.locked entries in GET /audit.
const LOCKED = {
  status: 'failed',
  error: 'Too many wrong codes: sign-in to this account is locked for 15 minutes',
};
const WARNING = 'Someone is trying to sign in to your account';

describe('code sign-in lock after 10 wrong codes in a row', () => {
  let t: TestContext;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ config: { AUTH_RATE_LIMIT_MAX: '100000' } });
    await t.createStaff({ email: 'lock.admin@care.ug', role: 'ADMIN' });
    admin = (await t.signIn('lock.admin@care.ug')).headers;
  });
  afterAll(() => t.close());

  const login = (email: string, password = TEST_PASSWORD, app: App = t.app) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  const verify = (email: string, code: string, app: App = t.app) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/verify', payload: { email, code } });
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const warnings = (email: string) =>
    t.mail.sent.filter((m) => m.to === email && m.subject === WARNING);
  const codeMails = (email: string) =>
    t.mail.sent.filter((m) => m.to === email && m.subject !== WARNING).length;
  async function auditOf(userId: string): Promise<AuditEntry[]> {
    const res = await t.get(`/audit?actorId=${userId}&entity=staff_user&limit=100`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.rows;
  }
  /** n wrong codes, logging in again whenever the code dies; answers the last answer. */
  async function wrongCodes(email: string, n: number) {
    let last;
    for (let i = 0; i < n; i++) {
      if (i % 5 === 0) expect((await login(email)).statusCode, `login before ${i}`).toBe(200);
      last = await verify(email, otherCode(t.mail.lastCodeFor(email)));
      if (i < n - 1) expect(last.statusCode, `wrong code ${i + 1}`).toBe(401);
    }
    return last!;
  }

  it('the 10th wrong code locks: 429 with Retry-After, one mail, 10 auth.code_failed + 1 auth.locked in /audit', async () => {
    const email = 'lock.ten@care.ug';
    const user = await t.createStaff({ email, name: 'Tina Ten' });
    const tenth = await wrongCodes(email, 10);
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json()).toEqual(LOCKED);
    const retryAfter = Number(tenth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    expect(warnings(email)).toHaveLength(1);
    expect(warnings(email)[0]!.text).toContain('locked for 15 minutes');

    const log = await auditOf(user.id);
    const failed = log.filter((e) => e.action === 'auth.code_failed');
    const locked = log.filter((e) => e.action === 'auth.locked');
    expect(failed).toHaveLength(10);
    expect(locked).toHaveLength(1);
    for (const e of [...failed, ...locked])
      expect(e).toMatchObject({ actorId: user.id, actorEmail: email, entityId: user.id });
    expect(failed.map((e) => e.summary?.inRow).sort((a, b) => Number(a) - Number(b))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(locked[0]!.summary).toMatchObject({ wrongCodes: 10 });
  });

  it('while locked: verify does not check the code, login sends no code, a wrong password still answers 401; on every server', async () => {
    const email = 'lock.held@care.ug';
    await t.createStaff({ email });
    expect((await wrongCodes(email, 10)).statusCode).toBe(429);
    const mailed = codeMails(email);
    // any code, even one that looks right, is not looked at
    const v = await verify(email, '123456');
    expect(v.statusCode).toBe(429);
    expect(v.json()).toEqual(LOCKED);
    const l = await login(email);
    expect(l.statusCode).toBe(429);
    expect(l.json()).toEqual(LOCKED);
    expect(Number(l.headers['retry-after'])).toBeGreaterThan(0);
    expect(codeMails(email)).toBe(mailed);
    // the lock reveals nothing to someone without the password
    expect((await login(email, 'not-the-password')).statusCode).toBe(401);

    // a second server on the same database holds the same lock
    const other = await buildApp({
      config: loadConfig({ DATA_DIR: '/nonexistent', AUTH_RATE_LIMIT_MAX: '100000' }),
      database: t.database,
      secret: randomBytes(32).toString('hex'),
      mailer: t.mail,
    });
    try {
      await other.ready();
      expect((await login(email, TEST_PASSWORD, other)).json()).toEqual(LOCKED);
      expect((await verify(email, '123456', other)).json()).toEqual(LOCKED);
    } finally {
      await other.close();
    }
    expect(warnings(email)).toHaveLength(1);
  });

  it('ends after 15 minutes: a new code signs in', async () => {
    const email = 'lock.ends@care.ug';
    const user = await t.createStaff({ email });
    expect((await wrongCodes(email, 10)).statusCode).toBe(429);
    await t.db
      .update(staffUsers)
      .set({ codeLockedUntil: sql`now() - interval '1 second'` })
      .where(eq(staffUsers.id, user.id));
    expect((await login(email)).statusCode).toBe(200);
    expect((await verify(email, t.mail.lastCodeFor(email))).statusCode).toBe(200);
  });

  it('"in a row": a sign-in starts the count again, so 9 + 9 wrong codes lock nothing', async () => {
    const email = 'lock.row@care.ug';
    await t.createStaff({ email });
    expect((await wrongCodes(email, 9)).statusCode).toBe(401);
    // the 9th killed nothing (4 on the second code): the right one signs in
    expect((await verify(email, t.mail.lastCodeFor(email))).statusCode).toBe(200);
    await t.db.execute(sql`update otp_codes set created_at = now() - interval '2 minutes'`);
    const again = await wrongCodes(email, 9);
    expect(again.statusCode).toBe(401);
    expect(warnings(email)).toHaveLength(0);
  });

  it('10 wrong codes at once past 9 in a row: one lock, one mail, one auth.locked', async () => {
    const email = 'lock.race@care.ug';
    const user = await t.createStaff({ email });
    expect((await login(email)).statusCode).toBe(200);
    const code = t.mail.lastCodeFor(email);
    await t.db.update(staffUsers).set({ codeFailures: 9 }).where(eq(staffUsers.id, user.id));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => verify(email, otherCode(code))),
    );
    expect(answers.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(1);
    expect(answers.every((r) => [401, 429].includes(r.statusCode))).toBe(true);
    expect(warnings(email)).toHaveLength(1);
    expect((await auditOf(user.id)).filter((e) => e.action === 'auth.locked')).toHaveLength(1);
    expect((await verify(email, code)).json()).toEqual(LOCKED);
  });
});
