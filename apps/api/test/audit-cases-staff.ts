import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { API_BASE } from '@app/contract';
import { sessions } from '../src/db/schema/index.ts';
import { sha256 } from '../src/lib/crypto.ts';
import type { Ctx } from './factories.ts';
import { data, type Act, type W } from './audit-case-kit.ts';

// The audit cases of staff administration (ADMIN), and the new person's
// sign-in and sign-out, performed last from audit-cases.ts with its `act`
// and `w`: the log's newest entry is the last case's (audit-coverage checks
// the order).

export const NORA = {
  name: 'Nora',
  email: 'nora@care.ug',
  role: 'STAFF',
  password: 'Tea-at-4-Kireka',
};

export async function staffCases(
  c: Ctx,
  admin: { id: string; email: string; headers: Record<string, string> },
  act: Act,
  w: W,
  emails: Map<string | null, string>,
) {
  const A = admin.id;
  const person = await act('POST /staff', 'staff create', async () => {
    const id = data(await c.post('/staff', NORA, admin.headers), 201).id as string;
    emails.set(id, NORA.email);
    w('create', 'staff_user', id, undefined, A);
    return id;
  });
  await act('POST /auth/login', 'sign-in with a wrong password', async () => {
    const res = await c.post('/auth/login', { email: NORA.email, password: 'not-hers-1' });
    expect(res.statusCode, res.body).toBe(401);
    w('auth.login_failed', 'staff_user', person, undefined, null, NORA.email);
  });
  // issue 20.9: a wrong code is audited, its actor the account
  await act('POST /auth/verify', 'a wrong sign-in code', async () => {
    const login = await c.post('/auth/login', { email: NORA.email, password: NORA.password });
    expect(login.statusCode, login.body).toBe(200);
    const res = await c.post('/auth/verify', { email: NORA.email, code: 'not-the-code' });
    expect(res.statusCode, res.body).toBe(401);
    w('auth.code_failed', 'staff_user', person, undefined, person);
  });
  const { token, headers } = await act('POST /auth/verify', 'sign-in', async () => {
    const signedIn = await c.signIn(NORA.email, NORA.password);
    const [s] = await c.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(signedIn.token)));
    w('auth.login', 'session', s!.id, undefined, person);
    return signedIn;
  });
  // issue 20.12: the temporary password an admin set is changed by its holder
  await act('POST /auth/change-password', 'own password change', async () => {
    const own = { currentPassword: NORA.password, newPassword: 'Own-choice-2026' };
    data(await c.post('/auth/change-password', own, headers));
    w('password_change', 'staff_user', person, undefined, person);
  });
  await act('POST /auth/logout', 'sign-out', async () => {
    data(await c.post('/auth/logout', {}, headers));
    const [s] = await c.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    w('auth.logout', 'session', s!.id, undefined, person);
  });
  const staffPut = (payload: Record<string, unknown>) =>
    c.app.inject({
      method: 'PUT',
      url: `${API_BASE}/staff/${person}`,
      headers: admin.headers,
      payload,
    });
  await act('PUT /staff/{id}', 'staff role', async () => {
    data(await staffPut({ role: 'ADMIN' }));
    w('update', 'staff_user', person, { role: ['STAFF', 'ADMIN'] }, A);
  });
  await act('PUT /staff/{id}', 'staff deactivate', async () => {
    data(await staffPut({ active: false }));
    w('deactivate', 'staff_user', person, { active: [true, false] }, A);
  });
  await act('PUT /staff/{id}', 'staff reactivate', async () => {
    data(await staffPut({ active: true }));
    w('reactivate', 'staff_user', person, { active: [false, true] }, A);
  });
  await act('PUT /admin/service-details', 'service details', async () => {
    const details = { serviceName: 'Mama Care', servicePhone: '+256 414 000 111' };
    const url = `${API_BASE}/admin/service-details`;
    data(await c.app.inject({ method: 'PUT', url, payload: details, headers: admin.headers }));
    w('update', 'service_settings', 1, { servicePhone: [null, '+256 414 000 111'] }, A);
  });
  await act('POST /staff/{id}/password', 'password reset', async () => {
    const password = { password: 'Fresh-2026!' };
    data(await c.post(`/staff/${person}/password`, password, admin.headers));
    w('password_reset', 'staff_user', person, undefined, A);
  });
  // Last on purpose: the log's newest entry (audit-coverage checks the order).
  await act('POST /staff/{id}/sessions/end', 'end sessions', async () => {
    data(await c.post(`/staff/${person}/sessions/end`, {}, admin.headers));
    w('end_sessions', 'staff_user', person, undefined, A);
  });
}
