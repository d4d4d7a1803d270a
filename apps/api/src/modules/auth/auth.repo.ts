import { and, eq, gt, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { otpCodes, sessions, staffUsers } from '../../db/schema/index.ts';

export type StaffRow = typeof staffUsers.$inferSelect;

export function createAuthRepo(db: Db) {
  // Every request runs this lookup: prepared once, it is neither rebuilt by
  // the query builder nor planned again by the database.
  const liveSession = db
    .select({
      sessionId: sessions.id,
      // Measured by the database's clock, so a server's own clock may differ.
      msToExpiry: sql<number>`extract(epoch from ${sessions.expiresAt} - now())::float8 * 1000`,
      msSinceSeen: sql<number>`extract(epoch from now() - ${sessions.lastSeenAt})::float8 * 1000`,
      user: {
        id: staffUsers.id,
        email: staffUsers.email,
        name: staffUsers.name,
        role: staffUsers.role,
      },
      mustChangePassword: staffUsers.mustChangePassword,
    })
    .from(sessions)
    .innerJoin(staffUsers, eq(staffUsers.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(
          sessions.lastSeenAt,
          sql`now() - make_interval(secs => ${sql.placeholder('idleSeconds')})`,
        ),
        eq(staffUsers.active, true),
      ),
    )
    .limit(1)
    .prepare('auth_live_session');

  return {
    /** A notice on the database's channel, heard by every server listening (session-cache.ts). */
    async notify(channel: string, payload: string) {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },

    async findActiveUserByEmail(email: string): Promise<StaffRow | undefined> {
      const [row] = await db
        .select()
        .from(staffUsers)
        .where(and(sql`lower(${staffUsers.email}) = lower(${email})`, eq(staffUsers.active, true)))
        .limit(1);
      return row;
    },

    async findCode(userId: string) {
      const [row] = await db.select().from(otpCodes).where(eq(otpCodes.userId, userId)).limit(1);
      return row;
    },

    /** A new code replaces the old one (one live code per user). */
    async replaceCode(userId: string, codeHmac: string, expiresAt: Date) {
      await db
        .insert(otpCodes)
        .values({ userId, codeHmac, expiresAt })
        .onConflictDoUpdate({
          target: otpCodes.userId,
          set: {
            id: sql`gen_random_uuid()`,
            codeHmac,
            expiresAt,
            attempts: 0,
            consumedAt: null,
            createdAt: sql`now()`,
          },
        });
    },

    async deleteCode(userId: string) {
      await db.delete(otpCodes).where(eq(otpCodes.userId, userId));
    },

    async countWrongTry(userId: string, codeId: string) {
      await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(and(eq(otpCodes.userId, userId), eq(otpCodes.id, codeId)));
    },

    /**
     * Consumes the code in one conditional UPDATE: of any number of parallel
     * submissions of the same code, exactly one gets a row back.
     */
    async consumeCode(userId: string, codeId: string, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(otpCodes)
        .set({ consumedAt: sql`now()` })
        .where(
          and(
            eq(otpCodes.userId, userId),
            eq(otpCodes.id, codeId),
            isNull(otpCodes.consumedAt),
            gt(otpCodes.expiresAt, sql`now()`),
            lt(otpCodes.attempts, maxAttempts),
          ),
        )
        .returning({ userId: otpCodes.userId });
      return rows.length === 1;
    },

    async createSession(values: typeof sessions.$inferInsert) {
      const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
      return row!;
    },

    /** A sign-in: its time, and the wrong codes in a row start again (issue 20.9). */
    async touchLogin(userId: string) {
      await db
        .update(staffUsers)
        .set({ lastLoginAt: sql`now()`, codeFailures: 0 })
        .where(eq(staffUsers.id, userId));
    },

    /**
     * Counts one wrong code in a row for a person whose code sign-in is not
     * locked; the one that reaches `maxInRow` locks it for `lockMs` and starts
     * the count again. One statement, so of parallel wrong codes exactly one
     * makes the lock (and its one e-mail). Answers nothing when already locked.
     */
    async countWrongCode(userId: string, maxInRow: number, lockMs: number) {
      const reached = sql`${staffUsers.codeFailures} + 1 >= ${maxInRow}`;
      const [row] = await db
        .update(staffUsers)
        .set({
          codeFailures: sql`case when ${reached} then 0 else ${staffUsers.codeFailures} + 1 end`,
          codeLockedUntil: sql`case when ${reached} then now() + make_interval(secs => ${lockMs / 1000}) else ${staffUsers.codeLockedUntil} end`,
        })
        .where(
          and(
            eq(staffUsers.id, userId),
            or(isNull(staffUsers.codeLockedUntil), lte(staffUsers.codeLockedUntil, sql`now()`)),
          ),
        )
        .returning({
          inRow: staffUsers.codeFailures,
          lockedUntil: staffUsers.codeLockedUntil,
          lockedNow: sql<boolean>`coalesce(${staffUsers.codeLockedUntil} > now(), false)`,
        });
      return row;
    },

    async findUserById(userId: string): Promise<StaffRow | undefined> {
      const [row] = await db
        .select()
        .from(staffUsers)
        .where(and(eq(staffUsers.id, userId), eq(staffUsers.active, true)))
        .limit(1);
      return row;
    },

    /**
     * The person's own new password (issue 20.12): no longer temporary, and
     * every other session of theirs ends. Answers how many ended.
     */
    async changePassword(tx: Db, userId: string, passwordHash: string, keepSessionId: string) {
      await tx
        .update(staffUsers)
        .set({
          passwordHash,
          passwordChangedAt: sql`now()`,
          mustChangePassword: false,
          updatedAt: sql`now()`,
        })
        .where(eq(staffUsers.id, userId));
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            ne(sessions.id, keepSessionId),
          ),
        )
        .returning({ id: sessions.id });
      return ended.length;
    },

    /** The live session for a token hash, with its active user. */
    findLiveSession: (tokenHash: string, idleMs: number) =>
      liveSession.execute({ tokenHash, idleSeconds: idleMs / 1000 }).then((rows) => rows[0]),

    async touchSession(sessionId: string) {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions.id, sessionId));
    },

    async revokeSession(sessionId: string) {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    async revokeUserSessions(userId: string) {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}
