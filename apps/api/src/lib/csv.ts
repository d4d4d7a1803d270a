/**
 * One CSV cell, RFC 4180 quoted. A cell a spreadsheet would run as a formula
 * (=, @, or +/- before anything but digits) is defused; a phone number like
 * +256... is not. Shared by every CSV the API writes (the ledger export, the
 * payout files).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let s = String(value);
  if (typeof value === 'string' && /^(?:[=@\t\r]|[+-](?!\d+$))/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One CSV record (CRLF-terminated) of cells. */
export const csvLine = (cells: readonly (string | number | null)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;
