import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { API_BASE } from '@app/contract';
import { createTestApp, TEST_PASSWORD, type TestContext } from './helpers.ts';

// Issue 20.12: a signed-in person changes their own password (current + new,
// the admin's length and common-password checks, every other session ends),
// and a temporary password set by an admin must be changed first: until then
// every other route answers 403.
const MUST_CHANGE = { status: 'failed', error: 'Change your temporary password before you go on' };
const WRONG_CURRENT = 'The current password is not correct';

describe('POST /auth/change-password', () => {
  let t: TestContext;
  let admin: { id: string; headers: Record<string, string> };
  beforeAll(async () => {
    // a low limit, so "counted against the limits" shows in a few tries
    t = await createTestApp({ config: { AUTH_RATE_LIMIT_MAX: '8' } });
    const row = await t.createStaff({ email: 'cp.admin@care.ug', role: 'ADMIN' });
    admin = { id: row.id, headers: (await t.signIn('cp.admin@care.ug')).headers };
  });
  afterAll(() => t.close());

  const change = (headers: Record<string, string>, body: object, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API_BASE}/auth/change-password`,
      headers,
      payload: body,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const signInFull = async (email: string, password: string) => {
    expect((await t.post('/auth/login', { email, password })).statusCode).toBe(200);
    const res = await t.post('/auth/verify', { email, code: t.mail.lastCodeFor(email) });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    return { data, headers: { authorization: `Bearer ${data.token}` } };
  };
  /** Ages every code past the one-a-minute window, so the next sign-in gets a new one. */
  const age = () =>
    t.db.execute(sql`update otp_codes set created_at = now() - interval '2 minutes'`);
  const failure = (res: LightMyRequestResponse, status: number) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as { status: string; error: string; details?: Record<string, string> };
  };

  it('a person an admin adds must change the temporary password at the first sign-in; nothing else answers until then', async () => {
    const made = await t.post(
      '/staff',
      { name: 'Tess Temp', email: 'cp.temp@care.ug', role: 'STAFF', password: 'Temp-2026-abc' },
      admin.headers,
    );
    expect(made.statusCode, made.body).toBe(201);
    const first = await signInFull('cp.temp@care.ug', 'Temp-2026-abc');
    expect(first.data.mustChangeCredentials).toBe(true);
    // every other route: 403 with a clear message; /auth/me answers (the app needs it)
    for (const url of ['/customer', '/careteam?status=true', '/income_trace', '/settings']) {
      const res = await t.get(url, first.headers);
      expect(failure(res, 403), url).toEqual(MUST_CHANGE);
    }
    expect((await t.get('/auth/me', first.headers)).statusCode).toBe(200);

    // the checks an admin's password gets
    const short = failure(
      await change(first.headers, { currentPassword: 'Temp-2026-abc', newPassword: 'short1' }),
      400,
    );
    expect(short.details?.newPassword).toBe('At least 8 characters');
    const common = failure(
      await change(first.headers, { currentPassword: 'Temp-2026-abc', newPassword: 'password123' }),
      400,
    );
    expect(common.details?.newPassword).toBe('This password is too common; choose another');
    const same = failure(
      await change(first.headers, {
        currentPassword: 'Temp-2026-abc',
        newPassword: 'Temp-2026-abc',
      }),
      400,
    );
    expect(same.details?.newPassword).toBe('The new password must differ from the current one');
    const wrong = failure(
      await change(first.headers, {
        currentPassword: 'not-it-2026',
        newPassword: 'Mine-at-last-7',
      }),
      400,
    );
    expect(wrong.error).toBe(WRONG_CURRENT);

    const ok = await change(first.headers, {
      currentPassword: 'Temp-2026-abc',
      newPassword: 'Mine-at-last-7',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // the same session now reaches everything
    expect((await t.get('/customer', first.headers)).statusCode).toBe(200);
    // the temporary password is gone, the new one signs in without the flag
    expect(
      (await t.post('/auth/login', { email: 'cp.temp@care.ug', password: 'Temp-2026-abc' }))
        .statusCode,
    ).toBe(401);
    await age();
    const next = await signInFull('cp.temp@care.ug', 'Mine-at-last-7');
    expect(next.data.mustChangeCredentials).toBe(false);
  });

  it("an admin's reset makes the password temporary again; an admin resetting their own does not", async () => {
    const p = await t.createStaff({ email: 'cp.reset@care.ug' });
    const before = await signInFull('cp.reset@care.ug', TEST_PASSWORD);
    expect(before.data.mustChangeCredentials).toBe(false);
    const reset = await t.post(
      `/staff/${p.id}/password`,
      { password: 'Reset-2026-xyz' },
      admin.headers,
    );
    expect(reset.statusCode, reset.body).toBe(200);
    await age();
    const after = await signInFull('cp.reset@care.ug', 'Reset-2026-xyz');
    expect(after.data.mustChangeCredentials).toBe(true);
    expect(failure(await t.get('/customer', after.headers), 403)).toEqual(MUST_CHANGE);
    // logging out is allowed
    expect((await t.post('/auth/logout', {}, after.headers)).statusCode).toBe(200);

    const own = await t.post(
      `/staff/${admin.id}/password`,
      { password: 'Admin-own-2026' },
      admin.headers,
    );
    expect(own.statusCode, own.body).toBe(200);
    await age();
    const again = await signInFull('cp.admin@care.ug', 'Admin-own-2026');
    expect(again.data.mustChangeCredentials).toBe(false);
    admin.headers = again.headers;
  });

  it('from the menu: every other session ends, this one stays, and GET /audit shows it', async () => {
    const p = await t.createStaff({ email: 'cp.menu@care.ug' });
    // three sign-ins, each code aged past the one-a-minute window
    const others = [await signInFull('cp.menu@care.ug', TEST_PASSWORD)];
    await age();
    others.push(await signInFull('cp.menu@care.ug', TEST_PASSWORD));
    await age();
    const current = await signInFull('cp.menu@care.ug', TEST_PASSWORD);
    const res = await change(current.headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Kampala-road-88',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ endedSessions: 2 });
    for (const o of others) expect((await t.get('/auth/me', o.headers)).statusCode).toBe(401);
    expect((await t.get('/auth/me', current.headers)).statusCode).toBe(200);
    const log = await t.get(`/audit?actorId=${p.id}&entity=staff_user`, admin.headers);
    expect(log.json().data.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'password_change',
          actorId: p.id,
          entityId: p.id,
          summary: { after: { endedSessions: 2, wasTemporary: false } },
        }),
      ]),
    );
  });

  it('a wrong current password counts against the sign-in limits (8 here): the 9th try answers 429', async () => {
    await t.createStaff({ email: 'cp.guess@care.ug' });
    const s = await signInFull('cp.guess@care.ug', TEST_PASSWORD);
    // login and verify used 2 of this e-mail's 8
    for (let i = 1; i <= 6; i++) {
      const res = await change(
        s.headers,
        { currentPassword: `guess-${i}-xx`, newPassword: 'Never-mind-2026' },
        `10.40.0.${i}`,
      );
      expect(res.statusCode, `try ${i}`).toBe(400);
    }
    const over = await change(
      s.headers,
      { currentPassword: TEST_PASSWORD, newPassword: 'Never-mind-2026' },
      '10.40.0.9',
    );
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe('Too many attempts, please wait and try again');
  });
});
