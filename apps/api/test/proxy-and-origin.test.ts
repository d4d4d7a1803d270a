import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@app/contract';
import { loadConfig } from '../src/config.ts';
import { accessLog } from '../src/db/schema/index.ts';
import { createCustomer, createJobCard, setup, type Ctx } from './factories.ts';
import { TEST_PASSWORD } from './helpers.ts';
import { seedNurse } from './schedule-factories.ts';

// Issue 39: behind a proxy every client is the proxy. TRUST_PROXY names it;
// only its X-Forwarded-For is believed, so the limits, the access log and the
// audit see the real client, and a client that forges the header from
// outside is still itself. Every absolute address the product gives out is
// built from PUBLIC_URL when set, whatever Host the request carries.

const PROXY = '10.0.0.2';

/** The address the access log wrote for one read of a job card, sent as given. */
async function loggedIp(c: Ctx, remoteAddress: string, forwardedFor?: string) {
  const customer = await createCustomer(c);
  const card = await createJobCard(c, customer.id);
  const res = await c.app.inject({
    method: 'GET',
    url: `${API_BASE}/portal/jobcard/${card.id}`,
    headers: { ...c.headers, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    remoteAddress,
  });
  expect(res.statusCode, res.body).toBe(200);
  const rows = await c.db
    .select()
    .from(accessLog)
    .where(and(eq(accessLog.record, 'job_card'), eq(accessLog.recordId, String(card.id))));
  return rows.find((r) => r.detail === null)!.ip;
}

describe('without TRUST_PROXY', () => {
  let c: Ctx;
  beforeAll(async () => {
    c = await setup();
  });
  afterAll(() => c.close());

  it('a forged X-Forwarded-For is ignored: the log has the address the client connected from', async () => {
    expect(await loggedIp(c, '198.51.100.20', '203.0.113.9')).toBe('198.51.100.20');
  });
});

describe('TRUST_PROXY naming the proxy', () => {
  let c: Ctx;
  beforeAll(async () => {
    c = await setup({ TRUST_PROXY: PROXY, AUTH_RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => c.close());

  it("believes the proxy's X-Forwarded-For, and no one else's", async () => {
    expect(await loggedIp(c, PROXY, '203.0.113.9')).toBe('203.0.113.9');
    // a client reaching the server past the proxy cannot name another address
    expect(await loggedIp(c, '198.51.100.30', '203.0.113.9')).toBe('198.51.100.30');
  });

  it("one client's wrong passwords through the proxy do not lock another client out", async () => {
    const email = 'proxy.user@care.ug';
    await c.createStaff({ email });
    const login = (client: string, password: string) =>
      c.app.inject({
        method: 'POST',
        url: `${API_BASE}/auth/login`,
        payload: { email: `other.${client}@care.ug`, password },
        headers: { 'x-forwarded-for': client },
        remoteAddress: PROXY,
      });
    // the attacker's address, through the proxy, past its limit of 3
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await login('203.0.113.66', 'wrong')).statusCode);
    expect(answers.at(-1)).toBe(429);
    // someone else, through the same proxy, signs in
    const ok = await c.app.inject({
      method: 'POST',
      url: `${API_BASE}/auth/login`,
      payload: { email, password: TEST_PASSWORD },
      headers: { 'x-forwarded-for': '203.0.113.77' },
      remoteAddress: PROXY,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('the TRUST_PROXY and DATABASE_POOL_MAX settings', () => {
  it.each(['true', 'TRUE', '*', '1'])(
    'refuses TRUST_PROXY=%s (every client, or a hop count)',
    (value) => {
      expect(() => loadConfig({ DATA_DIR: '/tmp/x', TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY names the proxy's addresses or networks/,
      );
    },
  );

  it('reads addresses and networks as a list, and DATABASE_POOL_MAX as a number', () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/x',
      TRUST_PROXY: '10.0.0.2, 10.0.1.0/24,loopback',
      DATABASE_POOL_MAX: '25',
    });
    expect(config.TRUST_PROXY).toEqual(['10.0.0.2', '10.0.1.0/24', 'loopback']);
    expect(config.DATABASE_POOL_MAX).toBe(25);
    // Unset: 10 on a PostgreSQL of one's own, 4 on the embedded one (ADR 052).
    expect(
      loadConfig({ DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h/d' }).DATABASE_POOL_MAX,
    ).toBe(10);
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).DATABASE_POOL_MAX).toBe(4);
    expect(() => loadConfig({ DATA_DIR: '/tmp/x', DATABASE_POOL_MAX: '0' })).toThrow();
    // the start-up's migration lock holds one connection while the migrations use another
    expect(() => loadConfig({ DATA_DIR: '/tmp/x', DATABASE_POOL_MAX: '1' })).toThrow(
      /DATABASE_POOL_MAX/,
    );
  });
});

describe('PUBLIC_URL', () => {
  let c: Ctx;
  let admin: Record<string, string>;
  beforeAll(async () => {
    c = await setup({ PUBLIC_URL: 'https://care.example.ug/' });
    await c.createStaff({ email: 'origin.admin@care.ug', role: 'ADMIN' });
    admin = (await c.signIn('origin.admin@care.ug')).headers;
  });
  afterAll(() => c.close());

  it('builds the callback and feed addresses, whatever Host the request names', async () => {
    const settings = await c.app.inject({
      method: 'GET',
      url: `${API_BASE}/sms/settings`,
      headers: { ...admin, host: 'evil.example' },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const data = settings.json().data as Record<string, string>;
    for (const key of ['deliveryCallbackUrl', 'incomingCallbackUrl', 'ussdCallbackUrl'])
      expect(data[key]).toMatch(/^https:\/\/care\.example\.ug\/api\/v1\//);

    const nurse = await seedNurse(c as never, { first: 'Origin', last: 'Nurse' });
    const feed = await c.app.inject({
      method: 'POST',
      url: `${API_BASE}/careteam/${nurse.id}/calendar-feed`,
      headers: { ...admin, host: 'evil.example' },
    });
    expect(feed.statusCode, feed.body).toBe(201);
    expect(feed.json().data.url).toMatch(/^https:\/\/care\.example\.ug\/api\/v1\/calendar\//);
  });
});
