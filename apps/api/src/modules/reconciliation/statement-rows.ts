import {
  MAX_UGX,
  RECON_FIELDS,
  RECON_MESSAGES,
  normalizePhone,
  type ReconField,
  type ReconMapping,
} from '@app/contract';
import { statementInstant } from './statement-dates.ts';

// A statement's row turned into a line to store, or why it is left out
// (issues 25 and 36): money out, a payment that did not complete, or a row
// error with its reason.

/** A statement line ready to store, or why the row is refused or left out. */
export type RowResult =
  | {
      kind: 'line';
      transactionId: string;
      occurredAt: Date;
      amount: number;
      phone: string | null;
      payerName: string | null;
      reference: string | null;
    }
  | { kind: 'error'; error: string }
  | { kind: 'out' }
  /** Its status is not a completed payment: as written ('' when blank). */
  | { kind: 'failed'; status: string };

/** Money we paid out, as statements write it (a debit, a transfer sent, a withdrawal...). */
const MONEY_OUT =
  /\b(debit|dr|out|sent|send|withdraw\w*|disburse\w*|outgoing|cash[ _-]?out|payment (made|to)|transfer to|paid out)\b/i;

/** Whether a type cell says the money went out (such rows are left out before their status). */
export const moneyOut = (text: string) => MONEY_OUT.test(text);

/**
 * The statuses that mean the money arrived, as MTN (SUCCESSFUL), Airtel
 * (TS, Transaction Success) and spreadsheets write them. Every other word
 * (FAILED, PENDING, REVERSED, CANCELLED, EXPIRED, TIMEOUT, ERROR, DECLINED,
 * a blank cell, a word we do not know) is not money received: left out and
 * counted, and the preview lists those words before anything is stored.
 */
const COMPLETED =
  /^(transaction|payment|txn)?(successful+|success|succeeded|completed?|ok|paid|done|approved|settled|confirmed|processed|credited|received|ts)$/;

/** Whether a status cell says the payment completed. */
export const completedStatus = (text: string) =>
  COMPLETED.test(text.toLowerCase().replace(/[^a-z]/g, ''));

const CURRENCY_BEFORE = /^(UGX|USH|UShs?)\.?\s*/i;
const CURRENCY_AFTER = /\s*(UGX|USH|UShs?)$/i;

/** Whole UGX from a statement's amount ('50,000', 'UGX 50000', '50000.00'), or why not. */
export function readAmount(text: string): { amount: number } | { error: string } {
  let s = text.trim().replace(CURRENCY_BEFORE, '').replace(CURRENCY_AFTER, '');
  let negative = false;
  // '(5,000)', '-5000', '5000-', 'UGX -5,000'
  if (/^\(.*\)$/.test(s)) [negative, s] = [true, s.slice(1, -1).trim()];
  s = s.replace(CURRENCY_BEFORE, '').replace(/[\s,]/g, '');
  if (s.startsWith('-')) [negative, s] = [true, s.slice(1)];
  else if (s.endsWith('-')) [negative, s] = [true, s.slice(0, -1)];
  else if (s.startsWith('+')) s = s.slice(1);
  s = s.replace(CURRENCY_BEFORE, '');
  const m = /^(\d+)(?:\.(\d+))?$/.exec(s);
  if (!m) return { error: RECON_MESSAGES.rowAmount };
  const whole = Number(m[1]);
  const fraction = /[1-9]/.test(m[2] ?? '');
  if (negative && (whole > 0 || fraction)) return { error: RECON_MESSAGES.rowAmountNegative };
  if (fraction) return { error: RECON_MESSAGES.rowAmount };
  if (whole === 0) return { error: RECON_MESSAGES.rowAmountZero };
  if (whole > MAX_UGX) return { error: RECON_MESSAGES.rowAmountAboveCap };
  return { amount: whole };
}

/** Whole UGX from a statement's amount, or undefined when it is none (readAmount says why). */
export function statementAmount(text: string): number | undefined {
  const read = readAmount(text);
  return 'amount' in read ? read.amount : undefined;
}

/**
 * The payer's number: E.164 when Ugandan. MTN writes it inside a handle
 * ('FRI:256772123456/MSISDN'); the digits are taken out of it.
 */
export function statementPhone(text: string): string | null {
  const t = text.trim();
  if (!t) return null;
  const digits = /\+?\d[\d\s-]{7,}\d/.exec(t)?.[0];
  return (digits && normalizePhone(digits)) ?? normalizePhone(t) ?? t.slice(0, 40);
}

/** A mapped column's cell, positions found once per file (-1: not mapped or not in the file). */
export function cellReader(
  mapping: Partial<Record<ReconField, string | null>>,
  headings: string[],
) {
  const at = Object.fromEntries(
    RECON_FIELDS.map((f) => [f, mapping[f] ? headings.indexOf(mapping[f]) : -1]),
  ) as Record<ReconField, number>;
  const cell = (cells: string[], f: ReconField) => (at[f] >= 0 ? (cells[at[f]] ?? '').trim() : '');
  return { at, cell };
}

/** Reads the mapped columns into a row builder, positions found once per file. */
export function rowReader(mapping: ReconMapping, headings: string[]) {
  const { at, cell } = cellReader(mapping, headings);
  const text = (cells: string[], f: ReconField, max: number) =>
    cell(cells, f).slice(0, max) || null;
  return (cells: string[]): RowResult => {
    if (at.direction >= 0 && moneyOut(cell(cells, 'direction'))) return { kind: 'out' };
    if (at.status >= 0 && !completedStatus(cell(cells, 'status')))
      return { kind: 'failed', status: cell(cells, 'status') };
    const transactionId = cell(cells, 'transaction_id');
    if (!transactionId) return { kind: 'error', error: RECON_MESSAGES.rowTxnId };
    const amount = readAmount(cell(cells, 'amount'));
    if ('error' in amount) return { kind: 'error', error: amount.error };
    const occurredAt = statementInstant(cell(cells, 'occurred_at'));
    if (!occurredAt) return { kind: 'error', error: RECON_MESSAGES.rowDate };
    return {
      kind: 'line',
      transactionId: transactionId.slice(0, 100),
      occurredAt,
      amount: amount.amount,
      phone: statementPhone(cell(cells, 'phone')),
      payerName: text(cells, 'payer_name', 200),
      reference: text(cells, 'reference', 500),
    };
  };
}
