import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { API_BASE, SMS_MESSAGES } from '@app/contract';
import { seedDemo } from '../src/demo-seed.ts';
import { sessions } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// The permission matrix (ruling 8), generated from the route table as the
// OpenAPI document publishes it, never from a hand-written list of routes:
// its operations, sessions and requests (permission-matrix*.test.ts).
//
// Why a new route without a guard fails here: @fastify/swagger records every
// route through Fastify's onRoute hook (with or without a schema; only
// `schema.hide` keeps one out), so a new operation shows up in
// /api/docs/json and therefore in OPERATIONS below. Unless it is one of the
// PUBLIC operations or the KEYED ones named here, its "no session" cell expects 401; a
// route that skips the session check (config.public, or registered outside
// the guarded /api/v1 scope) answers something else and lands in
// `unexpected` (a 2xx also counts in unexpected2xx), so the test fails. A
// new /staff or /audit route without `roles: ['ADMIN']` fails the STAFF ->
// 403 cell the same way. A route outside /api/v1 fails the prefix check.
export const PUBLIC = new Set([
  'POST /auth/login',
  'POST /auth/verify',
  'GET /health',
  'GET /ready',
  'GET /pictures/{name}',
  // issue 27: a nurse's calendar feed, read by a phone's calendar; the secret in its address is the key
  'GET /calendar/{file}',
  // issue 37: the one-tap check-in link in the nurse's SMS, its script and its tap; the signed token is the key
  'GET /v/{token}',
  'GET /v/script',
  'POST /visits/link/{token}',
]);
// Public in another way (issue 24): the SMS gateway's callbacks take no
// session but our key in their URL (from GET /sms/settings as ADMIN), and a
// form body. Without the right key they answer 403 whatever session a
// request carries (a session opens nothing here), never 401; with it, the
// gateway gets in without one.
// Issue 37: Africa's Talking's USSD callback (a nurse's check-in menu) is keyed the same way.
// Issue 39: the key is the path's last segment; the first form (?key=) is
// kept one release, published as deprecated.
export const QUERY_KEYED = new Set([
  'POST /sms/delivery',
  'POST /sms/incoming',
  'POST /visits/ussd',
]);
// Issue 43: the mobile-money providers' callbacks, keyed the same way, with a
// JSON body of the provider's shape (the matrix gives the payment key the SMS
// key's value, so one key opens both).
export const JSON_KEYED = new Set([
  'PUT /payments/callback/mtn/{key}',
  'POST /payments/callback/mtn/{key}',
  'POST /payments/callback/airtel/{key}',
]);
export const KEYED = new Set([
  ...QUERY_KEYED,
  ...JSON_KEYED,
  'POST /sms/delivery/{key}',
  'POST /sms/incoming/{key}',
  'POST /visits/ussd/{key}',
]);
const MATRIX_CALLBACK_KEY = 'matrix-callback-key-0123456789';
export const WRONG_KEY = { status: 'failed', error: SMS_MESSAGES.callbackRefused };
const FORM = 'application/x-www-form-urlencoded';
// ADMIN operations outside /staff, /audit and /admin: an automatic message's
// template (issue 24, "Admin gains the templates").
const ADMIN_OPS = new Set([
  'PUT /sms/templates/{event}',
  // issue 25: approving a payout batch, and switching two-person approval
  'POST /payroll/batches/{id}/approve',
  'PATCH /payroll/settings',
  // issue 26: a person's data exported or erased, the access log and the retention policy
  'GET /privacy/{kind}/{id}/erasure',
  'POST /privacy/{kind}/{id}/erasure',
  'GET /privacy/{kind}/{id}/export',
  'GET /privacy/access-log',
  'GET /privacy/retention',
  'PUT /privacy/retention',
  'POST /privacy/retention/run',
  // issue 37: the shift starts and the coordinator of Today's visits; a day
  // without proof decided for pay; a refused check decided on
  'PUT /visits/settings',
  'PUT /visits/days/{nurseJobId}/{day}',
  'POST /visits/exceptions/{id}/decision',
  // issue 42: the library of messages for each week: a message added or deleted, the sending rules
  'POST /care-messages',
  'DELETE /care-message/{id}',
  'PUT /care-messages/settings',
  // the outbox's simulator: a simulated check counts for pay like a real one
  'POST /sms/simulate/incoming',
  'POST /sms/simulate/ussd',
]);
export const adminOnly = (o: { key: string; path: string }) =>
  /^\/(staff|audit|admin)(\/|$)/.test(o.path) || ADMIN_OPS.has(o.key);
export const NOT_SIGNED_IN = { status: 'failed', error: 'You are not signed in' };
export const FORBIDDEN = { status: 'failed', error: 'You are not allowed to do this' };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Param = {
  name: string;
  in: string;
  schema?: { type?: string; format?: string; enum?: string[] };
};
type FormSchema = { properties?: Record<string, { minLength?: number }>; required?: string[] };
type Operation = {
  security?: unknown[];
  deprecated?: boolean;
  parameters?: Param[];
  requestBody?: { content?: Record<string, { schema?: FormSchema }> };
  responses?: Record<string, unknown>;
};
export type Op = {
  key: string;
  method: string;
  path: string;
  url: string;
  security?: unknown[];
  deprecated?: boolean;
  params: string[];
  responses: string[];
  /** The body schema of an operation that takes a form instead of JSON. */
  form?: FormSchema;
};
export type H = Record<string, string>;
type Who = 'staff' | 'admin' | 'revoked' | 'deactivated' | 'expired' | 'idle';

export const bearer = (token: string): H => ({ authorization: `Bearer ${token}` });

/** The least form the published schema takes: each required field, as short as allowed. */
const leastForm = (schema: FormSchema) =>
  new URLSearchParams(
    (schema.required ?? []).map((k): [string, string] => [
      k,
      'x'.repeat(schema.properties?.[k]?.minLength ?? 1),
    ]),
  ).toString();

/**
 * The matrix's app on the demo data, a session of each kind and the published
 * operations, for one test file. The state is in what this returns: the API
 * suite loads a module once per worker (isolate: false in vitest.config.ts).
 */
export function permissionMatrix() {
  let t: TestContext;
  const ops: Op[] = [];
  const tokens: Record<Who, H> = {} as never;
  const m = { ops, tokens, send, sendKeyed, callbackKey: '' };
  /** A keyed operation with a valid form, and the key given (or none: in a path, an empty segment). */
  function sendKeyed(op: Op, headers: H, key?: string): Promise<LightMyRequestResponse> {
    const given = encodeURIComponent(key ?? '');
    return t.app.inject({
      method: op.method as 'POST',
      url: op.params.includes('path key')
        ? `${API_BASE}${op.path.replace('{key}', given)}`
        : key === undefined
          ? op.url
          : `${op.url}?key=${given}`,
      ...(op.form
        ? { headers: { ...headers, 'content-type': FORM }, payload: leastForm(op.form) }
        : { headers, payload: {} }),
    });
  }

  function send(op: Op, headers: H): Promise<LightMyRequestResponse> {
    const body = op.method === 'POST' || op.method === 'PUT' || op.method === 'PATCH';
    return t.app.inject({
      method: op.method as 'GET',
      url: op.url,
      headers,
      ...(body ? { payload: {} } : {}),
    });
  }

  beforeAll(async () => {
    t = await createTestApp({
      config: {
        AUTH_RATE_LIMIT_MAX: '100000',
        SMS_CALLBACK_KEY: MATRIX_CALLBACK_KEY,
        PAYMENT_CALLBACK_KEY: MATRIX_CALLBACK_KEY,
      },
    });
    // Real records behind the plausible ids, so a leak would answer 2xx rather than 404.
    await seedDemo(t.db, { seed: 11 });
    const one = async (q: ReturnType<typeof sql>) =>
      ((await t.db.execute(q)) as unknown as { rows: Record<string, string>[] }).rows[0]!;
    const docId = (await one(sql`select doc_id from bookings order by id limit 1`)).doc_id!;
    const target = await t.createStaff({ email: 'matrix.target@care.ug' });
    for (const [name, role] of [
      ['staff', 'STAFF'],
      ['admin', 'ADMIN'],
      ['revoked', 'STAFF'],
      ['deactivated', 'STAFF'],
      ['expired', 'STAFF'],
      ['idle', 'STAFF'],
    ] as const) {
      const person = await t.createStaff({ email: `matrix.${name}@care.ug`, role });
      tokens[name] = (await t.signIn(`matrix.${name}@care.ug`)).headers;
      expect((await t.get('/auth/me', tokens[name])).statusCode).toBe(200);
      // past SESSION_TTL_MS (8 h) since sign-in, or unused for SESSION_IDLE_MS (30 min)
      if (name === 'expired')
        await t.db
          .update(sessions)
          .set({ expiresAt: sql`now() - interval '1 second'` })
          .where(eq(sessions.userId, person.id));
      if (name === 'idle')
        await t.db
          .update(sessions)
          .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
          .where(eq(sessions.userId, person.id));
    }
    await t.sessionChangesHeard();
    expect((await t.post('/auth/logout', {}, tokens.revoked)).statusCode).toBe(200);
    const me = (await t.get('/auth/me', tokens.deactivated)).json().data.id as string;
    const off = await t.app.inject({
      method: 'PUT',
      url: `${API_BASE}/staff/${me}`,
      headers: tokens.admin,
      payload: { active: false },
    });
    expect(off.statusCode, off.body).toBe(200);

    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
    };
    for (const [fullPath, item] of Object.entries(doc.paths)) {
      expect(fullPath.startsWith(`${API_BASE}/`), fullPath).toBe(true);
      const path = fullPath.slice(API_BASE.length);
      for (const m of METHODS) {
        const op = item[m];
        if (!op) continue;
        let url = fullPath;
        for (const p of op.parameters ?? []) {
          if (p.in !== 'path') continue;
          const value =
            p.schema?.format === 'uuid'
              ? target.id
              : p.schema?.type === 'integer'
                ? '1'
                : p.name === 'name'
                  ? 'a1b2c3d4.webp'
                  : (p.schema?.enum?.[0] ?? docId);
          url = url.replace(`{${p.name}}`, encodeURIComponent(value));
        }
        expect(url, `${m} ${fullPath}`).not.toMatch(/[{}]/);
        const method = m.toUpperCase();
        ops.push({
          key: `${method} ${path}`,
          method,
          path,
          url,
          security: op.security,
          deprecated: op.deprecated,
          params: (op.parameters ?? []).map((p) => `${p.in} ${p.name}`),
          responses: Object.keys(op.responses ?? {}),
          form: op.requestBody?.content?.[FORM]?.schema,
        });
      }
    }
    const settings = (await t.get('/sms/settings', tokens.admin)).json().data;
    // the key is the URLs' last segment (issue 39)
    const keyOf = (url: string) => new URL(url).pathname.split('/').at(-1);
    m.callbackKey = keyOf(settings.deliveryCallbackUrl)!;
    expect(m.callbackKey).toMatch(/^\S{16,}$/);
    expect(keyOf(settings.incomingCallbackUrl)).toBe(m.callbackKey);
    expect(keyOf(settings.ussdCallbackUrl)).toBe(m.callbackKey);
  });
  afterAll(() => t.close());
  return m;
}
