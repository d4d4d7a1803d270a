import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { createTestApp, TEST_PASSWORD, type TestContext } from './helpers.ts';

// Sign-in, sign-out and failed sign-in leave audit entries; the log is append-only.
describe('audit log', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ config: { AUTH_RATE_LIMIT_MAX: '100000' } });
  });
  afterAll(() => t.close());

  /** The statement must fail, and because the log is append-only (not for any other reason). */
  async function expectRefused(statement: PromiseLike<unknown>) {
    let error: unknown;
    try {
      await statement;
    } catch (err) {
      error = err;
    }
    expect(error, 'the statement was accepted').toBeInstanceOf(Error);
    const e = error as Error & { cause?: { message?: string } };
    expect(`${e.message} ${e.cause?.message ?? ''}`).toMatch(/append-only/);
  }

  const entries = (action: string) =>
    t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));

  it("a successful sign-in appends 'auth.login' with the actor's id", async () => {
    const user = await t.createStaff({ email: 'audit.login@care.ug' });
    const before = await entries('auth.login');
    const login = await t.post('/auth/login', {
      email: 'audit.login@care.ug',
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    // the code is not a sign-in yet
    expect(await entries('auth.login')).toHaveLength(before.length);
    const code = t.mail.lastCodeFor('audit.login@care.ug');
    expect((await t.post('/auth/verify', { email: 'audit.login@care.ug', code })).statusCode).toBe(
      200,
    );

    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.login'), eq(auditLog.actorId, user.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: user.id, actorEmail: 'audit.login@care.ug' });
    expect(rows[0]!.at).toBeInstanceOf(Date);
  });

  it("a logout appends 'auth.logout' with the actor's id", async () => {
    const user = await t.createStaff({ email: 'audit.logout@care.ug' });
    const { headers } = await t.signIn('audit.logout@care.ug');
    const mine = () =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'auth.logout'), eq(auditLog.actorId, user.id)));
    expect(await mine()).toHaveLength(0);
    expect((await t.post('/auth/logout', {}, headers)).statusCode).toBe(200);
    const rows = await mine();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: user.id, actorEmail: 'audit.logout@care.ug' });
  });

  it("a failed login appends 'auth.login_failed', for a wrong password and an unknown e-mail", async () => {
    const user = await t.createStaff({ email: 'audit.failed@care.ug' });
    const before = (await entries('auth.login_failed')).length;
    const wrong = await t.post('/auth/login', {
      email: 'audit.failed@care.ug',
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    const unknown = await t.post('/auth/login', { email: 'audit.ghost@care.ug', password: 'nope' });
    expect(unknown.statusCode).toBe(401);

    const rows = await entries('auth.login_failed');
    expect(rows).toHaveLength(before + 2);
    const [ghost, failed] = rows;
    expect(failed).toMatchObject({ actorId: null, actorEmail: 'audit.failed@care.ug' });
    expect(failed!.entityId).toBe(user.id);
    expect(ghost).toMatchObject({ actorId: null, actorEmail: 'audit.ghost@care.ug' });
    // no successful sign-in was recorded for them
    const logins = await entries('auth.login');
    expect(logins.some((r) => r.actorId === user.id)).toBe(false);
  });

  it('refuses UPDATE, DELETE and TRUNCATE on audit_log in the database', async () => {
    await t.post('/auth/login', { email: 'audit.ro@care.ug', password: 'nope' });
    const before = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(before.length).toBeGreaterThan(0);

    await expectRefused(t.db.update(auditLog).set({ action: 'tampered' }));
    await expectRefused(
      t.db.execute(sql`update audit_log set actor_email = 'x' where id = ${before[0]!.id}`),
    );
    await expectRefused(t.db.delete(auditLog));
    await expectRefused(t.db.execute(sql`delete from audit_log where id = ${before[0]!.id}`));
    await expectRefused(t.db.execute(sql`truncate audit_log`));

    expect(await t.db.select().from(auditLog).orderBy(auditLog.id)).toEqual(before);
  });
});
