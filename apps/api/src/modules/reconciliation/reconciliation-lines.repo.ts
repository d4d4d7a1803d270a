import { sql, type SQL } from 'drizzle-orm';
import {
  MOBILE_MONEY_METHODS,
  RECON_PROVIDERS,
  ugandaMidnight,
  type ReconEntry,
  type ReconLinesQuery,
  type ReconMatchState,
  type ReconProvider,
  type ReconSuggestionKind,
  type ReconSummary,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { MATCHED_TO_E_TEXT } from './reconciliation-sql.repo.ts';

// The reconciliation screens' reads (issue 25): the statement lines with
// their entries or suggestions, the Paid entries no payment backs, and a
// month's summary.

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const num = (v: unknown) => Number(v ?? 0);

/** A month's bounds: its first day, the next month's, and the instants they begin in Kampala. */
export function monthBounds(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  const first = `${month}-01`;
  const after = `${next}-01`;
  return { first, after, from: ugandaMidnight(first), to: ugandaMidnight(after) };
}

const MOBILE = sql.join(
  MOBILE_MONEY_METHODS.map((m) => sql`${m}`),
  sql`, `,
);

/** The columns of a ledger entry as reconciliation shows it (e: income_trace, c: customers). */
const ENTRY = sql.raw(`e.id, e.doc_id AS receipt, e.user_id AS customer_id,
  coalesce(trim(c.firstname || ' ' || c.lastname), '') AS customer_name,
  c.phonenumber AS customer_phone, e.amount, e.txn_date::text AS txn_date, e.status,
  e.payment_method, ${MATCHED_TO_E_TEXT} AS matched_amount`);

type EntryRow = {
  id: number;
  receipt: string;
  customer_id: number;
  customer_name: string;
  customer_phone: string | null;
  amount: string | number;
  txn_date: string;
  status: ReconEntry['status'];
  payment_method: string;
  matched_amount: string | number;
};
export const entryOf = (r: EntryRow): ReconEntry => ({
  matchedAmount: num(r.matched_amount),
  owed: Math.max(num(r.amount) - num(r.matched_amount), 0),
  overpaid: Math.max(num(r.matched_amount) - num(r.amount), 0),
  id: r.id,
  receipt: r.receipt,
  customerId: r.customer_id,
  customerName: r.customer_name,
  customerPhone: r.customer_phone,
  amount: num(r.amount),
  txnDate: r.txn_date,
  status: r.status,
  paymentMethod: r.payment_method,
});

export type LineRow = {
  id: number;
  import_id: number | null;
  provider: ReconProvider;
  transaction_id: string;
  occurred_at: Date | string;
  amount: string | number;
  phone: string | null;
  payer_name: string | null;
  reference: string | null;
  match_state: ReconMatchState;
  match_kind: 'exact' | 'confirmed' | null;
  matched_at: Date | string | null;
  matched_by_name: string | null;
  income_id: number | null;
};

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export function createLinesRepo(db: Db) {
  return {
    async lines(q: ReconLinesQuery & { offset: number; limit: number }) {
      const where: SQL[] = [sql`true`];
      if (q.state) where.push(sql`l.match_state = ${q.state}`);
      if (q.provider) where.push(sql`l.provider = ${q.provider}`);
      if (q.importId) where.push(sql`l.import_id = ${q.importId}`);
      if (q.month) {
        const b = monthBounds(q.month);
        where.push(
          sql`l.occurred_at >= ${b.from}::timestamptz AND l.occurred_at < ${b.to}::timestamptz`,
        );
      }
      const filter = sql.join(where, sql` AND `);
      const [page, total] = await Promise.all([
        db.execute(sql`
          SELECT l.id, l.import_id, l.provider, l.transaction_id, l.occurred_at, l.amount, l.phone,
                 l.payer_name, l.reference, l.match_state, l.match_kind, l.matched_at,
                 s.name AS matched_by_name, l.income_id
          FROM statement_lines l LEFT JOIN staff_users s ON s.id = l.matched_by
          WHERE ${filter}
          ORDER BY l.occurred_at DESC, l.id DESC
          OFFSET ${q.offset} LIMIT ${q.limit}`),
        db.execute(sql`SELECT count(*)::int AS n FROM statement_lines l WHERE ${filter}`),
      ]);
      return { rows: rowsOf<LineRow>(page), count: rowsOf<{ n: number }>(total)[0]!.n };
    },

    async line(id: number) {
      const result = await db.execute(sql`
        SELECT l.id, l.import_id, l.provider, l.transaction_id, l.occurred_at, l.amount, l.phone,
               l.payer_name, l.reference, l.match_state, l.match_kind, l.matched_at,
               s.name AS matched_by_name, l.income_id
        FROM statement_lines l LEFT JOIN staff_users s ON s.id = l.matched_by
        WHERE l.id = ${id}`);
      return rowsOf<LineRow>(result)[0];
    },

    async entries(ids: number[]): Promise<Map<number, ReconEntry>> {
      if (!ids.length) return new Map();
      const result = await db.execute(sql`
        SELECT ${ENTRY} FROM income_trace e LEFT JOIN customers c ON c.id = e.user_id
        WHERE e.id IN (${idList(ids)})`);
      return new Map(rowsOf<EntryRow>(result).map((r) => [r.id, entryOf(r)]));
    },

    async suggestions(lineIds: number[]) {
      if (!lineIds.length) return [];
      const result = await db.execute(sql`
        SELECT x.line_id, x.score, x.reason, x.kind, ${ENTRY}
        FROM statement_suggestions x
        JOIN income_trace e ON e.id = x.income_id
        LEFT JOIN customers c ON c.id = e.user_id
        WHERE x.line_id IN (${idList(lineIds)})
        ORDER BY x.line_id, x.score DESC, e.id`);
      return rowsOf<
        EntryRow & { line_id: number; score: number; reason: string; kind: ReconSuggestionKind }
      >(result).map((r) => ({
        lineId: r.line_id,
        score: r.score,
        reason: r.reason,
        kind: r.kind,
        entry: entryOf(r),
      }));
    },

    /** Entries of the month, Paid by mobile money, that no statement line is matched to. */
    async unbacked(month: string, offset: number, limit: number) {
      const b = monthBounds(month);
      const where = sql`e.status = 'Paid' AND e.payment_method IN (${MOBILE})
        AND e.txn_date >= ${b.first}::date AND e.txn_date < ${b.after}::date
        AND NOT EXISTS (SELECT 1 FROM statement_lines m WHERE m.income_id = e.id)`;
      const [page, total] = await Promise.all([
        db.execute(sql`
          SELECT ${ENTRY} FROM income_trace e LEFT JOIN customers c ON c.id = e.user_id
          WHERE ${where} ORDER BY e.txn_date DESC, e.id DESC OFFSET ${offset} LIMIT ${limit}`),
        db.execute(sql`
          SELECT count(*)::int AS n, coalesce(sum(e.amount), 0)::bigint AS amount
          FROM income_trace e WHERE ${where}`),
      ]);
      const t = rowsOf<{ n: number; amount: string | number }>(total)[0]!;
      return { rows: rowsOf<EntryRow>(page).map(entryOf), count: t.n, amount: num(t.amount) };
    },

    /** The month's figures by provider, and the unbacked entries' count and total. */
    async summary(month: string): Promise<ReconSummary> {
      const b = monthBounds(month);
      const [byProvider, unbacked, settling] = await Promise.all([
        db.execute(sql`
          SELECT provider, match_state, count(*)::int AS n, sum(amount)::bigint AS amount
          FROM statement_lines
          WHERE occurred_at >= ${b.from}::timestamptz AND occurred_at < ${b.to}::timestamptz
          GROUP BY provider, match_state`),
        this.unbacked(month, 0, 1),
        // The month's entries that payments are matched to, against their amounts.
        db.execute(sql`
          WITH paid AS (
            SELECT e.amount, sum(m.amount) AS matched
            FROM income_trace e JOIN statement_lines m ON m.income_id = e.id
            WHERE e.txn_date >= ${b.first}::date AND e.txn_date < ${b.after}::date
            GROUP BY e.id, e.amount
          )
          SELECT count(*) FILTER (WHERE matched < amount)::int AS short_n,
                 coalesce(sum(amount - matched) FILTER (WHERE matched < amount), 0)::bigint AS short,
                 count(*) FILTER (WHERE matched > amount)::int AS over_n,
                 coalesce(sum(matched - amount) FILTER (WHERE matched > amount), 0)::bigint AS over
          FROM paid`),
      ]);
      const t = rowsOf<{ short_n: number; short: unknown; over_n: number; over: unknown }>(
        settling,
      )[0]!;
      const rows = rowsOf<{ provider: string; match_state: string; n: number; amount: unknown }>(
        byProvider,
      );
      const fig = (p: string | null, states: string[]) => {
        const hit = rows.filter(
          (r) => (p === null || r.provider === p) && states.includes(r.match_state),
        );
        return {
          count: hit.reduce((s, r) => s + r.n, 0),
          amount: hit.reduce((s, r) => s + num(r.amount), 0),
        };
      };
      const figures = (p: string | null) => {
        const received = fig(p, ['Matched', 'Suggested', 'Unmatched']);
        const matched = fig(p, ['Matched']);
        return {
          received,
          matched,
          unmatched: fig(p, ['Suggested', 'Unmatched']),
          suggested: fig(p, ['Suggested']),
          difference: received.amount - matched.amount,
        };
      };
      return {
        month,
        providers: RECON_PROVIDERS.map((provider) => ({ provider, ...figures(provider) })),
        total: figures(null),
        unbacked: { count: unbacked.count, amount: unbacked.amount },
        shortfall: { count: t.short_n, amount: num(t.short) },
        overpaid: { count: t.over_n, amount: num(t.over) },
      };
    },
  };
}
