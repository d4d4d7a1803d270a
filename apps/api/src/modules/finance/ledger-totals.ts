import { and, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { IncomeFilter } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { fixedEq } from '../../db/fixed.ts';
import { incomeTraceTotals, incomeTraceTotalsDelta } from '../../db/schema/index.ts';

// Reads of the ledger's running totals by day and month: the folded totals
// plus the changes not folded yet (docs/decisions/009-ledger-totals-and-deep-pages.md).

export type LedgerFilter = IncomeFilter & { userId?: number };
export type Slice = { dim: string; value: string };
type Totals = typeof incomeTraceTotals | typeof incomeTraceTotalsDelta;

const SLICES = ['station', 'product', 'lead_source', 'payment_method'] as const;

/**
 * The totals slice that answers a filter exactly: the whole ledger or one
 * single filter (with any status and dates). Two filters at once, a search or
 * one customer's entries are counted from the ledger itself.
 */
export function sliceOf(f: LedgerFilter): Slice | undefined {
  if (f.userId || f.search?.trim()) return undefined;
  const set = SLICES.filter((k) => f[k]);
  if (set.length > 1) return undefined;
  const dim = set[0];
  return dim ? { dim, value: f[dim]! } : { dim: '', value: '' };
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const utc = (s: string) => new Date(`${s}T00:00:00Z`);
function monthStart(s: string, plus = 0) {
  const d = utc(s);
  // setUTCFullYear, not Date.UTC, which reads the years 0-99 as 1900-1999.
  d.setUTCFullYear(d.getUTCFullYear(), d.getUTCMonth() + plus, 1);
  return day(d);
}
const nextDay = (s: string) => day(new Date(utc(s).getTime() + 86_400_000));

/**
 * Whole months inside [from, to] come from the month rows, the days around
 * them from the day rows: a year's totals read about forty rows.
 */
function periods(t: Totals, from?: string, to?: string): SQL | undefined {
  const lo = from ? (from === monthStart(from) ? from : monthStart(from, 1)) : undefined;
  const hi = to ? monthStart(nextDay(to)) : undefined;
  const days = (a?: string, b?: string) =>
    and(fixedEq(t.grain, 'd'), a ? gte(t.period, a) : undefined, b ? lt(t.period, b) : undefined);
  if (lo && hi && lo >= hi) return days(from, to && nextDay(to));
  return or(
    and(
      fixedEq(t.grain, 'm'),
      lo ? gte(t.period, lo) : undefined,
      hi ? lt(t.period, hi) : undefined,
    ),
    lo && from !== lo ? days(from, lo) : undefined,
    hi && to && nextDay(to) !== hi ? days(hi, nextDay(to)) : undefined,
  );
}

const inSlice = (t: Totals, s: Slice, f: LedgerFilter) =>
  and(
    fixedEq(t.dim, s.dim),
    // The whole ledger's value is always '': written in, like the dimension.
    s.dim ? eq(t.value, s.value) : fixedEq(t.value, ''),
    f.status ? eq(t.status, f.status) : undefined,
  );

/** The same columns of the folded totals and of the changes still to fold. */
const both = (columns: SQL, where: (t: Totals) => SQL | undefined) => sql`(
  SELECT ${columns} FROM ${incomeTraceTotals} WHERE ${where(incomeTraceTotals)}
  UNION ALL
  SELECT ${columns} FROM ${incomeTraceTotalsDelta} WHERE ${where(incomeTraceTotalsDelta)})`;

/**
 * Statements over the ledger's running totals, as parts of the page query
 * (finance.repo.ts), so a page costs the database one round trip.
 */
export const ledgerTotals = {
  /** status, count, amount (as text) of every entry the filter selects. */
  byStatus(s: Slice, f: LedgerFilter): SQL {
    const u = both(sql.raw('status, n, amount'), (t) =>
      and(inSlice(t, s, f), periods(t, f.from, f.to)),
    );
    return sql`SELECT status, sum(n)::text AS count, sum(amount)::text AS amount FROM ${u} u
      GROUP BY status HAVING sum(n) <> 0`;
  },

  /**
   * Where row `offset` of the date-sorted ledger lies: its day, and how many
   * rows come before that day (one row, or none past the end). The page is
   * then read from that day on, so page 50,000 skips a day's rows, not half
   * a million. Without dates the month rows find the month first, then its
   * day rows the day: about sixty rows read rather than every day's.
   */
  seek(s: Slice, f: LedgerFilter, order: 'asc' | 'desc', offset: number): SQL {
    const dir = sql.raw(order === 'asc' ? 'asc' : 'desc');
    const running = (rows: SQL) => sql`
      SELECT period, sum(n) AS n, sum(sum(n)) OVER (ORDER BY period ${dir}) AS cum
      FROM ${rows} u GROUP BY period`;
    const rows = (where: (t: Totals) => SQL | undefined) =>
      both(sql.raw('period, n'), (t) => and(inSlice(t, s, f), where(t)));
    if (f.from || f.to) {
      const days = rows((t) =>
        and(
          fixedEq(t.grain, 'd'),
          f.from ? gte(t.period, f.from) : undefined,
          f.to ? lte(t.period, f.to) : undefined,
        ),
      );
      return sql`SELECT period AS day, cum - n AS before FROM (${running(days)}) days
        WHERE cum > ${offset} ORDER BY period ${dir} LIMIT 1`;
    }
    const months = rows((t) => fixedEq(t.grain, 'm'));
    const days = rows((t) =>
      and(
        fixedEq(t.grain, 'd'),
        sql`${t.period} >= (SELECT period FROM month)`,
        sql`${t.period} < (SELECT (period + interval '1 month')::date FROM month)`,
      ),
    );
    return sql`WITH month AS (
        SELECT period, cum - n AS before FROM (${running(months)}) m
        WHERE cum > ${offset} ORDER BY period ${dir} LIMIT 1)
      SELECT period AS day, (SELECT before FROM month) + cum - n AS before FROM (${running(days)}) d
      WHERE (SELECT before FROM month) + cum > ${offset} ORDER BY period ${dir} LIMIT 1`;
  },

  /** Moves the appended changes into the totals (every second, see app.ts). */
  fold: (db: Db) => db.execute(sql`SELECT income_trace_totals_fold()`),
};
