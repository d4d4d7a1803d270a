import { createHash } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { API_BASE } from '@app/contract';
import { otpCodes, staffUsers } from '../src/db/schema/index.ts';
import { createTestApp, TEST_PASSWORD, type TestContext } from './helpers.ts';

// The answers and requests of staff-admin.test.ts and
// staff-admin-sessions.test.ts (issue 9, ruling 4, 8).
const NOT_SIGNED_IN = { status: 'failed', error: 'You are not signed in' };
export const FORBIDDEN = { status: 'failed', error: 'You are not allowed to do this' };
export const LAST_ADMIN = 'There must always be at least one active ADMIN';
export const LOGIN_FAILED = { status: 'failed', error: 'Incorrect email or password pair' };
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export type H = Record<string, string>;
export type Method = 'GET' | 'POST' | 'PUT';

/**
 * The app with Ada, its first ADMIN, signed in, and the requests the tests
 * make, for one test file. The state is in what this returns, not in this
 * module: the API suite loads a module once per worker (isolate: false).
 */
export function staffAdmin() {
  const t = {} as TestContext;
  const admin = {} as { id: string; headers: H };
  /** Every answer of the test file, checked for secrets at its end. */
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
    Object.assign(t, await createTestApp({ config: { AUTH_RATE_LIMIT_MAX: '100000' } }));
    const row = await t.createStaff({
      email: 'ada.admin@care.ug',
      role: 'ADMIN',
      name: 'Ada Admin',
    });
    Object.assign(admin, { id: row.id, headers: (await signIn('ada.admin@care.ug')).headers });
  });
  afterAll(() => t.close());
  return {
    t,
    admin,
    answers,
    call,
    login,
    signIn,
    me,
    expectSignedOut,
    expectFailure,
    addStaff,
    update,
    staffCount,
    activeAdmins,
    makeAdmin,
  };
}
