import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobCards, nurseJobs, nurses, payoutBatches, payoutLines } from '../../db/schema/index.ts';

/** What the payroll reads of one nurse: who, the jobs of a period, the paid lines. */
export function createPayrollNursesRepo(db: Db) {
  return {
    async nurse(id: number) {
      const [row] = await db
        .select({
          id: nurses.id,
          firstName: nurses.firstName,
          lastName: nurses.lastName,
          careNumber: nurses.careNumber,
          phoneNumber: nurses.phoneNumber,
          mobileMoneyNumber: nurses.mobileMoneyNumber,
        })
        .from(nurses)
        .where(eq(nurses.id, id));
      return row;
    },

    /** A nurse's paid lines, newest first. */
    async paidLines(nurseId: number) {
      return db
        .select({
          lineId: payoutLines.id,
          batchId: payoutBatches.id,
          batchNumber: payoutBatches.number,
          nurseJobId: payoutLines.nurseJobId,
          careCardNumber: jobCards.careCardNumber,
          paidAt: payoutLines.paidAt,
          channel: payoutLines.channel,
          providerTxnId: payoutLines.providerTxnId,
          amount: payoutLines.amount,
        })
        .from(payoutLines)
        .innerJoin(payoutBatches, eq(payoutBatches.id, payoutLines.batchId))
        .leftJoin(nurseJobs, eq(nurseJobs.id, payoutLines.nurseJobId))
        .leftJoin(jobCards, eq(jobCards.id, nurseJobs.jobId))
        .where(and(eq(payoutLines.nurseId, nurseId), eq(payoutLines.state, 'Paid')))
        .orderBy(desc(payoutLines.paidAt), desc(payoutLines.id));
    },

    /** A nurse's completed jobs ending in the period (for the statement), oldest first. */
    async jobsEnding(nurseId: number, from: string, to: string) {
      return db
        .select({
          id: nurseJobs.id,
          careCardNumber: jobCards.careCardNumber,
          startDate: nurseJobs.startDate,
          endDate: nurseJobs.endDate,
          days: nurseJobs.duration,
          rate: nurseJobs.rate,
          amount: nurseJobs.amount,
          paymentStatus: nurseJobs.paymentStatus,
        })
        .from(nurseJobs)
        .innerJoin(jobCards, eq(jobCards.id, nurseJobs.jobId))
        .where(
          and(
            eq(nurseJobs.nurseId, nurseId),
            eq(nurseJobs.status, 'completed'),
            sql`${nurseJobs.deletedAt} IS NULL`,
            // the last day of care (end_date - 1, issue 37) in the period
            sql`${nurseJobs.endDate} > ${from}::date`,
            sql`${nurseJobs.endDate} <= ${to}::date + 1`,
          ),
        )
        .orderBy(nurseJobs.endDate, nurseJobs.id);
    },
  };
}
