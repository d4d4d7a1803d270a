import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@app/contract';
import { seedDemo } from '../src/demo-seed.ts';
import { fillPath, operationsOf, type OpenApiDocument } from './fuzz/operations.ts';
import { pathIds } from './fuzz/path-ids.ts';
import { createTestApp, rowsOf, TEST_PASSWORD, type TestContext } from './helpers.ts';
import { multipart, pdfOf } from './licence-upload.ts';
import { payJob, payNurse } from './payroll-factories.ts';

// Issue 11, the wrong user: no answer ever carries a password hash, a code
// HMAC or a token hash; every API answer carries the security headers, and
// the ones with personal data are never cached.
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The reads that need a query, with one that finds records. */
const QUERIES: Record<string, string> = {
  // at most a year, ending today
  [`${API_BASE}/portal/orders/sales`]: `from=${day(-360)}&to=${day(0)}`,
  [`${API_BASE}/portal/jobcard/search`]: 'searchTerm=CC',
  [`${API_BASE}/portal/search`]: 'type=customer&searchTerm=256',
  [`${API_BASE}/sendcomms/recipients`]: 'searchTerm=256',
  [`${API_BASE}/places`]: 'q=Kampala',
  [`${API_BASE}/payroll/batches/{id}/export`]: 'format=bank',
  [`${API_BASE}/payroll/nurses/{id}/statement`]: `from=${day(-360)}&to=${day(0)}`,
  // issue 27: this week's schedule, free nurses for the coming week
  [`${API_BASE}/schedule`]: `from=${day(-3)}&to=${day(3)}&limit=100`,
  [`${API_BASE}/schedule/free-nurses`]: `start_date=${day(1)}&end_date=${day(7)}&limit=50`,
};
/** A read by a record's id in the query that needs more (the booking check's days). */
const CHECK_DAYS: Record<string, string> = {
  [`${API_BASE}/schedule/check`]: `&start_date=${day(1)}&duration=3&shift=Night`,
};
let t: TestContext;
const answers: { what: string; res: LightMyRequestResponse }[] = [];
let admin: Record<string, string>;

const keep = (what: string, res: LightMyRequestResponse) => {
  answers.push({ what, res });
  return res;
};

beforeAll(async () => {
  t = await createTestApp({ config: { AUTH_RATE_LIMIT_MAX: '100000' } });
  await seedDemo(t.db, { seed: 11 });
  const person = await t.createStaff({ email: 'secrets.admin@care.ug', role: 'ADMIN' });
  // sign-in answers, one step at a time
  keep(
    'login',
    await t.post('/auth/login', { email: 'secrets.admin@care.ug', password: TEST_PASSWORD }),
  );
  keep(
    'login, wrong password',
    await t.post('/auth/login', { email: 'secrets.admin@care.ug', password: 'nope-nope' }),
  );
  const code = t.mail.lastCodeFor('secrets.admin@care.ug');
  keep(
    'verify, wrong code',
    await t.post('/auth/verify', { email: 'secrets.admin@care.ug', code: '000000' }),
  );
  const verify = keep(
    'verify',
    await t.post('/auth/verify', { email: 'secrets.admin@care.ug', code }),
  );
  admin = { authorization: `Bearer ${verify.json().data.token}` };
  // a code waiting to be used, and staff administration answers
  await t.createStaff({ email: 'secrets.waiting@care.ug' });
  keep(
    'login (code pending)',
    await t.post('/auth/login', { email: 'secrets.waiting@care.ug', password: TEST_PASSWORD }),
  );
  const made = keep(
    'staff create',
    await t.post(
      '/staff',
      { name: 'Nora', email: 'secrets.nora@care.ug', role: 'STAFF', password: 'Tea-at-4-Kireka' },
      admin,
    ),
  );
  const id = made.json().data.id as string;
  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url: `${API_BASE}/staff/${id}`, headers: admin, payload });
  keep('staff update', await put({ role: 'ADMIN' }));
  keep(
    'password reset',
    await t.post(`/staff/${id}/password`, { password: 'Fresh-2026!x' }, admin),
  );
  keep('end sessions', await t.post(`/staff/${id}/sessions/end`, {}, admin));
  // every read of the API, with real ids
  const doc = (
    await t.app.inject({ method: 'GET', url: '/api/docs/json' })
  ).json() as OpenApiDocument;
  // issue 25: an approved payout batch, so its reads and its file answer
  const payee = await payNurse(t, 'Secret', 'Payee');
  const batch = await t.post('/payroll/batches', { nurseJobIds: [await payJob(t, payee)] }, admin);
  expect(batch.statusCode, batch.body).toBe(201);
  const second = await t.createStaff({ email: 'secrets.approver@care.ug', role: 'ADMIN' });
  const approver = (await t.signIn(second.email)).headers;
  const approve = `/payroll/batches/${batch.json().data.id}/approve`;
  expect((await t.post(approve, {}, approver)).statusCode).toBe(200);
  // issue 27: the payee's licence copy and calendar feed, so their reads answer them
  const copy = multipart({
    name: 'licence.pdf',
    type: 'application/pdf',
    bytes: await pdfOf('PL-1'),
  });
  const licence = `${API_BASE}/careteam/${payee.id}/licence`;
  const uploaded = await t.app.inject({
    method: 'POST',
    url: licence,
    headers: { ...admin, ...copy.headers },
    payload: copy.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const feed = await t.post(`/careteam/${payee.id}/calendar-feed`, {}, admin);
  expect(feed.statusCode, feed.body).toBe(201);
  const [job] = rowsOf<{ id: number }>(
    await t.db.execute(sql`select min(id) as id from nurse_jobs where deleted_at is null`),
  );
  const URLS: Record<string, string> = {
    [`${API_BASE}/careteam/{id}/licence`]: licence,
    [`${API_BASE}/calendar/{file}`]: new URL(feed.json().data.url).pathname,
    // issue 37: a live nurse job's one-tap check-in link, so its page answers it
    [`${API_BASE}/v/{token}`]: `${API_BASE}/v/${t.app.services.visitLinks.token(job!.id)}`,
    // and its days of care with their proof
    [`${API_BASE}/visits/jobs/{nurseJobId}/days`]: `${API_BASE}/visits/jobs/${job!.id}/days`,
  };
  const ids = await pathIds(t.db, person.id, { stateful: true });
  for (const op of operationsOf(doc).filter((o) => o.method === 'GET')) {
    const url = URLS[op.path] ?? fillPath(op, ids.known(op)[0] ?? ids.unknown(op));
    // a lookup by an id in the query (GET /sms/reach?customerId=) reads a live record
    const lookup = ids.lookups(op)[0];
    const query =
      QUERIES[op.path] ??
      (lookup
        ? `${new URLSearchParams({ ...lookup.fixed, [lookup.name]: lookup.known })}${CHECK_DAYS[op.path] ?? ''}`
        : op.query.some((p) => p.name === 'limit')
          ? 'limit=100'
          : '');
    keep(op.key, await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers: admin }));
  }
});
afterAll(() => t.close());

describe('no secret in any answer', () => {
  it('reads every GET operation of a seeded database, most with data', () => {
    const gets = answers.filter((a) => a.what.startsWith('GET '));
    expect(gets.length).toBeGreaterThanOrEqual(30);
    // pictures: none stored; everything else answers its record or list
    const notOk = gets
      .filter((a) => a.res.statusCode !== 200)
      .map((a) => `${a.what} ${a.res.statusCode}`);
    expect(notOk).toEqual([`GET ${API_BASE}/pictures/{name} 404`]);
  });

  it('never contains a password hash, a code HMAC or a token hash, nor a field named like one', async () => {
    const q = async (text: string) =>
      ((await t.db.execute(sql.raw(text))) as unknown as { rows: { v: string }[] }).rows.map(
        (r) => r.v,
      );
    const secrets = [
      ...(await q('select password_hash as v from staff_users')),
      ...(await q('select code_hmac as v from otp_codes')),
      ...(await q('select token_hash as v from sessions')),
    ];
    expect(secrets.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const { what, res } of answers) {
      for (const s of secrets) if (res.body.includes(s)) found.push(`${what}: ${s.slice(0, 16)}…`);
      if (/"[^"]*(password|hash|hmac|secret)[^"]*"\s*:/i.test(res.body))
        found.push(`${what}: a secret-like field`);
      if (/\$argon2/.test(res.body)) found.push(`${what}: an argon2 string`);
    }
    expect(found).toEqual([]);
  });
});

describe('headers', () => {
  /** The CSP as directive -> sources. */
  const cspOf = (res: LightMyRequestResponse) =>
    Object.fromEntries(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name, ...sources]) => [name!, sources]),
    );

  it("allow only the app's own origin, no inline script, no framing", () => {
    for (const { what, res } of answers) {
      const csp = cspOf(res);
      expect(csp['default-src'], what).toEqual(["'self'"]);
      expect(csp['script-src'], what).toEqual(["'self'"]);
      expect(csp['script-src-attr'], what).toEqual(["'none'"]);
      expect(csp['connect-src'], what).toEqual(["'self'"]);
      expect(csp['frame-ancestors'], what).toEqual(["'none'"]);
      expect(csp['object-src'], what).toEqual(["'none'"]);
      // no other origin anywhere; inline only for styles (MUI's emotion)
      for (const [name, sources] of Object.entries(csp))
        for (const s of sources) {
          expect(
            ["'self'", "'none'", 'data:', 'blob:', "'unsafe-inline'"],
            `${what} ${name} ${s}`,
          ).toContain(s);
          if (s === "'unsafe-inline'") expect(name).toBe('style-src');
        }
      expect(res.headers['x-content-type-options'], what).toBe('nosniff');
      expect(res.headers['referrer-policy'], what).toBe('no-referrer');
      expect(res.headers['x-frame-options'], what).toBe('SAMEORIGIN');
    }
  });

  it("carry helmet's other protections on every answer, errors and 404s too", () => {
    for (const { what, res } of answers) {
      expect(res.headers['strict-transport-security'], what).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(res.headers['cross-origin-opener-policy'], what).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy'], what).toBe('same-origin');
      expect(res.headers['origin-agent-cluster'], what).toBe('?1');
      expect(res.headers['x-dns-prefetch-control'], what).toBe('off');
      expect(res.headers['x-download-options'], what).toBe('noopen');
      expect(res.headers['x-permitted-cross-domain-policies'], what).toBe('none');
      expect(res.headers['x-xss-protection'], what).toBe('0');
      expect(res.headers['x-powered-by'], what).toBeUndefined();
    }
  });

  it('Cache-Control: no-store on every JSON answer and every export', () => {
    for (const { what, res } of answers) {
      if (what.endsWith('/pictures/{name}')) continue; // public, content-addressed (ADR 006)
      if (what.endsWith('/v/script')) continue; // public, a script versioned by its address (issue 37)
      expect(res.headers['cache-control'], what).toBe('no-store');
    }
  });
});
