import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { NO_STATION, type PayoutBatchState } from '@app/contract';
import type { Db } from '../../db/client.ts';
import {
  incomeTrace,
  jobCards,
  nurseJobs,
  nurses,
  payoutBatches,
  payoutLines,
  serviceSettings,
  staffUsers,
} from '../../db/schema/index.ts';

export type BatchRow = typeof payoutBatches.$inferSelect;
export type LineRow = typeof payoutLines.$inferSelect;
export type BatchInsert = typeof payoutBatches.$inferInsert;
export type LineInsert = typeof payoutLines.$inferInsert;
export type BatchWithNames = BatchRow & {
  draftedByName: string | null;
  approvedByName: string | null;
  exportedByName: string | null;
  cancelledByName: string | null;
};
export type LineWithJob = LineRow & {
  careCardNumber: string | null;
  startDate: string | null;
  endDate: string | null;
  paidByName: string | null;
};

/** A completed, unpaid nurse job as the payroll reads it, with its nurse and ledger station. */
export type PayableJob = {
  id: number;
  nurseId: number;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  mobileMoneyNumber: string | null;
  careCardNumber: string;
  clientName: string | null;
  startDate: string;
  endDate: string;
  days: number;
  rate: number;
  amount: number;
  station: string | null;
};

const drafter = alias(staffUsers, 'drafter');
const approver = alias(staffUsers, 'approver');
const exporter = alias(staffUsers, 'exporter');
const canceller = alias(staffUsers, 'canceller');
const payer = alias(staffUsers, 'payer');

/** A job is payable: completed, unpaid, not deleted. */
const payable = and(
  eq(nurseJobs.status, 'completed'),
  eq(nurseJobs.paymentStatus, 'UnPaid'),
  sql`${nurseJobs.deletedAt} IS NULL`,
)!;
/** A job held by a line of an open batch (the partial unique index's rows). */
const held = sql`EXISTS (SELECT 1 FROM ${payoutLines} WHERE ${payoutLines.nurseJobId} = ${nurseJobs.id} AND ${payoutLines.holdsJob})`;

/** The payroll's queries; `db` may be a transaction. */
export function createPayrollRepo(db: Db) {
  const payableSelect = () =>
    db
      .select({
        id: nurseJobs.id,
        nurseId: nurseJobs.nurseId,
        firstName: nurses.firstName,
        lastName: nurses.lastName,
        phoneNumber: nurses.phoneNumber,
        mobileMoneyNumber: nurses.mobileMoneyNumber,
        careCardNumber: jobCards.careCardNumber,
        clientName: jobCards.clientName,
        startDate: nurseJobs.startDate,
        endDate: nurseJobs.endDate,
        days: nurseJobs.duration,
        rate: nurseJobs.rate,
        amount: nurseJobs.amount,
        // ADR: a nurse job's station is its job card receipt's ledger entry's (doc_id is unique, any case).
        station: incomeTrace.station,
      })
      .from(nurseJobs)
      .innerJoin(nurses, eq(nurses.id, nurseJobs.nurseId))
      .innerJoin(jobCards, eq(jobCards.id, nurseJobs.jobId))
      .leftJoin(incomeTrace, sql`lower(${incomeTrace.docId}) = lower(${jobCards.receiptNumber})`);

  return {
    /**
     * Completed, unpaid jobs no open batch holds; period on the last day of
     * care (end_date - 1, issue 37: the days the schedule and SMS name), station or 'none'.
     */
    async unpaid(filter: { from?: string; to?: string; station?: string }): Promise<PayableJob[]> {
      const where: SQL[] = [payable, sql`NOT ${held}`];
      if (filter.from) where.push(sql`${nurseJobs.endDate} > ${filter.from}::date`);
      if (filter.to) where.push(sql`${nurseJobs.endDate} <= ${filter.to}::date + 1`);
      if (filter.station === NO_STATION) where.push(sql`${incomeTrace.id} IS NULL`);
      else if (filter.station) where.push(eq(incomeTrace.station, filter.station));
      return payableSelect()
        .where(and(...where))
        .orderBy(nurses.lastName, nurses.firstName, nurses.id, nurseJobs.endDate, nurseJobs.id);
    },

    /** The jobs of `ids` that are payable (held or not), and which of them an open batch holds. */
    async payableOf(ids: number[]) {
      const rows = await payableSelect()
        .where(and(inArray(nurseJobs.id, ids), payable))
        .orderBy(nurseJobs.id);
      const heldRows = await db
        .select({ id: payoutLines.nurseJobId })
        .from(payoutLines)
        .where(and(inArray(payoutLines.nurseJobId, ids), eq(payoutLines.holdsJob, true)));
      return { rows, held: new Set(heldRows.map((r) => r.id)) };
    },

    async insertBatch(values: BatchInsert, lines: Omit<LineInsert, 'batchId'>[]) {
      const [batch] = await db.insert(payoutBatches).values(values).returning();
      await db.insert(payoutLines).values(lines.map((l) => ({ ...l, batchId: batch!.id })));
      return batch!;
    },

    async page(state: PayoutBatchState | undefined, offset: number, limit: number) {
      const where = state ? eq(payoutBatches.state, state) : undefined;
      const rows = await db
        .select({
          batch: payoutBatches,
          draftedByName: drafter.name,
          approvedByName: approver.name,
        })
        .from(payoutBatches)
        .leftJoin(drafter, eq(drafter.id, payoutBatches.draftedBy))
        .leftJoin(approver, eq(approver.id, payoutBatches.approvedBy))
        .where(where)
        .orderBy(desc(payoutBatches.createdAt), desc(payoutBatches.id))
        .offset(offset)
        .limit(limit);
      const [total] = await db.select({ n: count() }).from(payoutBatches).where(where);
      return { rows, count: total!.n };
    },

    async get(id: number): Promise<BatchWithNames | undefined> {
      const [row] = await db
        .select({
          batch: payoutBatches,
          draftedByName: drafter.name,
          approvedByName: approver.name,
          exportedByName: exporter.name,
          cancelledByName: canceller.name,
        })
        .from(payoutBatches)
        .leftJoin(drafter, eq(drafter.id, payoutBatches.draftedBy))
        .leftJoin(approver, eq(approver.id, payoutBatches.approvedBy))
        .leftJoin(exporter, eq(exporter.id, payoutBatches.exportedBy))
        .leftJoin(canceller, eq(canceller.id, payoutBatches.cancelledBy))
        .where(eq(payoutBatches.id, id));
      if (!row) return undefined;
      const { batch, ...names } = row;
      return { ...batch, ...names };
    },

    /** The batch's row, locked until the transaction ends (money moves one at a time). */
    async lock(id: number): Promise<BatchRow | undefined> {
      const [row] = await db
        .select()
        .from(payoutBatches)
        .where(eq(payoutBatches.id, id))
        .for('update');
      return row;
    },

    /** The batch's lines as stored. */
    async linesOf(batchId: number): Promise<LineRow[]> {
      return db
        .select()
        .from(payoutLines)
        .where(eq(payoutLines.batchId, batchId))
        .orderBy(payoutLines.id);
    },

    async lines(batchId: number): Promise<LineWithJob[]> {
      const rows = await db
        .select({
          line: payoutLines,
          careCardNumber: jobCards.careCardNumber,
          startDate: nurseJobs.startDate,
          endDate: nurseJobs.endDate,
          paidByName: payer.name,
        })
        .from(payoutLines)
        .leftJoin(nurseJobs, eq(nurseJobs.id, payoutLines.nurseJobId))
        .leftJoin(jobCards, eq(jobCards.id, nurseJobs.jobId))
        .leftJoin(payer, eq(payer.id, payoutLines.paidBy))
        .where(eq(payoutLines.batchId, batchId))
        .orderBy(payoutLines.nurseName, payoutLines.id);
      return rows.map(({ line, ...job }) => ({ ...line, ...job }));
    },

    async updateBatch(id: number, values: Partial<BatchInsert>, fromStates?: PayoutBatchState[]) {
      const [row] = await db
        .update(payoutBatches)
        .set({ ...values, updatedAt: sql`now()` })
        .where(
          and(
            eq(payoutBatches.id, id),
            fromStates ? inArray(payoutBatches.state, fromStates) : undefined,
          ),
        )
        .returning();
      return row;
    },

    async paidLineCount(batchId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(payoutLines)
        .where(and(eq(payoutLines.batchId, batchId), eq(payoutLines.state, 'Paid')));
      return row!.n;
    },

    /** Cancelling: every line lets go of its job. */
    async releaseAll(batchId: number) {
      await db
        .update(payoutLines)
        .set({ holdsJob: false, updatedAt: sql`now()` })
        .where(eq(payoutLines.batchId, batchId));
    },

    async updateLine(id: number, values: Partial<LineInsert>) {
      const [row] = await db
        .update(payoutLines)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(payoutLines.id, id))
        .returning();
      return row!;
    },

    async markJobPaid(nurseJobId: number) {
      await db
        .update(nurseJobs)
        .set({ paymentStatus: 'Paid', updatedAt: sql`now()` })
        .where(eq(nurseJobs.id, nurseJobId));
    },

    /** Lines by state: what decides the batch's state once lines are settled. */
    async lineStates(batchId: number) {
      const rows = await db
        .select({ state: payoutLines.state, n: count() })
        .from(payoutLines)
        .where(eq(payoutLines.batchId, batchId))
        .groupBy(payoutLines.state);
      const by = { Pending: 0, Paid: 0, Failed: 0 };
      for (const r of rows) by[r.state] = r.n;
      return by;
    },

    /** Two-person approval of payout batches: on unless an ADMIN switched it off. */
    async twoApprovers(): Promise<boolean> {
      const [row] = await db
        .select({ on: serviceSettings.payoutTwoApprovers })
        .from(serviceSettings)
        .limit(1);
      return row?.on ?? true;
    },

    async setTwoApprovers(on: boolean, by: string | null) {
      await db
        .insert(serviceSettings)
        .values({ id: 1, payoutTwoApprovers: on, updatedBy: by })
        .onConflictDoUpdate({
          target: serviceSettings.id,
          set: { payoutTwoApprovers: on },
        });
    },
  };
}

export type PayrollRepo = ReturnType<typeof createPayrollRepo>;
