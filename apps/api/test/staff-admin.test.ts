import { createHash, randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, type Staff } from '@app/contract';
import { otpCodes, sessions, staffUsers } from '../src/db/schema/index.ts';
import { createTestApp, TEST_PASSWORD, type TestContext } from './helpers.ts';

// Staff administration (issue 9, ruling 4, 8): ADMIN only; deactivating or
// resetting ends sessions at once; the last active ADMIN always stays.
const NOT_SIGNED_IN = { status: 'failed', error: 'You are not signed in' };
const FORBIDDEN = { status: 'failed', error: 'You are not allowed to do this' };
const LAST_ADMIN = 'There must always be at least one active ADMIN';
const LOGIN_FAILED = { status: 'failed', error: 'Incorrect email or password pair' };
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

type H = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT';
let t: TestContext;
let admin: { id: string; headers: H };
/** Every answer of this file, checked for secrets at the end. */
const answers: LightMyRequestResponse[] = [];

async function call(method: Method, url: string, headers: H, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url: `${API_BASE}${url}`,
    headers,
    payload: payload as never,
  });
  answers.push(res);
  return res;
}
const login = (email: string, password = TEST_PASSWORD) =>
  call('POST', '/auth/login', {}, { email, password });

/** Signs in through the API; a code may be re-sent only after a minute, so earlier codes are aged. */
async function signIn(email: string, password = TEST_PASSWORD) {
  await t.db.update(otpCodes).set({ createdAt: sql`created_at - interval '61 seconds'` });
  const first = await login(email, password);
  expect(first.statusCode, first.body).toBe(200);
  const code = t.mail.lastCodeFor(email);
  const verify = await call('POST', '/auth/verify', {}, { email, code });
  expect(verify.statusCode, verify.body).toBe(200);
  const token = verify.json().data.token as string;
  return { token, headers: { authorization: `Bearer ${token}` } };
}
const me = (headers: H) => call('GET', '/auth/me', headers);
const expectSignedOut = async (headers: H) => {
  const res = await me(headers);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual(NOT_SIGNED_IN);
};
function expectFailure(res: LightMyRequestResponse, status: number, error?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.status).toBe('failed');
  if (error) expect(body.error).toBe(error);
  return body as { error: string; details?: Record<string, string> };
}
const addStaff = (body: Record<string, unknown>, headers = admin.headers) =>
  call('POST', '/staff', headers, { name: 'New Person', role: 'STAFF', ...body });
const update = (id: string, body: unknown, headers = admin.headers) =>
  call('PUT', `/staff/${id}`, headers, body);
const staffCount = async () => (await t.db.select({ n: count() }).from(staffUsers))[0]!.n;
const ADMINS = and(eq(staffUsers.role, 'ADMIN'), eq(staffUsers.active, true));
const activeAdmins = () => t.db.select({ id: staffUsers.id }).from(staffUsers).where(ADMINS);
const makeAdmin = async (id: string) => {
  await t.db.update(staffUsers).set({ role: 'ADMIN', active: true }).where(eq(staffUsers.id, id));
  await t.sessionChangesHeard();
};

beforeAll(async () => {
  t = await createTestApp({ config: { AUTH_RATE_LIMIT_MAX: '100000' } });
  const row = await t.createStaff({ email: 'ada.admin@care.ug', role: 'ADMIN', name: 'Ada Admin' });
  admin = { id: row.id, headers: (await signIn('ada.admin@care.ug')).headers };
});
afterAll(() => t.close());

describe('staff administration', () => {
  let nora: { id: string; headers: H };

  it('lists the staff accounts to an ADMIN', async () => {
    const res = await call('GET', '/staff', admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ id: admin.id, role: 'ADMIN', active: true, activeSessions: 1 }),
    ]);
  });

  it('adds a STAFF account; the new person signs in with the mailed code and is STAFF', async () => {
    const res = await addStaff({
      name: 'Nora N',
      email: 'Nora.New@care.ug',
      password: 'Tea-at-4-K',
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ name: 'Nora N', email: 'nora.new@care.ug', role: 'STAFF' });
    expect(data).toMatchObject({ active: true, lastLoginAt: null, activeSessions: 0 });
    const list = (await call('GET', '/staff', admin.headers)).json().data as { id: string }[];
    expect(list.map((s) => s.id)).toContain(data.id);
    const session = await signIn('nora.new@care.ug', 'Tea-at-4-K');
    nora = { id: data.id, headers: session.headers };
    expect((await me(nora.headers)).json().data).toMatchObject({ id: data.id, role: 'STAFF' });
    // the password an admin set is temporary: she changes it first (issue 20.12)
    const own = { currentPassword: 'Tea-at-4-K', newPassword: 'Nora-own-2026' };
    const changed = await call('POST', '/auth/change-password', nora.headers, own);
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it('refuses short and common passwords, long e-mails and a duplicate e-mail in another case', async () => {
    const before = await staffCount();
    const short = expectFailure(await addStaff({ email: 'a1@care.ug', password: 'short1' }), 400);
    expect(short.error).toBe('At least 8 characters');
    expect(short.details).toEqual({ password: 'At least 8 characters' });
    for (const password of ['password1', '12345678', 'qwertyuiop', 'aaaaaaaa', 'PASSWORD1']) {
      const res = await addStaff({ email: 'a2@care.ug', password });
      expectFailure(res, 400, 'This password is too common; choose another');
      const reset = await call('POST', `/staff/${nora.id}/password`, admin.headers, { password });
      expectFailure(reset, 400, 'This password is too common; choose another');
    }
    const long = `${'x'.repeat(23)}@care.ug`; // 31 characters
    const tooLong = expectFailure(await addStaff({ email: long, password: 'Long-mail-ok-9' }), 400);
    expect(tooLong.details?.email).toBe('Max 30 characters');
    const dup = await addStaff({ email: 'NORA.NEW@Care.UG', password: 'Another-one-77' });
    expectFailure(dup, 409, 'A staff account with this e-mail already exists');
    expect(await staffCount()).toBe(before);
    // exactly 30 characters fits the login form and is accepted
    const fits = await addStaff({ email: `${'x'.repeat(22)}@care.ug`, password: 'Long-mail-ok-9' });
    expect(fits.statusCode, fits.body).toBe(201);
  });

  it("changes a role; the person's very next request has the new role", async () => {
    const up = await update(nora.id, { role: 'ADMIN' });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data).toMatchObject({ id: nora.id, role: 'ADMIN', active: true });
    expect((await call('GET', '/staff', nora.headers)).statusCode).toBe(200);
    expect((await update(nora.id, { role: 'STAFF' })).json().data.role).toBe('STAFF');
    expect((await call('GET', '/staff', nora.headers)).json()).toEqual(FORBIDDEN);
  });

  it('deactivating ends the sessions at once and blocks sign-in; reactivating lets them in again', async () => {
    const p = await t.createStaff({ email: 'dan.deact@care.ug' });
    const a = await signIn('dan.deact@care.ug');
    expect((await me(a.headers)).statusCode).toBe(200);
    const off = await update(p.id, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ active: false, activeSessions: 0 });
    await expectSignedOut(a.headers);
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(a.token)));
    expect(rows[0]!.revokedAt).toBeInstanceOf(Date);
    expect((await login('dan.deact@care.ug')).json()).toEqual(LOGIN_FAILED);

    const on = await update(p.id, { active: true });
    expect(on.json().data).toMatchObject({ active: true });
    const b = await signIn('dan.deact@care.ug');
    expect((await me(b.headers)).statusCode).toBe(200);
    await expectSignedOut(a.headers); // the old session stays ended
  });

  it('resetting a password: the old one is refused, the new one works, their sessions end', async () => {
    const p = await t.createStaff({ email: 'rita.reset@care.ug' });
    const a = await signIn('rita.reset@care.ug');
    const res = await call('POST', `/staff/${p.id}/password`, admin.headers, {
      password: 'Fresh-Start-2026',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: p.id, activeSessions: 0 });
    await expectSignedOut(a.headers);
    expect((await login('rita.reset@care.ug')).json()).toEqual(LOGIN_FAILED);
    const b = await signIn('rita.reset@care.ug', 'Fresh-Start-2026');
    expect((await me(b.headers)).statusCode).toBe(200);
  });

  it("ending all of a person's sessions answers how many ended; each token then answers 401", async () => {
    const p = await t.createStaff({ email: 'sam.sessions@care.ug' });
    const tokens = [await signIn('sam.sessions@care.ug'), await signIn('sam.sessions@care.ug')];
    const listed: Staff[] = (await call('GET', '/staff', admin.headers)).json().data;
    expect(listed.find((s) => s.id === p.id)!.activeSessions).toBe(2);
    const res = await call('POST', `/staff/${p.id}/sessions/end`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { ended: 2 } });
    for (const s of tokens) await expectSignedOut(s.headers);
    const again = await call('POST', `/staff/${p.id}/sessions/end`, admin.headers);
    expect(again.json().data).toEqual({ ended: 0 });
    expect((await me(admin.headers)).statusCode).toBe(200); // only theirs ended
  });

  it('an ADMIN cannot deactivate themselves (400), and stays active and signed in', async () => {
    const self = await update(admin.id, { active: false });
    expectFailure(self, 400, 'You cannot deactivate your own account');
    expect((await me(admin.headers)).statusCode).toBe(200);
  });

  it('the last active ADMIN cannot be demoted (409); with two admins one can be', async () => {
    expect(await activeAdmins()).toEqual([{ id: admin.id }]);
    expectFailure(await update(admin.id, { role: 'STAFF' }), 409, LAST_ADMIN);
    expectFailure(await update(admin.id, { role: 'STAFF', active: true }), 409, LAST_ADMIN);
    const ben = await addStaff({ email: 'ben@care.ug', role: 'ADMIN', password: 'Ben-2nd-admin' });
    const benId = ben.json().data.id as string;
    const down = await update(benId, { role: 'STAFF' });
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json().data.role).toBe('STAFF');
    expectFailure(await update(admin.id, { role: 'STAFF' }), 409, LAST_ADMIN);
    expect(await activeAdmins()).toEqual([{ id: admin.id }]);
  });

  /** Puts Ada back as the one active ADMIN, signed in, whatever a race left behind. */
  async function restoreAda(otherId: string) {
    await t.db.update(staffUsers).set({ role: 'STAFF' }).where(eq(staffUsers.id, otherId));
    await makeAdmin(admin.id);
    if ((await me(admin.headers)).statusCode !== 200)
      admin.headers = (await signIn('ada.admin@care.ug')).headers;
  }

  it.each([
    ['demote', { role: 'STAFF' }],
    ['deactivate', { active: false }],
  ] as const)(
    'two admins who %s each other at once: exactly one succeeds, one active ADMIN remains',
    async (label, change) => {
      const other = await t.createStaff({ email: `race.${label}@care.ug`, role: 'ADMIN' });
      for (let round = 0; round < 6; round++) {
        try {
          await makeAdmin(other.id);
          expect(await activeAdmins()).toHaveLength(2);
          const b = { id: other.id, headers: (await signIn(other.email)).headers };
          const [x, y] = await Promise.all([
            update(b.id, change, admin.headers),
            update(admin.id, change, b.headers),
          ]);
          const outcome = `round ${round}: ${x.statusCode} ${x.body} / ${y.statusCode} ${y.body}`;
          expect(
            [x.statusCode, y.statusCode].filter((s) => s === 200),
            outcome,
          ).toHaveLength(1);
          const winnerId = x.statusCode === 200 ? admin.id : b.id;
          expect(await activeAdmins(), outcome).toEqual([{ id: winnerId }]);
          // The loser tried to demote or deactivate the last active ADMIN: 409, or
          // 403 / 401 when the winner's change reached their session first. Never a 500.
          const loser = x.statusCode === 200 ? y : x;
          expect([401, 403, 409], outcome).toContain(loser.statusCode);
          if (loser.statusCode === 409) expect(loser.json().error).toBe(LAST_ADMIN);
        } finally {
          await restoreAda(other.id);
        }
      }
    },
  );

  it('a STAFF member gets 403 from every staff administration endpoint, and nothing changes', async () => {
    const before = await staffCount();
    const calls: [Method, string, unknown?][] = [
      ['GET', '/staff'],
      [
        'POST',
        '/staff',
        { name: 'Sly', email: 'sly@care.ug', role: 'ADMIN', password: 'Sly-2026!' },
      ],
      ['PUT', `/staff/${admin.id}`, { active: false }],
      ['PUT', `/staff/${nora.id}`, { role: 'ADMIN' }],
      ['POST', `/staff/${admin.id}/password`, { password: 'Taken-over-2026' }],
      ['POST', `/staff/${admin.id}/sessions/end`],
      ['GET', '/audit'],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(method, url, nora.headers, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    expect(await staffCount()).toBe(before);
    expect((await me(admin.headers)).json().data).toMatchObject({ id: admin.id, role: 'ADMIN' });
    expect((await me(nora.headers)).json().data.role).toBe('STAFF');
  });

  it('an unknown id answers 404 and a malformed one 400', async () => {
    const ghost = randomUUID();
    const targets: [Method, string, unknown?][] = [
      ['PUT', '', { role: 'STAFF' }],
      ['POST', '/password', { password: 'Ghost-pass-2026' }],
      ['POST', '/sessions/end'],
    ];
    for (const [method, suffix, body] of targets) {
      expectFailure(
        await call(method, `/staff/${ghost}${suffix}`, admin.headers, body),
        404,
        'Staff account not found',
      );
      for (const bad of ['not-a-uuid', '42', `${ghost}x`]) {
        expectFailure(await call(method, `/staff/${bad}${suffix}`, admin.headers, body), 400);
      }
    }
  });

  it('no answer ever carried a password hash or a session token hash', async () => {
    const hashes = [
      ...(await t.db.select({ h: staffUsers.passwordHash }).from(staffUsers)).map((r) => r.h),
      ...(await t.db.select({ h: sessions.tokenHash }).from(sessions)).map((r) => r.h),
    ];
    expect(answers.length).toBeGreaterThan(80);
    expect(hashes.length).toBeGreaterThan(10);
    for (const res of answers) {
      expect(res.body).not.toContain('$argon2');
      expect(res.body).not.toMatch(/passwordHash|password_hash|tokenHash|token_hash/);
      for (const h of hashes) expect(res.body).not.toContain(h);
    }
  });
});
