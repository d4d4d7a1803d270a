import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, SMS_MESSAGES } from '@app/contract';
import { customers } from '../src/db/schema/index.ts';
import { pathKey } from '../src/modules/sms/sms-callback-scope.ts';
import { createCustomer, expectFailure, setup, type Ctx } from './factories.ts';
import { memorySmsGateway } from './sms-factories.ts';

// Issue 39: Africa's Talking sends no header of ours, so the callbacks' key
// moved from the query string into the path, the URL's last segment; the URLs
// on Admin > SMS give that form, from PUBLIC_URL whatever Host a request
// names. The first form (?key=) still works for one release, so a gateway
// set up before keeps posting through the upgrade, and warns once per route
// and server start. Either way a wrong key is refused (403) and changes
// nothing, and no log line holds the key.

const KEY = 'cbk-0123456789abcdef-issue39';
const ORIGIN = 'https://care.example.ug';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const ROUTES = ['/sms/delivery', '/sms/incoming', '/visits/ussd'] as const;

/** A pino destination that keeps every line in memory. */
function memoryStream() {
  const lines: string[] = [];
  return { lines, write: (line: string) => void lines.push(line) };
}
type Line = { level: number; msg: string; callback?: string };
const warnings = (lines: string[]) =>
  lines.map((l) => JSON.parse(l) as Line).filter((l) => l.level === 40 && l.callback);

/** A callback's form, as the gateway posts it. */
const FIELDS: Record<(typeof ROUTES)[number], Record<string, string>> = {
  '/sms/delivery': { id: 'ATXid_unknown', status: 'Success' },
  '/sms/incoming': { from: '+256772999000', to: '12345', text: 'Hello', id: 'in-key-1' },
  '/visits/ussd': {
    sessionId: 'ATUid_key',
    serviceCode: '*384#',
    phoneNumber: '+256772999000',
    text: '',
  },
};

async function appWith(config: Record<string, string>) {
  const stream = memoryStream();
  const c = await setup(config, { sms: memorySmsGateway(), logger: { level: 'trace', stream } });
  await c.createStaff({ email: 'key.admin@care.ug', role: 'ADMIN' });
  const admin = (await c.signIn('key.admin@care.ug')).headers;
  const post = (url: string, fields: Record<string, string>) =>
    c.app.inject({
      method: 'POST',
      url: `${API_BASE}${url}`,
      headers: FORM,
      payload: new URLSearchParams(fields).toString(),
    });
  const inPath = (route: string, key: string, fields: Record<string, string>) =>
    post(`${route}/${encodeURIComponent(key)}`, fields);
  const inQuery = (route: string, key: string, fields: Record<string, string>) =>
    post(`${route}?key=${encodeURIComponent(key)}`, fields);
  return { c, admin, stream, post, inPath, inQuery };
}

describe('the callback key in the path', () => {
  let a: Awaited<ReturnType<typeof appWith>>;
  let c: Ctx;
  beforeAll(async () => {
    a = await appWith({ PUBLIC_URL: `${ORIGIN}/`, SMS_CALLBACK_KEY: KEY });
    c = a.c;
  });
  afterAll(() => c.close());

  const optedOut = async (id: number) =>
    (await c.db.select().from(customers).where(eq(customers.id, id)))[0]!.smsOptOutSource;

  it('is what Settings gives: from PUBLIC_URL, whatever Host, the key the last segment', async () => {
    const res = await c.app.inject({
      method: 'GET',
      url: `${API_BASE}/sms/settings`,
      headers: { ...a.admin, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      deliveryCallbackUrl: `${ORIGIN}${API_BASE}/sms/delivery/${KEY}`,
      incomingCallbackUrl: `${ORIGIN}${API_BASE}/sms/incoming/${KEY}`,
      ussdCallbackUrl: `${ORIGIN}${API_BASE}/visits/ussd/${KEY}`,
    });
  });

  it('lets each callback in, and refuses a wrong key (403) changing nothing', async () => {
    const customer = await createCustomer(c);
    const stop = { from: customer.phonenumber as string, text: 'STOP', id: 'in-key-stop' };
    for (const wrong of ['x', '', KEY.toUpperCase(), KEY.slice(1), `${KEY}x`, ` ${KEY}`]) {
      const res = await a.inPath('/sms/incoming', wrong, stop);
      expect(expectFailure(res, 403).error, JSON.stringify(wrong)).toBe(
        SMS_MESSAGES.callbackRefused,
      );
    }
    // the right ?key= beside a wrong key in the path opens nothing either
    const both = await a.post(`/sms/incoming/x?key=${KEY}`, stop);
    expect(both.statusCode).toBe(403);
    expect(await optedOut(customer.id)).toBeNull();
    for (const route of ROUTES) {
      const res = await a.inPath(route, KEY, FIELDS[route]);
      expect(res.statusCode, `${route}: ${res.body}`).toBe(200);
    }
    expect((await a.inPath('/sms/incoming', KEY, stop)).statusCode).toBe(200);
    expect(await optedOut(customer.id)).toBe('STOP reply');
    expect(warnings(a.stream.lines)).toEqual([]);
  });

  it('still takes the ?key= form for one release, warning once per route and server start', async () => {
    const customer = await createCustomer(c);
    const stop = { from: customer.phonenumber as string, text: 'STOP', id: 'in-key-query' };
    const wrong = await a.inQuery('/sms/incoming', 'x', stop);
    expect(expectFailure(wrong, 403).error).toBe(SMS_MESSAGES.callbackRefused);
    expect((await a.inQuery('/sms/incoming', '', stop)).statusCode).toBe(403);
    expect(await optedOut(customer.id)).toBeNull();
    // a refusal warns of nothing: it is no gateway of ours
    expect(warnings(a.stream.lines)).toEqual([]);

    for (let i = 0; i < 3; i++)
      for (const route of ROUTES) {
        const res = await a.inQuery(route, KEY, FIELDS[route]);
        expect(res.statusCode, `${route}: ${res.body}`).toBe(200);
      }
    expect((await a.inQuery('/sms/incoming', KEY, stop)).statusCode).toBe(200);
    expect(await optedOut(customer.id)).toBe('STOP reply');
    const warned = warnings(a.stream.lines);
    expect(warned.map((w) => w.callback).sort()).toEqual(
      ROUTES.map((r) => `POST ${API_BASE}${r}`).sort(),
    );
    for (const w of warned)
      expect(w.msg).toMatch(/still registered with \?key=; register the new URL shown in Settings/);
  });

  it('never reaches a log line, in either form, let in or refused', async () => {
    for (const route of ROUTES) {
      await a.inPath(route, KEY, FIELDS[route]);
      await a.inPath(route, `${KEY}x`, FIELDS[route]);
      await a.inQuery(route, KEY, FIELDS[route]);
      await a.inQuery(route, `${KEY}x`, FIELDS[route]);
    }
    // addresses no route serves: a GET of a callback URL (as a browser would),
    // more after the key, another case, a key past the router's length
    const probes = [
      { method: 'GET', url: `/sms/delivery/${KEY}` },
      { method: 'POST', url: `/sms/incoming/${KEY}/more` },
      { method: 'POST', url: `/SMS/Delivery/${KEY}` },
      { method: 'POST', url: `/visits/ussd/${KEY}${'k'.repeat(100)}` },
      { method: 'GET', url: `/sms/delivery?key=${KEY}` },
    ] as const;
    for (const p of probes) {
      const res = await c.app.inject({ method: p.method, url: `${API_BASE}${p.url}` });
      expect(res.statusCode, p.url).toBeGreaterThanOrEqual(400);
    }
    const all = a.stream.lines.join('\n');
    expect(a.stream.lines.filter((l) => l.includes(KEY))).toEqual([]);
    // the log did see them: the route patterns, and the unknown paths cut at the key
    for (const route of ROUTES) expect(all).toContain(`${API_BASE}${route}/:key`);
    expect(all).toContain('"params":{"key":"[redacted]"}');
    expect(all).toContain(`"path":"${API_BASE}/sms/incoming/[redacted]"`);
    expect(all).toContain(`"path":"${API_BASE}/SMS/Delivery/[redacted]"`);
    expect(all).toContain(`"path":"${API_BASE}/visits/ussd/[redacted]"`);
  });
});

describe('a key the path cannot carry as it is', () => {
  const RAW = 'b64+key/with=signs-0123456789';
  let a: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    a = await appWith({ SMS_CALLBACK_KEY: RAW });
  });
  afterAll(() => a.c.close());

  it('is carried as its SHA-256 (base64url): one URL-safe segment; ?key= still takes it whole', async () => {
    expect(pathKey(KEY)).toBe(KEY);
    expect(pathKey('k'.repeat(101))).toMatch(/^[\w-]{43}$/);
    const segment = pathKey(RAW);
    expect(segment).toMatch(/^[\w-]{43}$/);
    const settings = (await a.c.get('/sms/settings', a.admin)).json().data;
    expect(new URL(settings.deliveryCallbackUrl).pathname).toBe(
      `${API_BASE}/sms/delivery/${segment}`,
    );
    expect((await a.inPath('/sms/delivery', segment, FIELDS['/sms/delivery'])).statusCode).toBe(
      200,
    );
    expect((await a.inPath('/sms/delivery', RAW, FIELDS['/sms/delivery'])).statusCode).toBe(403);
    expect((await a.inQuery('/sms/delivery', RAW, FIELDS['/sms/delivery'])).statusCode).toBe(200);
    // a server of its own warns again (once per server start)
    expect(warnings(a.stream.lines).map((w) => w.callback)).toEqual([
      `POST ${API_BASE}/sms/delivery`,
    ]);
    for (const secret of [RAW, encodeURIComponent(RAW), segment])
      expect(a.stream.lines.filter((l) => l.includes(secret))).toEqual([]);
  });
});
