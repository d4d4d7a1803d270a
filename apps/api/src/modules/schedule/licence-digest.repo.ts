import { and, asc, eq, sql } from 'drizzle-orm';
import { LICENCE_WARNING_DAYS } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { licenceDigests, staffUsers } from '../../db/schema/index.ts';

export type DigestLicence = {
  id: number;
  name: string;
  care_number: string;
  licence_expiry: string;
  licence_state: 'expired' | 'expiring';
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** Expiring: the last valid day is at most LICENCE_WARNING_DAYS after today (licenceState). */
const WINDOW = sql.raw(String(LICENCE_WARNING_DAYS + 1));

/** The licence digest's reads and its one row per day (issue 27); `db` may be a transaction. */
export function createLicenceDigestRepo(db: Db) {
  return {
    /** Approved nurses (not deleted or erased) whose licence expired or expires soon, soonest first. */
    async licences(today: string): Promise<DigestLicence[]> {
      const result = await db.execute(sql`
        select id, first_name || ' ' || last_name as name, care_number,
          licence_expiry::text as licence_expiry,
          case when licence_expiry < ${today}::date then 'expired' else 'expiring' end as licence_state
        from nurses
        where verified and deleted_at is null and erased_at is null
          and licence_expiry is not null
          and licence_expiry < ${today}::date + ${WINDOW}
        order by licence_expiry, id`);
      return rowsOf<DigestLicence>(result);
    },

    /** The addresses of the active ADMINs. */
    async admins(): Promise<string[]> {
      const rows = await db
        .select({ email: staffUsers.email })
        .from(staffUsers)
        .where(and(eq(staffUsers.role, 'ADMIN'), eq(staffUsers.active, true)))
        .orderBy(asc(staffUsers.email));
      return rows.map((r) => r.email);
    },

    /** Claims the day: true when this run inserted it, false when one already had. */
    async claimDay(row: typeof licenceDigests.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(licenceDigests)
        .values(row)
        .onConflictDoNothing({ target: licenceDigests.day })
        .returning({ day: licenceDigests.day });
      return inserted.length > 0;
    },

    /** Gives the day back after a failed send, so a retry may send. */
    async releaseDay(day: string): Promise<void> {
      await db.delete(licenceDigests).where(eq(licenceDigests.day, day));
    },
  };
}
