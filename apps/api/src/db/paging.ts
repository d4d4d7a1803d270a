import { sql } from 'drizzle-orm';

// A short list's count read with its page (ADR 015): a nurse's jobs or
// reviews are a few dozen rows, so counting them on each row of the page
// costs nothing and saves the second statement a separate count would be.
// Never for the large lists (every booking, the ledger): the window reads
// every row the filter selects.

/** `count(*) OVER ()`: on each row of a page, how many rows the filter selects in all. */
export const totalOver = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The list's count from a page read with totalOver(): any row carries it; an
 * empty first page means none at all; only a page past the end asks again.
 */
export async function countOf(
  rows: readonly { total: number }[],
  offset: number,
  count: () => Promise<number>,
): Promise<number> {
  if (rows.length) return rows[0]!.total;
  return offset > 0 ? count() : 0;
}
