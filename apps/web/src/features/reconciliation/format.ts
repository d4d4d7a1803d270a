import { formatDate, formatUGX, ugandaWallClock, type ReconEntry } from '@app/contract';

/** A payment's date and time in Kampala: '05-11-2026 14:32'. */
export function paymentTime(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return `${formatDate(instant)} ${ugandaWallClock(instant).toISOString().slice(11, 16)}`;
}

/** A ledger entry in one line: 'Receipt R-1042 · Amina Nakato · UGX 150,000 · 03-11-2026'. */
export function entryText(entry: ReconEntry): string {
  return [
    `Receipt ${entry.receipt}`,
    entry.customerName,
    formatUGX(entry.amount),
    formatDate(`${entry.txnDate}T12:00:00+03:00`),
  ].join(' · ');
}
