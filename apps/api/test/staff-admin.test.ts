import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, staffUsers } from '../src/db/schema/index.ts';
import { FORBIDDEN, LAST_ADMIN, staffAdmin, type H, type Method } from './staff-admin-kit.ts';

// Staff administration (issue 9, ruling 4, 8): ADMIN only; the last active
// ADMIN always stays. That deactivating or resetting ends sessions at once is
// in staff-admin-sessions.test.ts.
const {
  t,
  admin,
  answers,
  call,
  signIn,
  me,
  expectFailure,
  addStaff,
  update,
  staffCount,
  activeAdmins,
  makeAdmin,
} = staffAdmin();

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
