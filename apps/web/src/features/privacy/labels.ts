import { type DataSubjectKind } from '@app/contract';
import { pathTo } from '../../config/paths';

// How the privacy screens name things (issue 26).

export const SUBJECT_KIND_LABELS: Record<DataSubjectKind, string> = {
  customer: 'Customer',
  nurse: 'Nurse',
};

/** A person's profile. */
export const profilePath = (kind: DataSubjectKind, id: number) =>
  kind === 'customer' ? pathTo.customer(id) : pathTo.nurse(id);

/** Rows of a table holding the person's data, in plain words (one and many). */
const TABLE_WORDS: Record<string, readonly [string, string]> = {
  customers: ['profile', 'profiles'],
  nurses: ['profile', 'profiles'],
  bookings: ['booking', 'bookings'],
  job_cards: ['job card', 'job cards'],
  shop_orders: ['shop order', 'shop orders'],
  income_trace: ['ledger entry (its note)', 'ledger entries (their notes)'],
  statement_lines: ['bank statement line', 'bank statement lines'],
  notifications: ['message sent', 'messages sent'],
  messages_naming: [
    'message to someone else naming the person',
    'messages to others naming the person',
  ],
  reviews: ['review', 'reviews'],
  audit_log: ['audit entry', 'audit entries'],
  idempotency_keys: ['saved answer', 'saved answers'],
  nurse_jobs: ['nurse job', 'nurse jobs'],
  nurse_work: ['work history entry', 'work history entries'],
  nurse_academics: ['qualification', 'qualifications'],
  nurse_account_status: ['sign-in account', 'sign-in accounts'],
  payout_lines: ['payout line (name and number)', 'payout lines (names and numbers)'],
};

/** "3 job cards"; a table this screen does not know reads as its name. */
export function rowsLabel(table: string, count: number): string {
  const words = TABLE_WORDS[table];
  const noun = words ? words[count === 1 ? 0 : 1] : table.replace(/_/g, ' ');
  return `${count.toLocaleString('en-GB')} ${noun}`;
}

export const picturesLabel = (count: number) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? 'picture' : 'pictures'} (deleted)`;

/** What an erasure keeps, because the law and the books need it (issue 26). */
export const ERASURE_KEEPS = [
  'Ledger amounts, dates, invoice and receipt numbers',
  'Care card numbers, visit dates, statuses and shifts',
  'Nurse pay amounts and payout references',
] as const;

/** Names match as the API compares them: case and repeated spaces ignored. */
export const sameName = (typed: string, name: string) => {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(typed) !== '' && norm(typed) === norm(name);
};
