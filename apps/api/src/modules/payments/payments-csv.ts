import type { Readable } from 'node:stream';
import {
  formatDateTime,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_TARGET_LABELS,
  type PaymentFilter,
} from '@app/contract';
import { csvStream } from '../../lib/csv.ts';
import type { PaymentRow } from './payments.repo.ts';
import type { PaymentsService } from './payments.service.ts';

/** The export's columns, in order (Kampala times, whole UGX). */
const COLUMNS: { label: string; cell: (r: PaymentRow) => string | number | null }[] = [
  { label: 'Requested at', cell: (r) => formatDateTime(r.createdAt) },
  { label: 'Customer', cell: (r) => r.customerName },
  { label: 'For', cell: (r) => PAYMENT_TARGET_LABELS[r.target] },
  { label: 'What', cell: (r) => r.label },
  { label: 'Amount (UGX)', cell: (r) => r.amount },
  { label: 'Phone', cell: (r) => r.phone },
  { label: 'Network', cell: (r) => r.network },
  { label: 'Provider', cell: (r) => PAYMENT_PROVIDER_LABELS[r.provider] },
  { label: 'State', cell: (r) => r.state },
  { label: 'Reason', cell: (r) => r.reason },
  { label: 'Reference', cell: (r) => r.reference },
  { label: 'Transaction ID', cell: (r) => r.transactionId },
  { label: 'Ledger entry', cell: (r) => r.incomeId },
  { label: 'Requested by', cell: (r) => r.requestedByName },
  { label: 'Finished at', cell: (r) => (r.finishedAt ? formatDateTime(r.finishedAt) : null) },
];

/** The filtered requests as CSV, read 1,000 at a time. */
export function paymentsCsv(payments: PaymentsService, filter: PaymentFilter): Readable {
  const size = 1000;
  return csvStream<PaymentRow>(
    COLUMNS.map((c) => c.label),
    (after) => payments.batch(filter, after?.id ?? null, size),
    (row) => COLUMNS.map((c) => c.cell(row)),
    size,
  );
}
