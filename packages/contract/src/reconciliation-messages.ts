import { RECON_FIELD_LABELS, RECON_MAX_ROWS, type ReconField } from './enums/reconciliation.ts';
import { MAX_UGX } from './fields.ts';
import { formatUGX } from './format.ts';

// What mobile money reconciliation says (issues 25 and 36): refusals, row
// errors of an import, and how a payment differs from what an entry owes.

export const RECON_MESSAGES = {
  emptyFile: 'The file is empty',
  promptStays: 'A payment she made by a prompt on her phone stays with what it paid',
  notCsv: 'The file could not be read as CSV',
  noHeadings: 'The file has no heading row',
  fileTooLarge: 'The file is too large (at most 25 MB)',
  chooseColumn: (field: ReconField) => `Choose the column that holds: ${RECON_FIELD_LABELS[field]}`,
  columnNotInFile: (heading: string) => `The file has no column "${heading}"`,
  mappingSaved: 'Columns remembered',
  importQueued: 'Statement uploaded; importing',
  importNotFound: 'Statement import not found',
  /** An import whose file never arrived whole (the server stopped during the upload). */
  uploadCutOff: 'The upload was cut off; upload the file again',
  lineNotFound: 'Statement line not found',
  entryNotFound: 'Ledger entry not found',
  receiptNotFound: (receipt: string) => `No ledger entry has receipt number ${receipt}`,
  giveEntry: 'Give the ledger entry (incomeId) or its receipt number',
  entryTaken: 'This ledger entry is already paid in full by the payments matched to it',
  /** A confirmed match whose amount is not what the entry still owes: asked for again. */
  shortPayment: (amount: string, owed: string, short: string) =>
    `This payment of ${amount} is ${short} short of the ${owed} the entry still owes: confirm it as a part payment`,
  overPayment: (amount: string, owed: string, over: string) =>
    `This payment of ${amount} is ${over} more than the ${owed} the entry still owes: confirm the over payment`,
  partMatched: 'Part payment matched; the entry shows what is still owed',
  owedChanged: (owed: string) =>
    `The entry owes ${owed} now (another payment was matched meanwhile): look at it again`,
  lineMatched: 'This payment is already matched; undo the match first',
  lineNotMatched: 'This payment is not matched',
  matched: 'Payment matched; the entry is marked Paid',
  unmatched: 'Match undone; the entry has its previous status back',
  // Row errors in an import, each with its row number (the heading row is row 1).
  rowAmount: 'Amount must be whole UGX (no fraction, not negative)',
  rowDate: 'Date and time not understood',
  rowTxnId: 'Transaction ID missing',
  rowDuplicateInFile: 'The same transaction ID appears earlier in this file',
  // Issue 36: an amount no payment can be, each with its own reason.
  rowAmountZero: 'Amount must be more than zero',
  rowAmountNegative: 'Amount is negative: a payment received must be more than zero',
  rowAmountAboveCap: `Amount is above the UGX ${MAX_UGX.toLocaleString('en')} limit`,
  tooManyRows: `The file has more than ${RECON_MAX_ROWS.toLocaleString('en')} rows: import it in parts (a month at a time)`,
  /** Rows whose status is not a completed payment (failed, pending, reversed...): not money received. */
  failedRows: (n: number) =>
    `${n.toLocaleString('en')} failed ${n === 1 ? 'row' : 'rows'} left out`,
} as const;

/**
 * How a payment differs from what its entry still owes, in words, or null
 * when it pays exactly that: 'UGX 500 of UGX 1,308,000 owed, short by UGX
 * 1,307,500'. Suggestions, the confirm dialog and the refusals say it alike.
 */
export function paymentDifference(amount: number, owed: number): string | null {
  if (amount === owed) return null;
  const short = amount < owed;
  return `${formatUGX(amount)} of ${formatUGX(owed)} owed, ${short ? 'short' : 'over'} by ${formatUGX(Math.abs(owed - amount))}`;
}
