import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

describe('smoke', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("runs on PostgreSQL (the embedded one, or TEST_DATABASE_URL's)", () => {
    expect(t.database.kind).toBe('postgres');
  });

  it('signs in and reads /auth/me', async () => {
    await t.createStaff({ email: 'a@care.ug', role: 'ADMIN' });
    const { headers } = await t.signIn('a@care.ug');
    const me = await t.get('/auth/me', headers);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe('a@care.ug');
  });
});
