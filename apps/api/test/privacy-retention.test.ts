import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_DEFAULTS, type RetentionRun } from '@app/contract';
import {
  accessLog,
  auditLog,
  jobCards,
  nurses,
  otpCodes,
  retentionRuns,
  sessions,
} from '../src/db/schema/index.ts';
import { createRetentionRepo } from '../src/modules/privacy/retention.repo.ts';
import { expectFailure } from './factories.ts';
import { data, payNurse, payrollSetup, type PayCtx } from './payroll-factories.ts';
import { ago, retentionApi } from './privacy-retention-factories.ts';

// Issue 26, retention: "soft-deleted records erased after 90 days; access
// entries kept 2 years; sign-in codes and expired sessions removed after 1
// day", configurable, run by the server on a schedule (the policy and the
// schedule: privacy-retention-policy.test.ts).
let c: PayCtx;
beforeAll(async () => {
  c = await payrollSetup();
});
afterAll(() => c.close());

const { retention, putPolicy, runNow, customer, customerRow } = retentionApi(() => c);
type SessionTime = 'createdAt' | 'lastSeenAt' | 'expiresAt' | 'revokedAt';

describe('a run', () => {
  it('erases people deleted long enough ago, removes old entries, codes and sessions, and records it', async () => {
    // (a) people: 91 days deleted go, 89 stay, one blocked by a visit in progress
    const old = await customer(91);
    const recent = await customer(89);
    const live = await customer();
    const held = await customer(120);
    await c.db.insert(jobCards).values({
      careCardNumber: `CC-RET-${held.id}`,
      customerId: held.id,
      clientName: 'Keep Held',
      service: 'In home care',
      status: 'ongoing',
    });
    const nurse = await payNurse(c, 'Retired', 'Nurse');
    await c.db
      .update(nurses)
      .set({ deletedAt: ago(100) })
      .where(eq(nurses.id, nurse.id));
    // (b) access entries: 731 days old go, 729 stay
    const [oldEntry, keptEntry] = await c.db
      .insert(accessLog)
      .values([
        { at: ago(731), action: 'read', record: 'job_card', recordId: '1' },
        { at: ago(729), action: 'read', record: 'job_card', recordId: '2' },
      ])
      .returning();
    // (c) codes used or expired 2 days ago go, a live one stays; sessions alike
    const staff = await Promise.all(
      ['stale.code', 'used.code', 'live.code'].map((n) => c.createStaff({ email: `${n}@care.ug` })),
    );
    const [stale, used, liveCode] = staff.map((s) => s.id) as [string, string, string];
    await c.db.insert(otpCodes).values([
      { userId: stale, codeHmac: 'x', createdAt: ago(3), expiresAt: ago(2) },
      { userId: used, codeHmac: 'x', createdAt: ago(3), expiresAt: ago(2.9), consumedAt: ago(2) },
      { userId: liveCode, codeHmac: 'x', expiresAt: sql`now() + interval '5 minutes'` },
    ]);
    const session = (userId: string, v: Partial<Record<SessionTime, SQL>>) => ({
      userId,
      tokenHash: randomUUID(),
      expiresAt: sql`now() + interval '8 hours'`,
      ...v,
    });
    const made = await c.db
      .insert(sessions)
      .values([
        session(stale, { createdAt: ago(3), lastSeenAt: ago(2), expiresAt: ago(2) }),
        session(used, { createdAt: ago(3), lastSeenAt: ago(2.5), revokedAt: ago(2) }),
        session(liveCode, {}),
      ])
      .returning({ id: sessions.id });
    // the desk's own codes and sessions (signed in today) are kept
    const codesBefore = (await c.db.select().from(otpCodes)).length;
    const sessionsBefore = (await c.db.select().from(sessions)).length;

    const run = data<RetentionRun>(await runNow());
    expect(run).toMatchObject({
      trigger: 'admin',
      erasedCustomers: 1,
      erasedNurses: 1,
      blocked: 1,
      deletedAccessEntries: 1,
      deletedCodes: 2,
      deletedSessions: 2,
      error: null,
    });
    expect(run.finishedAt).not.toBeNull();

    // (a)
    const erased = await customerRow(old.id);
    expect(erased.erasedAt).not.toBeNull();
    expect(`${erased.firstname} ${erased.lastname}`).toBe('Erased person');
    expect(erased.phonenumber).not.toBe(old.phonenumber);
    expect(await customerRow(recent.id)).toMatchObject({
      erasedAt: null,
      lastname: recent.lastname,
      phonenumber: recent.phonenumber,
    });
    expect((await customerRow(live.id)).erasedAt).toBeNull();
    expect(await customerRow(held.id)).toMatchObject({ erasedAt: null, lastname: held.lastname });
    const [n] = await c.db.select().from(nurses).where(eq(nurses.id, nurse.id));
    expect(n!.erasedAt).not.toBeNull();
    // the erasure is audited, by no one (the server's schedule)
    const erasures = await c.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'erase'),
          eq(auditLog.entity, 'customer'),
          eq(auditLog.entityId, String(old.id)),
        ),
      );
    expect(erasures).toHaveLength(1);
    expect(erasures[0]).toMatchObject({ actorId: null, entity: 'customer' });
    // (b)
    const left = await c.db
      .select({ id: accessLog.id })
      .from(accessLog)
      .where(inArray(accessLog.id, [oldEntry!.id, keptEntry!.id]));
    expect(left).toEqual([{ id: keptEntry!.id }]);
    // (c)
    const codes = await c.db.select({ userId: otpCodes.userId }).from(otpCodes);
    expect(codes.map((x) => x.userId)).toContain(liveCode);
    expect(codes.map((x) => x.userId)).not.toContain(stale);
    expect(codes.map((x) => x.userId)).not.toContain(used);
    expect(codes).toHaveLength(codesBefore - 2);
    const ids = (await c.db.select({ id: sessions.id }).from(sessions)).map((s) => s.id);
    expect(ids).toContain(made[2]!.id);
    expect(ids).not.toContain(made[0]!.id);
    expect(ids).not.toContain(made[1]!.id);
    expect(ids).toHaveLength(sessionsBefore - 2);
    // the desk is still signed in
    expect((await c.read('/auth/me')).statusCode).toBe(200);

    // recorded: the last run on the Admin screen, and the ADMIN's act audited
    const r = await retention();
    expect(r.lastRun).toEqual(run);
    const [entry] = await c.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'retention'), eq(auditLog.action, 'run')));
    expect(entry).toMatchObject({ actorId: c.admin1Id, entityId: String(run.id) });

    // the next run: nothing more to do; the blocked customer is tried again
    const again = data<RetentionRun>(await runNow());
    expect(again).toMatchObject({
      erasedCustomers: 0,
      erasedNurses: 0,
      blocked: 1,
      deletedAccessEntries: 0,
      deletedCodes: 0,
      deletedSessions: 0,
    });
    // once the visit is over, she is erased
    await c.db
      .update(jobCards)
      .set({ status: 'completed' })
      .where(eq(jobCards.customerId, held.id));
    expect(data<RetentionRun>(await runNow())).toMatchObject({ erasedCustomers: 1, blocked: 0 });
    expect((await customerRow(held.id)).erasedAt).not.toBeNull();
  });

  it('follows the policy saved: a shorter deletion period erases sooner', async () => {
    const d = await customer(40);
    expect(data<RetentionRun>(await runNow()).erasedCustomers).toBe(0);
    data(await putPolicy({ ...RETENTION_DEFAULTS, softDeletedDays: 30 }));
    // her, and whoever else was deleted 30 to 90 days ago (the 89-day one above)
    expect(data<RetentionRun>(await runNow()).erasedCustomers).toBeGreaterThanOrEqual(1);
    expect((await customerRow(d.id)).erasedAt).not.toBeNull();
    data(await putPolicy(RETENTION_DEFAULTS));
  });

  it('is not started twice: while one is going, Run now answers 409 and changes nothing', async () => {
    const d = await customer(100);
    const [going] = await c.db.insert(retentionRuns).values({ trigger: 'schedule' }).returning();
    const runs = (await c.db.select().from(retentionRuns)).length;
    const res = await runNow();
    expectFailure(res, 409);
    expect(res.json().error).toMatch(/already going/);
    expect((await c.db.select().from(retentionRuns)).length).toBe(runs);
    expect((await customerRow(d.id)).erasedAt).toBeNull();
    // the scheduled one finishes; then Run now runs
    await c.db
      .update(retentionRuns)
      .set({ finishedAt: sql`now()` })
      .where(eq(retentionRuns.id, going!.id));
    expect(data<RetentionRun>(await runNow()).erasedCustomers).toBe(1);
    // a run cut short hours ago (its server stopped) does not hold the next one back
    await c.db
      .insert(retentionRuns)
      .values({ trigger: 'schedule', startedAt: sql`now() - interval '2 hours'` });
    expect((await runNow()).statusCode).toBe(200);
  });

  it('two starts at once make one run (the claim is held under an advisory lock)', async () => {
    const repo = createRetentionRepo(c.db);
    const claims = await Promise.all([repo.claimRun('admin'), repo.claimRun('schedule')]);
    const made = claims.filter((x) => x !== undefined);
    expect(made).toHaveLength(1);
    expectFailure(await runNow(), 409);
    await repo.finishRun(made[0]!.id, {});
  });
});
