import { Readable } from 'node:stream';

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

/**
 * A CSV file read a batch at a time (a big export never sits in memory): the
 * header row, then `next(after)`'s rows until a batch comes back short.
 * `after` is the last row of the batch before (undefined at first).
 */
export function csvStream<R>(
  header: readonly string[],
  next: (after: R | undefined) => Promise<R[]>,
  cells: (row: R) => readonly (string | number | null)[],
  batchSize: number,
): Readable {
  let after: R | undefined;
  let started = false;
  let done = false;
  return new Readable({
    async read() {
      try {
        if (!started) {
          started = true;
          this.push(csvLine(header));
          return;
        }
        if (done) return void this.push(null);
        const batch = await next(after);
        if (batch.length < batchSize) done = true;
        after = batch.at(-1) ?? after;
        if (batch.length) this.push(batch.map((row) => csvLine(cells(row))).join(''));
        if (done) this.push(null);
      } catch (err) {
        this.destroy(err as Error);
      }
    },
  });
}
