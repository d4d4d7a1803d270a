import { payoutReference, type Batch, type BatchSummary } from '@app/contract';
import type { BatchRow, LineWithJob } from './payroll.repo.ts';

// The payroll's answers from its rows.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const summaryOf = (
  b: BatchRow & { draftedByName: string | null; approvedByName: string | null },
): BatchSummary => ({
  id: b.id,
  number: b.number,
  state: b.state,
  total: b.total,
  lineCount: b.lineCount,
  note: b.note,
  draftedById: b.draftedBy,
  draftedByName: b.draftedByName,
  approvedById: b.approvedBy,
  approvedByName: b.approvedByName,
  createdAt: b.createdAt.toISOString(),
  approvedAt: iso(b.approvedAt),
  exportedAt: iso(b.exportedAt),
  paidAt: iso(b.paidAt),
  cancelledAt: iso(b.cancelledAt),
  updatedAt: b.updatedAt.toISOString(),
});

export const lineOf =
  (batch: BatchRow) =>
  (l: LineWithJob): Batch['lines'][number] => ({
    id: l.id,
    nurseJobId: l.nurseJobId,
    nurseId: l.nurseId,
    nurseName: l.nurseName,
    msisdn: l.msisdn,
    careCardNumber: l.careCardNumber,
    startDate: l.startDate,
    endDate: l.endDate,
    days: l.days,
    rate: l.rate,
    amount: l.amount,
    state: l.state,
    reference: payoutReference(batch.number, l.id),
    channel: l.channel,
    exportedAs: l.exportedAs,
    providerTxnId: l.providerTxnId,
    failureReason: l.failureReason,
    paidAt: iso(l.paidAt),
    paidByName: l.paidByName,
  });
