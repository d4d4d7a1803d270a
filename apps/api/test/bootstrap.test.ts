import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureFirstAdmin } from '../src/bootstrap.ts';
import { staffUsers } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// ruling 9: the first start on an empty staff table creates the first ADMIN.
const staffCount = async (t: TestContext) =>
  (await t.db.select({ n: count() }).from(staffUsers))[0]!.n;

/** Runs fn while capturing what is written to process.stdout. */
async function captureStdout<T>(fn: () => Promise<T>): Promise<{ result: T; out: string }> {
  const chunks: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    chunks.push(String(chunk));
    return true;
  });
  try {
    const result = await fn();
    return { result, out: chunks.join('') };
  } finally {
    spy.mockRestore();
  }
}

describe('ensureFirstAdmin with ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  const ADMIN_EMAIL = 'Boss@Care.ug';
  const ADMIN_PASSWORD = 'first-admin-pass-42';
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ config: { ADMIN_EMAIL, ADMIN_PASSWORD } });
  });
  afterAll(() => t.close());

  it('creates that ADMIN on an empty staff table, and that pair can sign in', async () => {
    expect(await staffCount(t)).toBe(0);
    const { result, out } = await captureStdout(() => ensureFirstAdmin(t.db, t.config, t.app.log));
    expect(result).toBe(true);
    expect(out).not.toContain(ADMIN_PASSWORD);

    const rows = await t.db.select().from(staffUsers);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'boss@care.ug', role: 'ADMIN', active: true });
    expect(rows[0]!.passwordHash).not.toContain(ADMIN_PASSWORD);

    const { headers } = await t.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const me = await t.get('/auth/me', headers);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: 'boss@care.ug', role: 'ADMIN' });
    // an ADMIN indeed: the ADMIN-only list opens
    expect((await t.get('/staff', headers)).statusCode).toBe(200);
  });

  it('run again, it creates nothing', async () => {
    const before = await t.db.select().from(staffUsers);
    expect(before).toHaveLength(1);
    const { result, out } = await captureStdout(() => ensureFirstAdmin(t.db, t.config, t.app.log));
    expect(result).toBe(false);
    expect(out).toBe('');
    expect(await t.db.select().from(staffUsers)).toEqual(before);
  });
});

describe('ensureFirstAdmin without ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates admin@care.ug as ADMIN, prints its password once, and that password signs in', async () => {
    expect(t.config.ADMIN_EMAIL).toBeUndefined();
    expect(t.config.ADMIN_PASSWORD).toBeUndefined();
    expect(await staffCount(t)).toBe(0);

    const first = await captureStdout(() => ensureFirstAdmin(t.db, t.config, t.app.log));
    expect(first.result).toBe(true);
    const [admin] = await t.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, 'admin@care.ug'));
    expect(admin).toMatchObject({ role: 'ADMIN', active: true });
    expect(await staffCount(t)).toBe(1);

    expect(first.out).toContain('admin@care.ug');
    const password = /password:\s*(\S+)/.exec(first.out)?.[1];
    expect(password, first.out).toBeDefined();
    expect(password!.length).toBeGreaterThanOrEqual(8);
    expect(first.out.split(password!)).toHaveLength(2); // printed exactly once

    // a second start prints nothing and creates nothing
    const second = await captureStdout(() => ensureFirstAdmin(t.db, t.config, t.app.log));
    expect(second.result).toBe(false);
    expect(second.out).not.toContain(password!);
    expect(await staffCount(t)).toBe(1);

    const { headers } = await t.signIn('admin@care.ug', password!);
    const me = await t.get('/auth/me', headers);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: 'admin@care.ug', role: 'ADMIN' });
  });
});
