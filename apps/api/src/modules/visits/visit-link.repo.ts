import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobCards, nurseJobs, nurses, visitChecks } from '../../db/schema/index.ts';

/** What the link's page reads: its visit (cancelled ones too, to say so) and the checks of some days. */
export function createVisitLinkRepo(db: Db) {
  return {
    /** A nurse job that is not deleted, with its card's number and the nurse's first name. */
    async visit(nurseJobId: number) {
      const [row] = await db
        .select({
          id: nurseJobs.id,
          startDate: nurseJobs.startDate,
          endDate: nurseJobs.endDate,
          shift: nurseJobs.shift,
          status: nurseJobs.status,
          card: jobCards.careCardNumber,
          firstName: nurses.firstName,
        })
        .from(nurseJobs)
        .innerJoin(jobCards, eq(jobCards.id, nurseJobs.jobId))
        .innerJoin(nurses, eq(nurses.id, nurseJobs.nurseId))
        .where(and(eq(nurseJobs.id, nurseJobId), isNull(nurseJobs.deletedAt)));
      return row;
    },

    /** A job's checks on some days of care. */
    checksOn: (nurseJobId: number, days: string[]) =>
      db
        .select({ day: visitChecks.day, kind: visitChecks.kind, at: visitChecks.at })
        .from(visitChecks)
        .where(and(eq(visitChecks.nurseJobId, nurseJobId), inArray(visitChecks.day, days))),

    /** How far from the card's address a check was made (null when it is not known). */
    async distanceOf(checkId: number): Promise<number | null> {
      const [row] = await db
        .select({ distanceM: visitChecks.distanceM })
        .from(visitChecks)
        .where(eq(visitChecks.id, checkId));
      return row?.distanceM ?? null;
    },
  };
}

export type VisitLinkRepo = ReturnType<typeof createVisitLinkRepo>;
export type VisitLinkVisit = NonNullable<Awaited<ReturnType<VisitLinkRepo['visit']>>>;
