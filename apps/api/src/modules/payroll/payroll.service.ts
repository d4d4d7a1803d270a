import {
  EXPORT_FORMAT_CHANNEL,
  formatName,
  OPEN_BATCH_STATES,
  PAYROLL_MESSAGES,
  type Batch,
  type PayoutBatchState,
  type PayoutExportFormat,
  type ResultsAnswer,
  type ServiceSettings,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { nextNumber } from '../../lib/numbers.ts';
import { recordAccess } from '../../platform/access-log.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { createPayrollReports } from './payroll-reports.ts';
import { lineOf, summaryOf, uniqueViolation } from './payroll-shapes.ts';
import { createPayments, NO_SUCH_BATCH, type LineOutcome } from './payroll-payments.ts';
import { parseResults } from './payroll-results.ts';
import { payoutCsv, payoutFileName } from './payroll-files.ts';
import { createPayrollRepo, type BatchRow, type BatchWithNames } from './payroll.repo.ts';

const KEY_REUSED = 'This Idempotency-Key already drafted another batch';

export function createPayrollService(deps: {
  db: Db;
  /** The provider's name and contact as printed papers show them. */
  serviceDetails: () => Promise<ServiceSettings>;
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
      twoApprovers: await repo.twoApprovers(),
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
      const refuseHeld = (held: number[]) => {
        throw conflict(PAYROLL_MESSAGES.jobHeld(held));
      };
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const r = createPayrollRepo(tx);
          const { rows, held } = await r.payableOf(ids);
          const found = new Set(rows.map((j) => j.id));
          const notPayable = ids.filter((j) => !found.has(j));
          if (notPayable.length) throw conflict(PAYROLL_MESSAGES.jobNotPayable(notPayable));
          if (held.size) refuseHeld(ids.filter((j) => held.has(j)));
          const lines = rows.map((j) => ({
            nurseJobId: j.id,
            nurseId: j.nurseId,
            nurseName: formatName(j.firstName, j.lastName),
            msisdn: j.mobileMoneyNumber ?? j.phoneNumber,
            days: j.days,
            rate: j.rate,
            amount: j.amount,
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
        refuseHeld(held.size ? ids.filter((j) => held.has(j)) : ids);
        throw err;
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
        if (b.draftedBy === actor.id && (await r.twoApprovers()))
          throw forbidden(PAYROLL_MESSAGES.sameApprover);
        return { state: 'Approved', approvedBy: actor.id, approvedAt: new Date() };
      }),

    /** While no line is paid: every line lets go of its job. */
    cancel: (id: number, actor: Actor) =>
      move(id, OPEN_BATCH_STATES, PAYROLL_MESSAGES.cannotCancel, actor, async (b, r) => {
        if ((await r.paidLineCount(b.id)) > 0) throw conflict(PAYROLL_MESSAGES.cannotCancel);
        await r.releaseAll(b.id);
        return { state: 'Cancelled', cancelledBy: actor.id, cancelledAt: new Date() };
      }),

    /** The payout file; the first export moves Approved -> Exported. Every export is audited. */
    async exportFile(id: number, format: PayoutExportFormat, actor: Actor) {
      const batch = await db.transaction(async (tx) => {
        const r = createPayrollRepo(tx);
        const before = await r.lock(id);
        if (!before) throw notFound(NO_SUCH_BATCH);
        if (before.state !== 'Approved' && before.state !== 'Exported')
          throw conflict(PAYROLL_MESSAGES.notExportable);
        const after =
          before.state === 'Approved'
            ? (await r.updateBatch(id, {
                state: 'Exported',
                exportedBy: actor.id,
                exportedAt: new Date(),
              }))!
            : before;
        await audit(tx, actor, {
          action: 'export',
          entity: 'payout_batch',
          entityId: before.number,
          summary: { format, before: { state: before.state }, after: { state: after.state } },
        });
        return after;
      });
      const lines = await repo.lines(id);
      // Issue 26: the file holds the nurses' names and numbers: accounted for.
      await recordAccess(db, actor, {
        action: 'export',
        record: 'payroll_file',
        recordId: id,
        detail: `${batch.number}, ${format}, ${lines.length} ${lines.length === 1 ? 'line' : 'lines'}`,
      });
      return { fileName: payoutFileName(batch, format), stream: payoutCsv(batch, lines, format) };
    },

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

    settings: async () => ({ twoApprovers: await repo.twoApprovers() }),

    async saveSettings(twoApprovers: boolean, actor: Actor) {
      await db.transaction(async (tx) => {
        const r = createPayrollRepo(tx);
        const before = await r.twoApprovers();
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
