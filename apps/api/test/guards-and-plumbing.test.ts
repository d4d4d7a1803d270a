import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestContext } from './helpers.ts';

// The session guard, the ADMIN guard, and what every answer carries.
const NOT_SIGNED_IN = { status: 'failed', error: 'You are not signed in' };

function expectNoLeak(res: LightMyRequestResponse) {
  expect(res.body).not.toMatch(/stack|\bat .+\(|node_modules|\/src\/|\.ts\b|SELECT|INSERT/i);
}

describe('guards and plumbing', () => {
  let t: TestContext;
  let admin: Record<string, string>;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ config: { AUTH_RATE_LIMIT_MAX: '100000' } });
    await t.createStaff({ email: 'guard.admin@care.ug', role: 'ADMIN', name: 'Ada Admin' });
    await t.createStaff({ email: 'guard.staff@care.ug', role: 'STAFF', name: 'Sam Staff' });
    admin = (await t.signIn('guard.admin@care.ug')).headers;
    staff = (await t.signIn('guard.staff@care.ug')).headers;
  });
  afterAll(() => t.close());

  describe('session guard', () => {
    it.each([
      ['no authorization header', {}],
      ['an empty header', { authorization: '' }],
      [
        'a scheme other than Bearer',
        { authorization: `Basic ${randomBytes(32).toString('base64url')}` },
      ],
      ['Bearer without a token', { authorization: 'Bearer ' }],
      ['a token with spaces', { authorization: 'Bearer abc def' }],
      ['a token with bad characters', { authorization: 'Bearer abc$%^' }],
      ['an over-long token', { authorization: `Bearer ${'a'.repeat(500)}` }],
      ['a forged token', { authorization: `Bearer ${randomBytes(32).toString('base64url')}` }],
    ])('refuses %s with the 401 envelope', async (_label, headers) => {
      for (const path of ['/auth/me', '/staff']) {
        const res = await t.get(path, headers as Record<string, string>);
        expect(res.statusCode, path).toBe(401);
        expect(res.json(), path).toEqual(NOT_SIGNED_IN);
      }
      const out = await t.post('/auth/logout', {}, headers as Record<string, string>);
      expect(out.statusCode).toBe(401);
      expect(out.json()).toEqual(NOT_SIGNED_IN);
    });

    it('lets a valid session through', async () => {
      const res = await t.get('/auth/me', staff);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ email: 'guard.staff@care.ug', role: 'STAFF' });
    });

    it('an unknown route under /api/v1 answers 401 without a session and 404 with one', async () => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const anon = await t.app.inject({ method, url: '/api/v1/no/such/route' });
        expect(anon.statusCode, method).toBe(401);
        expect(anon.json(), method).toEqual(NOT_SIGNED_IN);
        const signedIn = await t.app.inject({
          method,
          url: '/api/v1/no/such/route',
          headers: staff,
        });
        expect(signedIn.statusCode, method).toBe(404);
        expect(signedIn.json(), method).toEqual({ status: 'failed', error: 'Not found' });
        expect(signedIn.headers['cache-control'], method).toBe('no-store');
      }
    });
  });

  describe('ADMIN-only GET /staff', () => {
    it('answers the staff list to an ADMIN, without any password hash', async () => {
      const res = await t.get('/staff', admin);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.status).toBe('success');
      expect(Array.isArray(body.data)).toBe(true);
      const emails = body.data.map((u: { email: string }) => u.email);
      expect(emails).toEqual(
        expect.arrayContaining(['guard.admin@care.ug', 'guard.staff@care.ug']),
      );
      for (const u of body.data) {
        expect(Object.keys(u).sort()).toEqual(
          [
            'active',
            'activeSessions',
            'createdAt',
            'email',
            'id',
            'lastLoginAt',
            'name',
            'role',
          ].sort(),
        );
      }
      expect(res.body).not.toMatch(/password|hash|\$argon2/i);
    });

    it('refuses a STAFF member with the 403 envelope', async () => {
      const res = await t.get('/staff', staff);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 'failed', error: 'You are not allowed to do this' });
    });

    it('refuses a request without a session with 401', async () => {
      const res = await t.get('/staff');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(NOT_SIGNED_IN);
    });
  });

  describe('envelope', () => {
    it('answers an invalid JSON body with a 400 envelope and no stack', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "guard.staff@care.ug", "password": ',
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.status).toBe('failed');
      expect(typeof body.error).toBe('string');
      expect(Object.keys(body).sort()).toEqual(['error', 'status']);
      expectNoLeak(res);
    });

    it('answers a body over 1 MiB with a 413 envelope', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          email: 'guard.staff@care.ug',
          password: 'x'.repeat(1024 * 1024),
        }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ status: 'failed', error: 'The request is too large' });
      expectNoLeak(res);
    });

    // (the sign-in routes take 8 KB at most: hostile-bodies.test.ts)
    it('accepts a body just under 1 MiB (then validation speaks, not the size limit)', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/healthtips',
        headers: { ...admin, 'content-type': 'application/json' },
        payload: JSON.stringify({ title: 'x'.repeat(1000 * 1000), subtitle: 'Feeding' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details?.title).toBeDefined();
    });
  });

  describe('headers', () => {
    it('every answer under /api/v1 carries cache-control: no-store', async () => {
      const answers = [
        await t.get('/auth/me', admin),
        await t.get('/staff', admin),
        await t.get('/health'),
        await t.get('/auth/me'),
        await t.get('/staff', staff),
        await t.post('/auth/login', { email: 'nobody@care.ug', password: 'x' }),
      ];
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 401, 403, 401]);
      for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
    });

    it('sends the security headers', async () => {
      for (const res of [await t.get('/health'), await t.get('/auth/me', admin)]) {
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toMatch(/frame-ancestors 'none'/);
        expect(csp).toMatch(/default-src 'self'/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBeDefined();
        expect(res.headers['referrer-policy']).toBe('no-referrer');
      }
    });
  });

  describe('health and docs', () => {
    it('GET /health answers 200 without a session', async () => {
      const res = await t.get('/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success' });
    });

    it('GET /ready answers 200 without a session, naming the database', async () => {
      const res = await t.get('/ready');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'success',
        data: { database: t.database.kind },
      });
    });

    it('serves the OpenAPI document, listing /api/v1/auth/login', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.paths['/api/v1/auth/login']).toBeDefined();
      expect(doc.paths['/api/v1/auth/login'].post).toBeDefined();
      expect(doc.paths['/api/v1/auth/verify']).toBeDefined();
    });
  });
});
