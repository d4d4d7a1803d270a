import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, SMS_MESSAGES } from '@app/contract';
import { seedDemo } from '../src/db/seed/index.ts';
import { sessions } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// The permission matrix (ruling 8), generated from the route table as the
// OpenAPI document publishes it, never from a hand-written list of routes.
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
const PUBLIC = new Set([
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
const QUERY_KEYED = new Set(['POST /sms/delivery', 'POST /sms/incoming', 'POST /visits/ussd']);
const KEYED = new Set([
  ...QUERY_KEYED,
  'POST /sms/delivery/{key}',
  'POST /sms/incoming/{key}',
  'POST /visits/ussd/{key}',
]);
const WRONG_KEY = { status: 'failed', error: SMS_MESSAGES.callbackRefused };
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
  // the outbox's simulator: a simulated check counts for pay like a real one
  'POST /sms/simulate/incoming',
  'POST /sms/simulate/ussd',
]);
const adminOnly = (o: { key: string; path: string }) =>
  /^\/(staff|audit|admin)(\/|$)/.test(o.path) || ADMIN_OPS.has(o.key);
const NOT_SIGNED_IN = { status: 'failed', error: 'You are not signed in' };
const FORBIDDEN = { status: 'failed', error: 'You are not allowed to do this' };
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
type Op = {
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
type H = Record<string, string>;

let t: TestContext;
let ops: Op[];
type Who = 'staff' | 'admin' | 'revoked' | 'deactivated' | 'expired' | 'idle';
const tokens: Record<Who, H> = {} as never;
const bearer = (token: string): H => ({ authorization: `Bearer ${token}` });
let callbackKey: string;

/** The least form the published schema takes: each required field, as short as allowed. */
const leastForm = (schema: FormSchema) =>
  new URLSearchParams(
    (schema.required ?? []).map((k): [string, string] => [
      k,
      'x'.repeat(schema.properties?.[k]?.minLength ?? 1),
    ]),
  ).toString();

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
    headers: { ...headers, 'content-type': FORM },
    payload: leastForm(op.form!),
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
  t = await createTestApp({ config: { AUTH_RATE_LIMIT_MAX: '100000' } });
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
  ops = [];
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
  callbackKey = keyOf(settings.deliveryCallbackUrl)!;
  expect(callbackKey).toMatch(/^\S{16,}$/);
  expect(keyOf(settings.incomingCallbackUrl)).toBe(callbackKey);
  expect(keyOf(settings.ussdCallbackUrl)).toBe(callbackKey);
});
afterAll(() => t.close());

describe('permission matrix', () => {
  it('reads every operation from the OpenAPI document', () => {
    expect(ops.length).toBeGreaterThan(60);
    const keys = ops.map((o) => o.key);
    for (const key of [...PUBLIC, ...KEYED]) expect(keys, key).toContain(key);
    expect(ops.filter(adminOnly).map((o) => o.key)).toEqual([
      'PUT /sms/templates/{event}',
      'GET /staff',
      'POST /staff',
      'PUT /staff/{id}',
      'POST /staff/{id}/password',
      'POST /staff/{id}/sessions/end',
      'GET /audit',
      'GET /admin/service-details',
      'PUT /admin/service-details',
      'PUT /visits/settings',
      'PUT /visits/days/{nurseJobId}/{day}',
      'POST /visits/exceptions/{id}/decision',
      'POST /sms/simulate/incoming',
      'POST /sms/simulate/ussd',
      'POST /payroll/batches/{id}/approve',
      'PATCH /payroll/settings',
      'GET /privacy/{kind}/{id}/erasure',
      'POST /privacy/{kind}/{id}/erasure',
      'GET /privacy/{kind}/{id}/export',
      'GET /privacy/access-log',
      'GET /privacy/retention',
      'PUT /privacy/retention',
      'POST /privacy/retention/run',
    ]);
    // the document never advertises an operation as open that is not in PUBLIC or KEYED
    const open = ops.filter((o) => Array.isArray(o.security) && o.security.length === 0);
    for (const o of open) expect(PUBLIC.has(o.key) || KEYED.has(o.key), o.key).toBe(true);
    // a keyed one is published as it is: no session (no 401), a key in the path
    // (or, deprecated, the query; a wrong one: 403), a form
    for (const o of ops.filter((o) => KEYED.has(o.key))) {
      expect(o.security, o.key).toEqual([]);
      const query = QUERY_KEYED.has(o.key);
      expect(o.params, o.key).toContain(query ? 'query key' : 'path key');
      expect(Boolean(o.deprecated), o.key).toBe(query);
      expect(o.form?.required?.length, o.key).toBeGreaterThan(0);
      expect(o.responses, o.key).not.toContain('401');
      expect(o.responses, o.key).toContain('403');
    }
  });

  it('refuses every protected operation without a live session (401), and STAFF on ADMIN ones (403)', async () => {
    const refusals: [string, H, number, object][] = [
      ['no session', {}, 401, NOT_SIGNED_IN],
      ['forged token', bearer(randomBytes(32).toString('base64url')), 401, NOT_SIGNED_IN],
      ['revoked token', tokens.revoked, 401, NOT_SIGNED_IN],
      ['expired token (TTL)', tokens.expired, 401, NOT_SIGNED_IN],
      ['idle token', tokens.idle, 401, NOT_SIGNED_IN],
      ['deactivated account', tokens.deactivated, 401, NOT_SIGNED_IN],
    ];
    let cells = 0;
    let unexpected2xx = 0;
    const unexpected: string[] = [];
    const check = async (op: Op, who: string, headers: H, status: number, body: object) => {
      cells++;
      const res = await send(op, headers);
      if (res.statusCode >= 200 && res.statusCode < 300) unexpected2xx++;
      if (res.statusCode !== status || JSON.stringify(res.json()) !== JSON.stringify(body))
        unexpected.push(`${op.key} [${who}] -> ${res.statusCode} ${res.body.slice(0, 80)}`);
    };
    const guarded = ops.filter((o) => !PUBLIC.has(o.key) && !KEYED.has(o.key));
    for (const op of guarded) {
      for (const [who, headers, status, body] of refusals)
        await check(op, who, headers, status, body);
      if (adminOnly(op)) await check(op, 'STAFF', tokens.staff, 403, FORBIDDEN);
    }
    const admins = guarded.filter(adminOnly).length;
    // A keyed operation: no key, a wrong one, or an empty one is 403 under any
    // session or none (never 401: it asks for no session, so none is missing).
    const keyed = ops.filter((o) => KEYED.has(o.key));
    const sessions: [string, H][] = [
      ...refusals.map(([who, headers]): [string, H] => [who, headers]),
      ['STAFF', tokens.staff],
      ['ADMIN', tokens.admin],
    ];
    const wrongKeys = [undefined, '', 'x', callbackKey.slice(1), callbackKey.toUpperCase()];
    for (const op of keyed)
      for (const [who, headers] of sessions)
        for (const key of wrongKeys) {
          cells++;
          const res = await sendKeyed(op, headers, key);
          if (res.statusCode >= 200 && res.statusCode < 300) unexpected2xx++;
          if (res.statusCode !== 403 || JSON.stringify(res.json()) !== JSON.stringify(WRONG_KEY))
            unexpected.push(
              `${op.key} [${who}, key ${JSON.stringify(key)}] -> ${res.statusCode} ${res.body.slice(0, 80)}`,
            );
        }
    expect(keyed.length).toBe(KEYED.size);
    expect(cells).toBe(
      guarded.length * refusals.length + admins + keyed.length * sessions.length * wrongKeys.length,
    );
    console.info(`permission matrix: ${cells} cells, ${unexpected2xx} unexpected 2xx`);
    expect(unexpected).toEqual([]);
    expect(unexpected2xx).toBe(0);
  });

  it('lets the public operations through without a session', async () => {
    for (const op of ops.filter((o) => PUBLIC.has(o.key))) {
      const res = await send(op, {});
      expect(res.statusCode, `${op.key}: ${res.body}`).not.toBe(401);
      expect(res.statusCode, `${op.key}: ${res.body}`).toBeLessThan(500);
    }
  });

  it('lets the gateway through a keyed operation with the right key and no session', async () => {
    for (const op of ops.filter((o) => KEYED.has(o.key))) {
      const res = await sendKeyed(op, {}, callbackKey);
      expect(res.statusCode, `${op.key}: ${res.body}`).toBe(200);
      // the USSD callback answers the phone's next screen as text (issue 37)
      if (op.key.startsWith('POST /visits/ussd')) expect(res.body, op.key).toMatch(/^(CON|END) /);
      else expect(res.json(), op.key).toEqual({ status: 'success' });
    }
  });

  it('lets an ADMIN through every ADMIN operation and STAFF through every other one', async () => {
    // Logging out ends the STAFF session, so it goes last.
    const order = (o: Op) => (o.key === 'POST /auth/logout' ? 1 : 0);
    const rest = ops
      .filter((o) => !PUBLIC.has(o.key) && !KEYED.has(o.key))
      .sort((a, b) => order(a) - order(b));
    const refused: string[] = [];
    for (const op of rest) {
      const res = await send(op, adminOnly(op) ? tokens.admin : tokens.staff);
      if ([401, 403].includes(res.statusCode) || res.statusCode >= 500)
        refused.push(`${op.key} -> ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(refused).toEqual([]);
  });
});
