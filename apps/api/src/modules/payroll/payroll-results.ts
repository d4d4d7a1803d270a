import { parse } from 'csv-parse/sync';
import { PAYROLL_MESSAGES } from '@app/contract';
import { badRequest } from '../../lib/errors.ts';

// A provider's result file (issue 25): after a bulk payment, MTN MoMo and
// Airtel Money (and a bank) give back a file of the rows they paid or not.
// Their headings differ and change; the columns are found by the names they
// are known by, in any case, and the outcome by the provider's words for it.

export type ResultRow = {
  /** 1 is the first row after the heading. */
  row: number;
  reference: string;
  outcome: 'success' | 'failed' | 'unknown';
  status: string;
  txnId: string;
  reason: string;
};

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

const COLUMNS = {
  reference: ['reference', 'externalid', 'externalreference', 'ref', 'payeenote', 'narration'],
  status: ['status', 'transactionstatus', 'result', 'outcome', 'state'],
  txnId: [
    'transactionid',
    'financialtransactionid',
    'txnid',
    'transactionreference',
    'receiptnumber',
    'receipt',
    'providertxnid',
  ],
  reason: ['reason', 'failurereason', 'errormessage', 'error', 'message', 'description'],
};

const SUCCESS = new Set([
  'success',
  'successful',
  'succeeded',
  'completed',
  'complete',
  'paid',
  'ok',
  'ts',
  'processed',
]);
const FAILED = new Set([
  'failed',
  'failure',
  'fail',
  'rejected',
  'declined',
  'error',
  'cancelled',
  'canceled',
  'tf',
  'reversed',
  'expired',
]);

/** The outcome a provider's status word stands for. */
export function outcomeOf(status: string): ResultRow['outcome'] {
  const s = norm(status);
  if (SUCCESS.has(s)) return 'success';
  if (FAILED.has(s)) return 'failed';
  return 'unknown';
}

/** The rows of a result file; a file without reference and status columns is refused (400). */
export function parseResults(content: string): ResultRow[] {
  let records: string[][];
  try {
    records = parse(content, {
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    }) as string[][];
  } catch {
    throw badRequest('The result file is not CSV');
  }
  const [header, ...rows] = records;
  if (!header || rows.length === 0) throw badRequest(PAYROLL_MESSAGES.resultsEmpty);
  const heads = header.map(norm);
  const find = (names: string[]) => {
    for (const n of names) {
      const i = heads.indexOf(n);
      if (i >= 0) return i;
    }
    return -1;
  };
  const at = {
    reference: find(COLUMNS.reference),
    status: find(COLUMNS.status),
    txnId: find(COLUMNS.txnId),
    reason: find(COLUMNS.reason),
  };
  if (at.reference < 0 || at.status < 0) throw badRequest(PAYROLL_MESSAGES.resultsBadHeader);
  const cell = (r: string[], i: number) => (i >= 0 ? (r[i] ?? '').trim() : '');
  return rows.map((r, i) => {
    const status = cell(r, at.status);
    return {
      row: i + 1,
      reference: cell(r, at.reference),
      outcome: outcomeOf(status),
      status,
      txnId: cell(r, at.txnId),
      reason: cell(r, at.reason),
    };
  });
}
