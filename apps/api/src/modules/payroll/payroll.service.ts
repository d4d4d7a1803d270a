import {
  EXPORT_FORMAT_CHANNEL,
  formatName,
  PAYROLL_MESSAGES,
  type Batch,
  type Role,
  type PayoutBatchState,
  type PayoutExportFormat,
  type ResultsAnswer,
  type ServiceSettings,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound, uniqueViolation } from '../../lib/errors.ts';
import { nextNumber } from '../../lib/numbers.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { createPayrollReports } from './payroll-reports.ts';
import { lineOf, summaryOf } from './payroll-shapes.ts';
import { createPayments, NO_SUCH_BATCH, type LineOutcome } from './payroll-payments.ts';
import { parseResults } from './payroll-results.ts';
import { createPayrollRepo, type BatchRow, type BatchWithNames } from './payroll.repo.ts';
import { createPayrollHoldsRepo } from './payroll-holds.repo.ts';
import { cancelBatch, type CancelInput } from './payroll-cancel.ts';
import { exportBatchFile } from './payroll-export.ts';
import { provenLines, type ProofPort } from './payroll-proof.ts';

const KEY_REUSED = 'This Idempotency-Key already drafted another batch';

export function createPayrollService(deps: {
  db: Db;
  /** The provider's name and contact as printed papers show them. */
  serviceDetails: () => Promise<ServiceSettings>;
  /** Issue 37: each job's days by proof and what is paid (jobs locked in `tx` when `lock`). */
  proof: ProofPort;
}) {
  const { db } = deps;
  const repo = createPayrollRepo(db);
  const payments = createPayments(db);
  const reports = createPayrollReports(deps);

  async function mustGet(id: number): Promise<BatchWithNames> {
    const row = await repo.get(id);
    if (!row) throw notFound(NO_SUCH_BATCH);
    return row;
  }

  async function get(id: number): Promise<Batch> {
    const b = await mustGet(id);
    const lines = await repo.lines(id);
    return {
      ...summaryOf(b),
      exportedByName: b.exportedByName,
      cancelledByName: b.cancelledByName,
      // issue 36: a batch drafted under two-person approval keeps needing it
      twoApprovers: b.twoApprovers === true || (await repo.twoApprovers()),
      cancelReason: b.cancelReason,
      providerOutcome: b.providerOutcome,
      lines: lines.map(lineOf(b)),
    };
  }

  /** A state change of a batch from one of `from`, audited; 409 when it is in none of them. */
  async function move(
    id: number,
    from: readonly PayoutBatchState[],
    refusal: string,
    actor: Actor,
    change: (b: BatchRow, tx: ReturnType<typeof createPayrollRepo>) => Promise<Partial<BatchRow>>,
  ) {
    await db.transaction(async (tx) => {
      const r = createPayrollRepo(tx);
      const before = await r.lock(id);
      if (!before) throw notFound(NO_SUCH_BATCH);
      if (!from.includes(before.state)) throw conflict(refusal);
      const values = await change(before, r);
      const after = await r.updateBatch(id, values);
      await audit(tx, actor, {
        action: 'status',
        entity: 'payout_batch',
        entityId: before.number,
        summary: { before: { state: before.state }, after: { state: after!.state } },
      });
    });
    return get(id);
  }

  return {
    ...reports,
    get,

    /**
     * A Draft batch of the jobs: each completed, unpaid and in no open batch,
     * else 409 naming them and nothing is made. The partial unique index
     * decides a race: the losing draft's insert fails and answers the same.
     */
    async create(
      input: { nurseJobIds: number[]; note: string | null },
      actor: Actor,
      key?: string,
    ) {
      const ids = input.nurseJobIds;
      // Issue 36: a job held by a batch cancelled after export says which and why.
      const refuseHeld = async (held: number[], tx: Db = db): Promise<never> => {
        const holders = await createPayrollHoldsRepo(tx).holders(held);
        const cancelled = holders.filter((h) => h.batchState === 'Cancelled');
        if (cancelled.length)
          throw conflict(
            PAYROLL_MESSAGES.jobHeldAfterExport(
              [...new Set(cancelled.map((h) => h.nurseJobId))],
              [...new Set(cancelled.map((h) => h.batchNumber))],
            ),
          );
        throw conflict(PAYROLL_MESSAGES.jobHeld(held));
      };
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const r = createPayrollRepo(tx);
          // Issue 37: the jobs locked (as a day's decision locks its job), then their days' proof.
          const proofs = await deps.proof.ofJobs(ids, tx, true);
          const { rows, held } = await r.payableOf(ids);
          const found = new Set(rows.map((j) => j.id));
          const notPayable = ids.filter((j) => !found.has(j));
          if (notPayable.length) throw conflict(PAYROLL_MESSAGES.jobNotPayable(notPayable));
          if (held.size)
            await refuseHeld(
              ids.filter((j) => held.has(j)),
              tx,
            );
          const lines = provenLines(rows, proofs).map((j) => ({
            nurseJobId: j.id,
            nurseId: j.nurseId,
            nurseName: formatName(j.firstName, j.lastName),
            msisdn: j.mobileMoneyNumber ?? j.phoneNumber,
            days: j.payDays,
            rate: j.rate,
            amount: j.payAmount,
          }));
          const total = lines.reduce((a, l) => a + l.amount, 0);
          const batch = await r.insertBatch(
            {
              number: await nextNumber(tx, 'payout_batch_seq', 'PB'),
              state: 'Draft',
              total,
              lineCount: lines.length,
              note: input.note,
              draftedBy: actor.id,
              twoApprovers: await r.twoApprovers(),
              idempotencyKey: key ?? null,
            },
            lines,
          );
          await audit(tx, actor, {
            action: 'create',
            entity: 'payout_batch',
            entityId: batch.number,
            summary: { after: { state: 'Draft', total, lines: lines.length, nurseJobIds: ids } },
          });
          return batch.id;
        });
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint === undefined) throw err;
        if (constraint === 'payout_batches_idempotency_key') throw conflict(KEY_REUSED);
        // Another draft took some of these jobs between our check and our insert.
        const { held } = await repo.payableOf(ids);
        return refuseHeld(held.size ? ids.filter((j) => held.has(j)) : ids);
      }
      return get(id);
    },

    async list(state: PayoutBatchState | undefined, offset: number, limit: number) {
      const page = await repo.page(state, offset, limit);
      return {
        rows: page.rows.map((r) =>
          summaryOf({
            ...r.batch,
            draftedByName: r.draftedByName,
            approvedByName: r.approvedByName,
          }),
        ),
        count: page.count,
      };
    },

    /** ADMIN only (the route); with two-person approval on, not the one who drafted it. */
    approve: (id: number, actor: Actor) =>
      move(id, ['Draft'], PAYROLL_MESSAGES.notDraft, actor, async (b, r) => {
        if (b.draftedBy === actor.id && (b.twoApprovers === true || (await r.twoApprovers())))
          throw forbidden(PAYROLL_MESSAGES.sameApprover);
        return { state: 'Approved', approvedBy: actor.id, approvedAt: new Date() };
      }),

    /** payroll-cancel.ts: an exported batch by an ADMIN only, with the reason and the provider's outcome. */
    async cancel(id: number, input: CancelInput, actor: Actor, role: Role) {
      await cancelBatch(db, id, input, actor, role);
      return get(id);
    },

    /** payroll-export.ts: the payout file of the batch in `format`. */
    exportFile: (id: number, format: PayoutExportFormat, actor: Actor, includeMismatched = false) =>
      exportBatchFile(db, id, format, actor, includeMismatched),

    async markLine(batchId: number, lineId: number, outcome: LineOutcome, actor: Actor) {
      await payments.markOne(batchId, lineId, outcome, actor);
      return get(batchId);
    },

    async importResults(
      id: number,
      format: PayoutExportFormat,
      content: string,
      actor: Actor,
    ): Promise<ResultsAnswer> {
      const rows = parseResults(content);
      const counts = await payments.applyResults(id, EXPORT_FORMAT_CHANNEL[format], rows, actor);
      return { ...counts, batch: summaryOf(await mustGet(id)) };
    },

    /**
     * Issue 36, for the nurse jobs' update (in its transaction): locks the
     * nurse job's row and answers the Paid payout line holding it, if any.
     */
    async paidLineOf(nurseJobId: number, tx: Db) {
      const line = await createPayrollHoldsRepo(tx).lockPaidLineOf(nurseJobId);
      return line && { batch: line.batchNumber, lineId: line.lineId };
    },

    settings: async () => ({ twoApprovers: await repo.twoApprovers() }),

    async saveSettings(twoApprovers: boolean, actor: Actor) {
      await db.transaction(async (tx) => {
        const r = createPayrollRepo(tx);
        const before = await r.twoApprovers();
        // Issue 36: the ADMIN waiting for an approval cannot switch the rule off.
        if (before && !twoApprovers && actor.id) {
          const waiting = await createPayrollHoldsRepo(tx).draftsBy(actor.id);
          if (waiting.length) throw forbidden(PAYROLL_MESSAGES.ownDraftWaiting(waiting));
        }
        await r.setTwoApprovers(twoApprovers, actor.id);
        await audit(tx, actor, {
          action: 'update',
          entity: 'payroll_settings',
          entityId: 'twoApprovers',
          summary: { before: { twoApprovers: before }, after: { twoApprovers } },
        });
      });
      return { twoApprovers };
    },
  };
}

export type PayrollService = ReturnType<typeof createPayrollService>;
