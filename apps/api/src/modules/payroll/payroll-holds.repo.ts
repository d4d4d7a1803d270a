import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PayoutChannel } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { nurseJobs, payoutBatches, payoutLines } from '../../db/schema/index.ts';

// Issue 36: who holds a job, who used a transaction id, what an exported
// batch's cancel lets go, who waits for an approval, and which file first
// carried a line. `db` may be a
// transaction.

export type Holder = {
  nurseJobId: number;
  lineId: number;
  lineState: 'Pending' | 'Paid' | 'Failed';
  batchNumber: string;
  batchState: 'Draft' | 'Approved' | 'Exported' | 'Paid' | 'PartlyPaid' | 'Cancelled';
};

export function createPayrollHoldsRepo(db: Db) {
  /** The first line that meets `where`, with its batch's number. */
  const firstLine = async (where: SQL | undefined) => {
    const [row] = await db
      .select({ lineId: payoutLines.id, batchNumber: payoutBatches.number })
      .from(payoutLines)
      .innerJoin(payoutBatches, eq(payoutBatches.id, payoutLines.batchId))
      .where(where)
      .limit(1);
    return row;
  };

  return {
    /** Issue 36: the kind of file that first carried these lines (payout_lines.exported_as). */
    async markExportedAs(lineIds: number[], format: 'mtn' | 'airtel' | 'bank') {
      if (!lineIds.length) return;
      await db
        .update(payoutLines)
        .set({ exportedAs: format })
        .where(and(inArray(payoutLines.id, lineIds), isNull(payoutLines.exportedAs)));
    },

    /** The lines holding these jobs (the partial unique index's rows), with their batch. */
    holders: (jobIds: number[]): Promise<Holder[]> =>
      db
        .select({
          nurseJobId: payoutLines.nurseJobId,
          lineId: payoutLines.id,
          lineState: payoutLines.state,
          batchNumber: payoutBatches.number,
          batchState: payoutBatches.state,
        })
        .from(payoutLines)
        .innerJoin(payoutBatches, eq(payoutBatches.id, payoutLines.batchId))
        .where(and(inArray(payoutLines.nurseJobId, jobIds), eq(payoutLines.holdsJob, true)))
        .orderBy(payoutLines.nurseJobId),

    /** The line other than `exceptLineId` already paid with this transaction id on this channel. */
    async txnUser(channel: PayoutChannel, txnId: string, exceptLineId: number) {
      return firstLine(
        and(
          eq(payoutLines.channel, channel),
          eq(payoutLines.providerTxnId, txnId),
          ne(payoutLines.id, exceptLineId),
        ),
      );
    },

    /** The batch's pending lines let go of their jobs; answers their nurse job ids. */
    async releasePending(batchId: number) {
      const rows = await db
        .update(payoutLines)
        .set({ holdsJob: false, updatedAt: sql`now()` })
        .where(
          and(
            eq(payoutLines.batchId, batchId),
            eq(payoutLines.state, 'Pending'),
            eq(payoutLines.holdsJob, true),
          ),
        )
        .returning({ nurseJobId: payoutLines.nurseJobId });
      return rows.map((r) => r.nurseJobId);
    },

    /** The numbers of the batches `userId` drafted that still wait for approval. */
    async draftsBy(userId: string) {
      const rows = await db
        .select({ number: payoutBatches.number })
        .from(payoutBatches)
        .where(and(eq(payoutBatches.draftedBy, userId), eq(payoutBatches.state, 'Draft')))
        .orderBy(payoutBatches.id);
      return rows.map((r) => r.number);
    },

    /**
     * The nurse job's row locked until the transaction ends (a payment being
     * recorded on it waits, or is seen), and the Paid line holding it, if any.
     */
    async lockPaidLineOf(nurseJobId: number) {
      await db
        .select({ id: nurseJobs.id })
        .from(nurseJobs)
        .where(eq(nurseJobs.id, nurseJobId))
        .for('update');
      return firstLine(
        and(
          eq(payoutLines.nurseJobId, nurseJobId),
          eq(payoutLines.state, 'Paid'),
          eq(payoutLines.holdsJob, true),
        ),
      );
    },
  };
}
