import { Readable } from 'node:stream';
import { payoutReference, type PayoutExportFormat } from '@app/contract';
import { csvLine } from '../../lib/csv.ts';
import type { BatchRow, LineWithJob } from './payroll.repo.ts';

// The payout files (issue 25): a batch as the bulk-payment upload of an MTN
// MoMo or Airtel Money business account (number, amount, name, reference),
// and as a bank transfer sheet. We found no published column headings of
// either provider's template, so the headings are plain ones their upload
// screens map: the number as digits with the country code and no '+'
// (256772123456), the amount in whole UGX, the name, and our reference
// `<batch number>-<line id>`, which their result files carry back.

type Layout = {
  header: string[];
  row: (line: LineWithJob, batch: BatchRow) => (string | number)[];
};

/** E.164 without the '+', as the wallets' bulk uploads take a number. */
export const msisdnDigits = (e164: string) => e164.replace(/^\+/, '');

const narrative = (line: LineWithJob) =>
  `Nurse pay ${line.careCardNumber ?? `job ${line.nurseJobId}`}: ${line.days} days x UGX ${line.rate}`;

const wallet: Layout = {
  header: ['MSISDN', 'Amount', 'Name', 'Reference'],
  row: (l, b) => [msisdnDigits(l.msisdn), l.amount, l.nurseName, payoutReference(b.number, l.id)],
};

export const LAYOUTS: Record<PayoutExportFormat, Layout> = {
  mtn: wallet,
  airtel: wallet,
  bank: {
    header: ['Beneficiary name', 'Phone', 'Amount (UGX)', 'Reference', 'Narrative'],
    row: (l, b) => [l.nurseName, l.msisdn, l.amount, payoutReference(b.number, l.id), narrative(l)],
  },
};

/** The file's name: the batch number and the layout, e.g. PB-2026-000012-mtn.csv. */
export const payoutFileName = (batch: BatchRow, format: PayoutExportFormat) =>
  `${batch.number}-${format}.csv`;

/**
 * The batch's lines still to pay, as CSV in the layout asked for, streamed
 * record by record. A line already paid or failed is left out, so a file
 * exported again never pays a line twice.
 */
export function payoutCsv(
  batch: BatchRow,
  lines: LineWithJob[],
  format: PayoutExportFormat,
): Readable {
  const layout = LAYOUTS[format];
  const pending = lines.filter((l) => l.state === 'Pending');
  function* records() {
    yield csvLine(layout.header);
    for (const l of pending) yield csvLine(layout.row(l, batch));
  }
  return Readable.from(records());
}
