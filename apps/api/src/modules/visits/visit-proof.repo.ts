import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  jobCards,
  nurseJobs,
  nurses,
  payoutBatches,
  payoutLines,
  staffUsers,
  visitChecks,
  visitDayDecisions,
  visitProofSettings,
} from '../../db/schema/index.ts';

export type DecisionInsert = typeof visitDayDecisions.$inferInsert;

/** A nurse job as its days' proof reads it. */
const jobFields = {
  id: nurseJobs.id,
  startDate: nurseJobs.startDate,
  endDate: nurseJobs.endDate,
  duration: nurseJobs.duration,
  rate: nurseJobs.rate,
  amount: nurseJobs.amount,
  status: nurseJobs.status,
  paymentStatus: nurseJobs.paymentStatus,
};

/** Queries of the days' proof (issue 37); `db` may be a transaction. */
export function createVisitProofRepo(db: Db) {
  return {
    /** From which day of care proof is required; null: not at all. */
    async proofFrom(): Promise<string | null> {
      const [row] = await db
        .select({ from: visitProofSettings.proofFrom })
        .from(visitProofSettings)
        .limit(1);
      return row?.from ?? null;
    },

    /** Sets the day proof is required from (null: not at all); the one row is made by the migration. */
    async saveProofFrom(proofFrom: string | null): Promise<void> {
      await db
        .insert(visitProofSettings)
        .values({ id: 1, proofFrom })
        .onConflictDoUpdate({
          target: visitProofSettings.id,
          set: { proofFrom, updatedAt: new Date() },
        });
    },

    /** Live jobs by id; locked for update in `db`'s transaction when `lock`. */
    jobs(ids: number[], lock = false) {
      const q = db
        .select(jobFields)
        .from(nurseJobs)
        .where(and(inArray(nurseJobs.id, ids), isNull(nurseJobs.deletedAt)))
        .orderBy(asc(nurseJobs.id));
      return lock ? q.for('update') : q;
    },

    checks: (ids: number[]) =>
      db
        .select({
          nurseJobId: visitChecks.nurseJobId,
          day: visitChecks.day,
          kind: visitChecks.kind,
          at: visitChecks.at,
          channel: visitChecks.channel,
          distanceM: visitChecks.distanceM,
        })
        .from(visitChecks)
        .where(inArray(visitChecks.nurseJobId, ids)),

    decisions: (ids: number[]) =>
      db
        .select({
          nurseJobId: visitDayDecisions.nurseJobId,
          day: visitDayDecisions.day,
          decision: visitDayDecisions.decision,
          reason: visitDayDecisions.reason,
          byName: staffUsers.name,
          at: visitDayDecisions.decidedAt,
        })
        .from(visitDayDecisions)
        .leftJoin(staffUsers, eq(staffUsers.id, visitDayDecisions.decidedBy))
        .where(inArray(visitDayDecisions.nurseJobId, ids)),

    /** The decision of a day, set or changed. */
    async saveDecision(values: DecisionInsert) {
      await db
        .insert(visitDayDecisions)
        .values(values)
        .onConflictDoUpdate({
          target: [visitDayDecisions.nurseJobId, visitDayDecisions.day],
          set: {
            decision: values.decision,
            reason: values.reason,
            decidedBy: values.decidedBy,
            decidedAt: sql`now()`,
          },
        });
    },

    /** The open batch holding a job, if any (its number). */
    async heldBy(nurseJobId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ number: payoutBatches.number })
        .from(payoutLines)
        .innerJoin(payoutBatches, eq(payoutBatches.id, payoutLines.batchId))
        .where(and(eq(payoutLines.nurseJobId, nurseJobId), eq(payoutLines.holdsJob, true)));
      return row?.number;
    },

    /** Completed, unpaid, live jobs with a day of care on or after `from`, with nurse and card. */
    completedUnpaidSince: (from: string) =>
      db
        .select({
          ...jobFields,
          nurseId: nurses.id,
          firstName: nurses.firstName,
          lastName: nurses.lastName,
          nursePhone: nurses.phoneNumber,
          jobCardId: jobCards.id,
          careCardNumber: jobCards.careCardNumber,
          clientName: jobCards.clientName,
          shift: nurseJobs.shift,
        })
        .from(nurseJobs)
        .innerJoin(nurses, eq(nurses.id, nurseJobs.nurseId))
        .innerJoin(jobCards, eq(jobCards.id, nurseJobs.jobId))
        .where(
          and(
            eq(nurseJobs.status, 'completed'),
            eq(nurseJobs.paymentStatus, 'UnPaid'),
            isNull(nurseJobs.deletedAt),
            sql`${nurseJobs.endDate} > ${from}::date`,
          ),
        )
        .orderBy(asc(nurseJobs.endDate), asc(nurseJobs.id)),
  };
}

export type VisitProofRepo = ReturnType<typeof createVisitProofRepo>;
export type ProofJob = Awaited<ReturnType<VisitProofRepo['jobs']>>[number];
export type ProofCheck = Awaited<ReturnType<VisitProofRepo['checks']>>[number];
export type ProofDecision = Awaited<ReturnType<VisitProofRepo['decisions']>>[number];
