import {
  formatDate,
  formatName,
  formatUGX,
  lastDayOfCare,
  payoutReference,
  ugandaMidnight,
  type ServiceSettings,
} from '@app/contract';
import { pdfFootnote, pdfSection, printedLine, startLetterhead } from '../../lib/pdf-letterhead.ts';

export type StatementJob = {
  careCardNumber: string;
  startDate: string;
  /** SPEC 5: the day after the last day of care; the statement prints the last day (issue 37). */
  endDate: string;
  /** The job's duration: its last day of care is start + days - 1. */
  days: number;
  rate: number;
  amount: number;
  paymentStatus: string;
  /** Issue 37: each day of care with its proof (a check-in and out, or an ADMIN's decision). */
  proofDays?: { day: string; proof: string; paid: boolean }[];
  /** What the days' proof pays (the verified and approved days). */
  payAmount?: number;
};
export type StatementPayment = {
  batchNumber: string;
  lineId: number;
  paidAt: Date | null;
  channel: string | null;
  providerTxnId: string | null;
  amount: number;
};
export type StatementNurse = {
  firstName: string;
  lastName: string;
  careNumber: string;
  msisdn: string;
};

const day = (d: string) => formatDate(ugandaMidnight(d));

/**
 * A nurse's pay statement for a period (issue 25): the completed jobs that
 * ended in it (care card, first and last day of care, days, daily rate,
 * amount), each with its days of care and their proof (issue 37), their
 * total, and the payments made in it with their references, under the
 * service's letterhead.
 */
export async function renderPayStatement(input: {
  service: ServiceSettings;
  nurse: StatementNurse;
  from: string;
  to: string;
  jobs: StatementJob[];
  payments: StatementPayment[];
}): Promise<Buffer> {
  const { service, nurse, from, to, jobs, payments } = input;
  const name = formatName(nurse.firstName, nurse.lastName);
  const { doc, left, width, finish } = await startLetterhead({
    service,
    title: `Pay statement ${name} ${from} to ${to}`,
    heading: 'PAY STATEMENT',
  });
  doc.font('Helvetica').fontSize(11).fillColor('black');
  doc.text(`Nurse: ${name} (${nurse.careNumber})`);
  doc.text(`Paid to: ${nurse.msisdn}`);
  doc.text(`Period: ${day(from)} to ${day(to)}`);
  printedLine(doc);
  doc.moveDown(0.8);

  /** One row of a table: cells at the given x offsets (fractions of the width). */
  const table = (cols: number[], cells: string[], bold = false) => {
    if (doc.y > doc.page.height - 90) doc.addPage();
    const y = doc.y;
    let bottom = y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor('black');
    cells.forEach((text, i) => {
      const x = left + cols[i]! * width;
      const w = ((cols[i + 1] ?? 1) - cols[i]!) * width - 4;
      doc.text(text, x, y, { width: w });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 3;
    doc.x = left;
  };
  const section = (title: string) => pdfSection(doc, title);

  section('Jobs');
  const jobCols = [0, 0.2, 0.38, 0.56, 0.64, 0.8];
  table(jobCols, ['Care card', 'Start', 'Last day of care', 'Days', 'Daily rate', 'Amount'], true);
  if (jobs.length === 0) table([0], ['No completed jobs ended in this period']);
  for (const j of jobs) {
    table(jobCols, [
      j.careCardNumber,
      day(j.startDate),
      day(lastDayOfCare(j.startDate, j.days)),
      String(j.days),
      formatUGX(j.rate),
      `${formatUGX(j.payAmount ?? j.amount)}${j.paymentStatus === 'Paid' ? '' : ' (unpaid)'}`,
    ]);
    for (const d of j.proofDays ?? [])
      table([0.04, 0.2, 0.9], [day(d.day), d.proof, d.paid ? 'paid' : 'not paid']);
  }
  const total = jobs.reduce((a, j) => a + (j.payAmount ?? j.amount), 0);
  table(
    jobCols,
    ['Total', '', '', String(jobs.reduce((a, j) => a + j.days, 0)), '', formatUGX(total)],
    true,
  );

  section('Payments');
  const payCols = [0, 0.18, 0.28, 0.62, 0.8];
  table(payCols, ['Date', 'Channel', 'Reference', 'Transaction id', 'Amount'], true);
  if (payments.length === 0) table([0], ['No payments in this period']);
  for (const p of payments)
    table(payCols, [
      p.paidAt ? formatDate(p.paidAt) : '',
      p.channel ?? '',
      payoutReference(p.batchNumber, p.lineId),
      p.providerTxnId ?? '',
      formatUGX(p.amount),
    ]);
  table(
    payCols,
    ['Total paid', '', '', '', formatUGX(payments.reduce((a, p) => a + p.amount, 0))],
    true,
  );

  pdfFootnote(
    doc,
    'Amounts in whole Uganda shillings (UGX). Keep this statement with your records.',
  );
  return finish();
}
