import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, MSG } from '@app/contract';
import { createTestApp, TEST_PASSWORD, type TestContext } from './helpers.ts';
import { nested } from './hostile-bodies-kit.ts';

// Issue 20, item 5: a sign-in body refused before it is read (too deep, too
// large, or cut short) counts as an attempt against the address's limit.
// The other hostile bodies are in hostile-bodies.test.ts.

describe('refused sign-in bodies count against the sign-in limit (item 5)', () => {
  let small: TestContext;
  beforeAll(async () => {
    small = await createTestApp({ config: { AUTH_RATE_LIMIT_MAX: '3' } });
    await small.createStaff({ email: 'limited@care.ug' });
  });
  afterAll(() => small.close());

  it('answers 429 to the right password once an address has sent as many refused bodies as the limit', async () => {
    const remoteAddress = '10.20.30.40';
    const refused = [
      ['/auth/login', nested(5000)],
      ['/auth/verify', JSON.stringify({ email: 'limited@care.ug', code: '1'.repeat(10_000) })],
      ['/auth/login', '{"email":'],
    ] as const;
    for (const [path, payload] of refused) {
      const res = await small.app.inject({
        method: 'POST',
        url: `${API_BASE}${path}`,
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect([400, 413], path).toContain(res.statusCode);
    }
    const login = await small.app.inject({
      method: 'POST',
      url: `${API_BASE}/auth/login`,
      remoteAddress,
      payload: { email: 'limited@care.ug', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(429);
    expect(login.json()).toEqual({ status: 'failed', error: MSG.tooManyAttempts });
    expect(Number(login.headers['retry-after'])).toBeGreaterThan(0);
    // another address is not held back by them
    const other = await small.app.inject({
      method: 'POST',
      url: `${API_BASE}/auth/login`,
      remoteAddress: '10.20.30.41',
      payload: { email: 'limited@care.ug', password: TEST_PASSWORD },
    });
    expect(other.statusCode).toBe(200);
  });
});
