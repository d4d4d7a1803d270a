import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Staff } from '@app/contract';
import { sessions } from '../src/db/schema/index.ts';
import { LOGIN_FAILED, sha256, staffAdmin } from './staff-admin-kit.ts';

// Staff administration (issue 9, ruling 4, 8): deactivating, resetting a
// password or ending a person's sessions ends them at once. The rest is in
// staff-admin.test.ts.
const { t, admin, call, login, signIn, me, expectSignedOut, update } = staffAdmin();

describe('staff administration', () => {
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
});
