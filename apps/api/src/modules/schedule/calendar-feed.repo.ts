import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  jobCards,
  nurseAccountStatus,
  nurseJobs,
  nurses,
  staffUsers,
} from '../../db/schema/index.ts';
import { audit, type Actor } from '../../platform/audit.ts';

// Issue 27: the calendar feed's secret (its hash) on the nurse, and the
// jobs the feed lists.

const onFile = and(isNull(nurses.deletedAt), isNull(nurses.erasedAt));

export function createCalendarFeedRepo(db: Db) {
  return {
    /**
     * Sets the feed's hash (a new address) or clears it (null: revoked) with
     * its audit entry; answers when, or undefined when there was no such
     * nurse (or, to clear, no feed). Not a profile edit: the version stays.
     */
    setHash: (nurseId: number, hash: string | null, actor: Actor) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(nurses)
          .set({
            calendarTokenHash: hash,
            calendarTokenAt: hash ? sql`now()` : null,
            calendarTokenBy: hash ? actor.id : null,
          })
          .where(
            and(
              eq(nurses.id, nurseId),
              onFile,
              hash ? undefined : sql`${nurses.calendarTokenHash} IS NOT NULL`,
            ),
          )
          .returning({ at: nurses.calendarTokenAt });
        if (!row) return undefined;
        // Never the secret nor its hash: only that the address changed.
        await audit(tx, actor, {
          action: hash ? 'create' : 'delete',
          entity: 'calendar_feed',
          entityId: nurseId,
          summary: { nurseId, feed: hash ? 'new address' : 'revoked' },
        });
        return row;
      }),

    /**
     * The nurse whose feed secret has this hash, while the feed may still be
     * read (issue 39): she is on file, approved, and neither blocked nor
     * suspended, and whoever made the address is still an active member
     * of staff (an address made before makers were kept has none).
     */
    async nurseByHash(hash: string) {
      const [row] = await db
        .select({ id: nurses.id, firstName: nurses.firstName, lastName: nurses.lastName })
        .from(nurses)
        .leftJoin(nurseAccountStatus, eq(nurseAccountStatus.nurseId, nurses.id))
        .leftJoin(staffUsers, eq(staffUsers.id, nurses.calendarTokenBy))
        .where(
          and(
            eq(nurses.calendarTokenHash, hash),
            onFile,
            eq(nurses.verified, true),
            or(isNull(nurseAccountStatus.status), eq(nurseAccountStatus.status, 'ACTIVE')),
            or(isNull(nurses.calendarTokenBy), eq(staffUsers.active, true)),
          ),
        )
        .limit(1);
      return row;
    },

    /** The nurse's live, not cancelled jobs ending after `since`, by start. */
    jobs: (nurseId: number, since: string) =>
      db
        .select({
          id: nurseJobs.id,
          startDate: nurseJobs.startDate,
          duration: nurseJobs.duration,
          shift: nurseJobs.shift,
          careCardNumber: jobCards.careCardNumber,
          clientName: jobCards.clientName,
          address: jobCards.address,
        })
        .from(nurseJobs)
        .innerJoin(jobCards, eq(jobCards.id, nurseJobs.jobId))
        .where(
          and(
            eq(nurseJobs.nurseId, nurseId),
            isNull(nurseJobs.deletedAt),
            ne(nurseJobs.status, 'cancelled'),
            gt(nurseJobs.endDate, since),
          ),
        )
        .orderBy(nurseJobs.startDate, nurseJobs.id),
  };
}
