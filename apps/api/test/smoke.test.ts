import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, type TestContext } from './helpers.ts';

describe('smoke', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs on the database the project asked for', () => {
    expect(t.database.kind).toBe(onPostgres ? 'postgres' : 'pglite');
  });

  it('signs in and reads /auth/me', async () => {
    await t.createStaff({ email: 'a@care.ug', role: 'ADMIN' });
    const { headers } = await t.signIn('a@care.ug');
    const me = await t.get('/auth/me', headers);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe('a@care.ug');
  });
});
