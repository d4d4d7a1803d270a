import { and, asc, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { auditLog, sessions, staffUsers } from '../../db/schema/index.ts';
import { ugandaDayStart } from '../../db/uganda-time.ts';

export type StaffRow = typeof staffUsers.$inferSelect;
export type StaffChange = { role?: Role; active?: boolean; name?: string };
export type AuditQuery = {
  actorId?: string;
  entity?: string;
  from?: string;
  to?: string;
  offset: number;
  limit: number;
};

/** Drizzle queries of the staff accounts and the audit log; `db` may be a transaction. */
export function createStaffRepo(db: Db) {
  const liveSessions = () =>
    db
      .select({ userId: sessions.userId, n: count().as('n') })
      .from(sessions)
      .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
      .groupBy(sessions.userId)
      .as('live');

  /** Accounts with their count of live sessions, active first, then by name. */
  async function withSessions(where?: SQL) {
    const live = liveSessions();
    const rows = await db
      .select({ staff: staffUsers, n: live.n })
      .from(staffUsers)
      .leftJoin(live, eq(live.userId, staffUsers.id))
      .where(where)
      .orderBy(desc(staffUsers.active), asc(staffUsers.name));
    return rows.map((r) => ({ row: r.staff, activeSessions: Number(r.n ?? 0) }));
  }

  /** Every session of the person ends now. */
  async function revokeSessions(id: string) {
    await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
  }

  return {
    list: () => withSessions(),

    async one(id: string) {
      const [row] = await withSessions(eq(staffUsers.id, id));
      return row;
    },

    async get(id: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
      return row;
    },

    async count() {
      const [row] = await db.select({ n: count() }).from(staffUsers);
      return row?.n ?? 0;
    },

    async insert(values: typeof staffUsers.$inferInsert) {
      const [row] = await db.insert(staffUsers).values(values).returning({ id: staffUsers.id });
      return row!.id;
    },

    /** Locks every active ADMIN, in one order, for the rest of the transaction. */
    lockActiveAdmins: () =>
      db
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(and(eq(staffUsers.role, 'ADMIN'), eq(staffUsers.active, true)))
        .orderBy(asc(staffUsers.id))
        .for('update'),

    async update(id: string, values: StaffChange) {
      await db
        .update(staffUsers)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(staffUsers.id, id));
    },

    /** A new password, to be changed at the next sign-in when `mustChange`. */
    async setPassword(id: string, passwordHash: string, mustChange: boolean) {
      await db
        .update(staffUsers)
        .set({
          passwordHash,
          passwordChangedAt: sql`now()`,
          mustChangePassword: mustChange,
          updatedAt: sql`now()`,
        })
        .where(eq(staffUsers.id, id));
    },

    revokeSessions,

    /** A page of the audit log, newest first, with the count of the whole list. */
    async auditPage(q: AuditQuery) {
      const where = and(
        q.actorId ? eq(auditLog.actorId, q.actorId) : undefined,
        q.entity ? eq(auditLog.entity, q.entity) : undefined,
        // Uganda's days: from the start of `from` to the start of the day after `to`.
        q.from ? sql`${auditLog.at} >= ${ugandaDayStart(sql`${q.from}::date`)}` : undefined,
        q.to ? sql`${auditLog.at} < ${ugandaDayStart(sql`(${q.to}::date + 1)`)}` : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .offset(q.offset)
          .limit(q.limit),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },
  };
}
