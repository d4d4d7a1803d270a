import { and, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { RETENTION_DEFAULTS, type RetentionPolicy } from '@app/contract';
import type { Db } from '../../db/client.ts';
import {
  accessLog,
  customers,
  nurses,
  otpCodes,
  retentionRuns,
  serviceSettings,
  sessions,
} from '../../db/schema/index.ts';

export type RetentionRunRow = typeof retentionRuns.$inferSelect;
export type RunCounts = Partial<
  Pick<
    RetentionRunRow,
    | 'erasedCustomers'
    | 'erasedNurses'
    | 'blocked'
    | 'deletedAccessEntries'
    | 'deletedCodes'
    | 'deletedSessions'
    | 'error'
  >
>;

/** The one row of service settings (a check constraint keeps it the only one). */
const SETTINGS_ROW = 1;
/** A run not finished after this long was cut short (its server stopped): another may start. */
const STALE_RUN = sql.raw(`interval '1 hour'`);
/** `now() - days`, the instant before which a thing is old enough to go. */
const daysAgo = (days: number) => sql`now() - make_interval(days => ${days}::int)`;

/** Drizzle queries of the retention policy and its runs (issue 26); `db` may be a transaction. */
export function createRetentionRepo(db: Db) {
  return {
    async policy(): Promise<RetentionPolicy> {
      const [row] = await db
        .select({
          softDeletedDays: serviceSettings.retentionSoftDeletedDays,
          accessLogDays: serviceSettings.retentionAccessLogDays,
          authDays: serviceSettings.retentionAuthDays,
        })
        .from(serviceSettings)
        .where(eq(serviceSettings.id, SETTINGS_ROW))
        .limit(1);
      return row ?? { ...RETENTION_DEFAULTS };
    },

    async savePolicy(p: RetentionPolicy, by: string | null) {
      const values = {
        retentionSoftDeletedDays: p.softDeletedDays,
        retentionAccessLogDays: p.accessLogDays,
        retentionAuthDays: p.authDays,
      };
      await db
        .insert(serviceSettings)
        .values({ id: SETTINGS_ROW, ...values, updatedBy: by })
        .onConflictDoUpdate({
          target: serviceSettings.id,
          set: { ...values, updatedBy: by, updatedAt: new Date() },
        });
    },

    async lastRun(): Promise<RetentionRunRow | undefined> {
      const [row] = await db
        .select()
        .from(retentionRuns)
        .orderBy(desc(retentionRuns.startedAt), desc(retentionRuns.id))
        .limit(1);
      return row;
    },

    /**
     * Starts a run unless one is going (on any server): the check and the
     * new row under one advisory lock, so two starts at once make one run.
     * Undefined: one is going.
     */
    claimRun(trigger: RetentionRunRow['trigger']): Promise<RetentionRunRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('retention-run'))`);
        const [going] = await tx
          .select({ id: retentionRuns.id })
          .from(retentionRuns)
          .where(
            and(
              isNull(retentionRuns.finishedAt),
              sql`${retentionRuns.startedAt} > now() - ${STALE_RUN}`,
            ),
          )
          .limit(1);
        if (going) return undefined;
        const [row] = await tx.insert(retentionRuns).values({ trigger }).returning();
        return row;
      });
    },

    async finishRun(id: number, counts: RunCounts): Promise<RetentionRunRow> {
      const [row] = await db
        .update(retentionRuns)
        .set({ ...counts, finishedAt: sql`now()` })
        .where(eq(retentionRuns.id, id))
        .returning();
      return row!;
    },

    /** Customers deleted more than `days` ago and not yet erased, oldest first. */
    async deletedCustomers(days: number): Promise<number[]> {
      const rows = await db
        .select({ id: customers.id })
        .from(customers)
        .where(
          and(
            isNotNull(customers.deletedAt),
            lt(customers.deletedAt, daysAgo(days)),
            isNull(customers.erasedAt),
          ),
        )
        .orderBy(customers.deletedAt, customers.id);
      return rows.map((r) => r.id);
    },

    /** Nurses deleted more than `days` ago and not yet erased, oldest first. */
    async deletedNurses(days: number): Promise<number[]> {
      const rows = await db
        .select({ id: nurses.id })
        .from(nurses)
        .where(
          and(
            isNotNull(nurses.deletedAt),
            lt(nurses.deletedAt, daysAgo(days)),
            isNull(nurses.erasedAt),
          ),
        )
        .orderBy(nurses.deletedAt, nurses.id);
      return rows.map((r) => r.id);
    },

    /** Access entries older than `days`: how many went. */
    async deleteAccessEntries(days: number): Promise<number> {
      const rows = await db
        .delete(accessLog)
        .where(lt(accessLog.at, daysAgo(days)))
        .returning({ id: accessLog.id });
      return rows.length;
    },

    /** Sign-in codes used or expired more than `days` ago. */
    async deleteCodes(days: number): Promise<number> {
      const rows = await db
        .delete(otpCodes)
        .where(or(lt(otpCodes.consumedAt, daysAgo(days)), lt(otpCodes.expiresAt, daysAgo(days))))
        .returning({ id: otpCodes.id });
      return rows.length;
    },

    /**
     * Sessions ended more than `days` ago: past their absolute lifetime,
     * signed out or ended by an ADMIN, or unused past the idle limit.
     */
    async deleteSessions(days: number, idleMs: number): Promise<number> {
      const idleEnd = sql`${sessions.lastSeenAt} + make_interval(secs => ${idleMs / 1000}::float8)`;
      const rows = await db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, daysAgo(days)),
            lt(sessions.revokedAt, daysAgo(days)),
            sql`${idleEnd} < ${daysAgo(days)}`,
          ),
        )
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}

export type RetentionRepo = ReturnType<typeof createRetentionRepo>;
