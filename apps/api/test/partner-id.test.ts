import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestContext } from './helpers.ts';

// PARTNER_ID configured: every /api/v1 request must name it in x-partner-id,
// except the load balancer probes.
const PARTNER = 'partner-7f3a';
const REFUSED = { status: 'failed', error: expect.any(String) };

describe('PARTNER_ID', () => {
  let t: TestContext;
  const ok = { 'x-partner-id': PARTNER };
  beforeAll(async () => {
    t = await createTestApp({ config: { PARTNER_ID: PARTNER, AUTH_RATE_LIMIT_MAX: '100000' } });
  });
  afterAll(() => t.close());

  async function signInWithPartner(email: string) {
    await t.createStaff({ email });
    const login = await t.post('/auth/login', { email, password: TEST_PASSWORD }, ok);
    expect(login.statusCode).toBe(200);
    const verify = await t.post('/auth/verify', { email, code: t.mail.lastCodeFor(email) }, ok);
    expect(verify.statusCode).toBe(200);
    return { authorization: `Bearer ${verify.json().data.token}` };
  }

  it('refuses a sign-in without the header, or with another partner id, with 403', async () => {
    await t.createStaff({ email: 'partner.login@care.ug' });
    const body = { email: 'partner.login@care.ug', password: TEST_PASSWORD };
    const variants: Record<string, string>[] = [
      {},
      { 'x-partner-id': 'someone-else' },
      { 'x-partner-id': '' },
    ];
    for (const headers of variants) {
      const res = await t.post('/auth/login', body, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual(REFUSED);
    }
    expect(t.mail.sent.filter((m) => m.to === 'partner.login@care.ug')).toHaveLength(0);
    // the right one passes
    expect((await t.post('/auth/login', body, ok)).statusCode).toBe(200);
  });

  it('refuses a signed-in request without the right partner id, even with a valid session', async () => {
    const session = await signInWithPartner('partner.me@care.ug');
    const passes = await t.get('/auth/me', { ...session, ...ok });
    expect(passes.statusCode).toBe(200);
    expect(passes.json().data.email).toBe('partner.me@care.ug');

    const wrongs: Record<string, string>[] = [{}, { 'x-partner-id': 'partner-7f3b' }];
    for (const wrong of wrongs) {
      const res = await t.get('/auth/me', { ...session, ...wrong });
      expect(res.statusCode, JSON.stringify(wrong)).toBe(403);
      expect(res.json()).toEqual(REFUSED);
    }
  });

  it('lets /health and /ready through without the header', async () => {
    expect((await t.get('/health')).statusCode).toBe(200);
    expect((await t.get('/ready')).statusCode).toBe(200);
    expect((await t.get('/health', { 'x-partner-id': 'whatever' })).statusCode).toBe(200);
  });
});
