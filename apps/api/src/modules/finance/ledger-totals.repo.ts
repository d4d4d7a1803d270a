import { and, eq, gte, lt, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { IncomeFilter } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { fixedEq } from '../../db/fixed.ts';
import { incomeTraceTotals, incomeTraceTotalsDelta } from '../../db/schema/index.ts';
import { likeTerm } from '../../db/schema/search.ts';
import { phoneFragment } from '../../lib/search-term.ts';

// Reads of the ledger's running totals by day and month: the folded totals
// plus the changes not folded yet (docs/decisions/009-ledger-totals-and-deep-pages.md).

export type LedgerFilter = IncomeFilter & { userId?: number };
type Totals = typeof incomeTraceTotals | typeof incomeTraceTotalsDelta;

const SLICES = ['station', 'product', 'lead_source', 'payment_method'] as const;
const FILTERS = ['userId', 'from', 'to', 'status', ...SLICES] as const;
const p = sql.placeholder;

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
 * What of a filter decides the text of a statement over the ledger: which
 * filters are set and how its dates fall on months, never a value. The
 * statements are built from this alone, with every value a placeholder, so
 * one shape is built and prepared once (ADR 017).
 */
export type FilterShape = { [K in (typeof FILTERS)[number]]: boolean } & {
  search: boolean;
  phone: boolean;
  /**
   * The totals' dimension that answers the filter exactly ('' for the whole
   * ledger): none with two filters at once, a search or one customer's entries.
   */
  slice: (typeof SLICES)[number] | '' | null;
  /** [from, to] lies inside one month: only day rows (see periods()). */
  daysOnly: boolean;
  /** Days before the first whole month, and after the last. */
  head: boolean;
  tail: boolean;
};

/** A filter's shape and the values its placeholders take. */
export function bindFilter(f: LedgerFilter) {
  const term = f.search?.trim() || undefined;
  const phone = term ? phoneFragment(term) : null;
  const set = SLICES.filter((k) => f[k]);
  const dim = f.userId || term || set.length > 1 ? null : (set[0] ?? '');
  // Whole months inside [from, to] come from the month rows, the days around
  // them from the day rows: a year's totals read about forty rows.
  const lo = f.from ? (f.from === monthStart(f.from) ? f.from : monthStart(f.from, 1)) : undefined;
  const toNext = f.to ? nextDay(f.to) : undefined;
  const hi = toNext ? monthStart(toNext) : undefined;
  const shape = {
    ...(Object.fromEntries(FILTERS.map((k) => [k, !!f[k]])) as {
      [K in (typeof FILTERS)[number]]: boolean;
    }),
    search: !!term,
    phone: !!phone,
    slice: dim,
    daysOnly: !!(lo && hi && lo >= hi),
    head: !!lo && f.from !== lo,
    tail: !!hi && toNext !== hi,
  } satisfies FilterShape;
  const values = {
    ...f,
    term: term && likeTerm(term),
    phone: phone && `%${phone}%`,
    sliceValue: dim ? f[dim] : '',
    lo,
    hi,
    toNext,
  };
  return { shape, values };
}

/** The day and month rows of the totals that [from, to] covers. */
function periods(t: Totals, s: FilterShape): SQL | undefined {
  const days = (a?: Placeholder, b?: Placeholder) =>
    and(fixedEq(t.grain, 'd'), a ? gte(t.period, a) : undefined, b ? lt(t.period, b) : undefined);
  if (s.daysOnly) return days(p('from'), p('toNext'));
  return or(
    and(
      fixedEq(t.grain, 'm'),
      s.from ? gte(t.period, p('lo')) : undefined,
      s.to ? lt(t.period, p('hi')) : undefined,
    ),
    s.head ? days(p('from'), p('lo')) : undefined,
    s.tail ? days(p('hi'), p('toNext')) : undefined,
  );
}

const inSlice = (t: Totals, s: FilterShape) =>
  and(
    fixedEq(t.dim, s.slice ?? ''),
    // The whole ledger's value is always '': written in, like the dimension.
    s.slice ? eq(t.value, p('sliceValue')) : fixedEq(t.value, ''),
    s.status ? eq(t.status, p('status')) : undefined,
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
  /** status, count, amount (as text) of every entry the filter selects (a shape with a slice). */
  byStatus(s: FilterShape): SQL {
    const u = both(sql.raw('status, n, amount'), (t) => and(inSlice(t, s), periods(t, s)));
    return sql`SELECT status, sum(n)::text AS count, sum(amount)::text AS amount FROM ${u} u
      GROUP BY status HAVING sum(n) <> 0`;
  },

  /**
   * Where row `offset` (a placeholder) of the date-sorted ledger lies: its
   * day, and how many rows come before that day (one row, or none past the
   * end). The page is then read from that day on, so page 50,000 skips a
   * day's rows, not half a million. Without dates the month rows find the
   * month first, then its day rows the day: about sixty rows read rather than
   * every day's.
   */
  seek(s: FilterShape, order: 'asc' | 'desc'): SQL {
    const dir = sql.raw(order === 'asc' ? 'asc' : 'desc');
    const offset = p('offset');
    const running = (rows: SQL) => sql`
      SELECT period, sum(n) AS n, sum(sum(n)) OVER (ORDER BY period ${dir}) AS cum
      FROM ${rows} u GROUP BY period`;
    const rows = (where: (t: Totals) => SQL | undefined) =>
      both(sql.raw('period, n'), (t) => and(inSlice(t, s), where(t)));
    if (s.from || s.to) {
      const days = rows((t) =>
        and(
          fixedEq(t.grain, 'd'),
          s.from ? gte(t.period, p('from')) : undefined,
          s.to ? lte(t.period, p('to')) : undefined,
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

  /**
   * Frees the rows the folds deleted for new changes (every ten folds,
   * app.ts). Without giving the empty pages back: that needs the table to
   * itself for a moment, and every new entry's trigger would wait for it.
   */
  vacuum: (db: Db) => db.execute(sql`VACUUM (TRUNCATE false) ${incomeTraceTotalsDelta}`),
};
