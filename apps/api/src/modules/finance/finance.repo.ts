import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Income, IncomeFilter } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { jsonObject, selectList } from '../../db/field-map.ts';
import { once, preparedByShape, preparedSql } from '../../db/prepared-sql.ts';
import type { Actor } from '../../platform/audit.ts';
import type { Claim } from '../../platform/idempotency.ts';
import type { JsonText } from '../../db/json.ts';
import { pageWindow } from '../../db/fixed.ts';
import { customers, incomeTrace } from '../../db/schema/index.ts';
import { createIncome } from './income-create.repo.ts';
import { incomeFields } from './income-fields.repo.ts';
import {
  bindFilter,
  ledgerTotals,
  type FilterShape,
  type LedgerFilter,
} from './ledger-totals.repo.ts';

export type IncomeRow = typeof incomeTrace.$inferSelect;
export type IncomeInsert = typeof incomeTrace.$inferInsert;

const SORT_COLUMNS = {
  txn_date: incomeTrace.txnDate,
  user_id: incomeTrace.userId,
  doc_id: incomeTrace.docId,
} as const;
/** The same orders over the page's rows as the API answers them. */
const SORT_KEYS = { txn_date: 'r.txn_date', user_id: 'r.user_id', doc_id: 'r.doc_id' } as const;
export type IncomeSort = keyof typeof SORT_COLUMNS;

const p = sql.placeholder;

/**
 * The WHERE of the ledger's filters, their values placeholders (bindFilter());
 * search reaches the customer's name and phone.
 */
function where(s: FilterShape): SQL | undefined {
  return and(
    s.userId ? eq(incomeTrace.userId, p('userId')) : undefined,
    s.from ? sql`${incomeTrace.txnDate} >= ${p('from')}::date` : undefined,
    s.to ? sql`${incomeTrace.txnDate} <= ${p('to')}::date` : undefined,
    s.product ? eq(incomeTrace.product, p('product')) : undefined,
    s.station ? eq(incomeTrace.station, p('station')) : undefined,
    s.lead_source ? eq(incomeTrace.leadSource, p('lead_source')) : undefined,
    s.payment_method ? eq(incomeTrace.paymentMethod, p('payment_method')) : undefined,
    s.status ? eq(incomeTrace.status, p('status')) : undefined,
    s.search
      ? or(
          sql`lower(${incomeTrace.docId}) LIKE ${p('term')}`,
          sql`${customers.searchText} LIKE ${p('term')}`,
          s.phone ? sql`${customers.phonenumber} LIKE ${p('phone')}` : undefined,
        )
      : undefined,
  );
}

/** Deeper than this, a date-sorted page starts from the day its first row lies in. */
const SEEK_FROM = 1000;

type PageShape = FilterShape & {
  sort: IncomeSort;
  order: 'asc' | 'desc';
  /** A first page has no OFFSET. */
  first: boolean;
  /** A deep date-sorted page starts from its day (ledgerTotals.seek()). */
  seeking: boolean;
  limit: number;
};

/** The page statement of a shape; its values are placeholders (bindFilter() and `offset`). */
const pageStatement = preparedByShape((s: PageShape): SQL => {
  const dir = sql.raw(s.order === 'asc' ? 'asc' : 'desc');
  const by = sql`${SORT_COLUMNS[s.sort]} ${dir}, ${incomeTrace.id} ${dir}`;
  // Only a search needs the customer to choose rows.
  const from = s.search
    ? sql`${incomeTrace} JOIN ${customers} ON ${customers.id} = ${incomeTrace.userId}`
    : sql`${incomeTrace}`;
  const totals =
    s.slice !== null
      ? ledgerTotals.byStatus(s)
      : sql`SELECT ${incomeTrace.status} AS status, count(*)::text AS count,
              coalesce(sum(${incomeTrace.amount}), 0)::text AS amount
            FROM ${from} WHERE ${where(s) ?? sql`true`} GROUP BY ${incomeTrace.status}`;
  // The page size is written into the statement, and a first page has no
  // OFFSET: PostgreSQL then plans the statement once (ADR 015).
  // The seek's day is a scalar subquery: a bound the index scan can start from.
  const ids = s.seeking
    ? sql`WITH seek AS (${ledgerTotals.seek(s, s.order)})
          SELECT ${incomeTrace.id} FROM ${from}
          WHERE ${and(where(s), sql`${incomeTrace.txnDate} ${sql.raw(s.order === 'asc' ? '>=' : '<=')} (SELECT day FROM seek)`)}
          ORDER BY ${by} ${pageWindow(sql`${p('offset')} - (SELECT before FROM seek)`, s.limit)}`
    : sql`SELECT ${incomeTrace.id} FROM ${from} WHERE ${where(s) ?? sql`true`}
          ORDER BY ${by} ${pageWindow(s.first ? 0 : p('offset'), s.limit)}`;
  const rows = sql`SELECT ${selectList(incomeFields())}
    FROM ${incomeTrace} JOIN ${customers} ON ${customers.id} = ${incomeTrace.userId}
    WHERE ${incomeTrace.id} IN (${ids})`;
  // The whole answer's data, as JSON text the server sends on as it is
  // (ADR 015): the count and the totals are summed here too.
  return sql`
    WITH t AS (${totals})
    SELECT json_build_object(
      'rows', (SELECT coalesce(json_agg(r ORDER BY ${sql.raw(SORT_KEYS[s.sort])} ${dir}, r.id ${dir}), '[]')
               FROM (${rows}) r),
      'count', (SELECT coalesce(sum(count::bigint), 0) FROM t),
      'totals', json_build_object(
        'amount', (SELECT coalesce(sum(amount::numeric), 0) FROM t),
        'byStatus', (SELECT coalesce(json_agg(json_build_object(
            'status', status, 'count', count::bigint, 'amount', amount::numeric)), '[]') FROM t))
    )::text AS json`;
});

/** A batch of the export, newest first, after the (date, id) last seen when `after`. */
const exportStatement = preparedByShape(
  (s: FilterShape & { after: boolean }): SQL => sql`SELECT ${jsonObject(incomeFields())} AS data
    FROM ${incomeTrace} JOIN ${customers} ON ${customers.id} = ${incomeTrace.userId}
    WHERE ${
      and(
        where(s),
        s.after
          ? sql`(${incomeTrace.txnDate}, ${incomeTrace.id}) < (${p('afterDate')}::date, ${p('afterId')})`
          : undefined,
      ) ?? sql`true`
    }
    ORDER BY ${incomeTrace.txnDate} desc, ${incomeTrace.id} desc
    LIMIT ${p('size')}`,
);

/** One record as the API answers it (ADR 032), or no row. */
const answerStatement = preparedSql<{ id: number }>(
  'income_json_by_id',
  () => sql`SELECT ${jsonObject(incomeFields())} AS data
    FROM ${incomeTrace} JOIN ${customers} ON ${customers.id} = ${incomeTrace.userId}
    WHERE ${incomeTrace.id} = ${p('id')}`,
);

export function createFinanceRepo(db: Db) {
  // Checked before every new or edited entry: built once, prepared by name.
  const byReceipt = once(() =>
    db
      .select({ id: incomeTrace.id })
      .from(incomeTrace)
      .where(sql`lower(${incomeTrace.docId}) = lower(${sql.placeholder('docId')})`)
      .limit(1)
      .prepare('income_by_receipt'),
  );

  const byId = once(() =>
    db
      .select()
      .from(incomeTrace)
      .where(eq(incomeTrace.id, sql.placeholder('id')))
      .limit(1)
      .prepare('income_row_by_id'),
  );

  return {
    foldTotals: () => ledgerTotals.fold(db),
    vacuumTotals: () => ledgerTotals.vacuum(db),

    /**
     * One page with the count and totals of the whole filter, in one
     * statement: the totals from the running totals when they answer the
     * filter; the page's ids from the index alone (from the day the page
     * starts in when it is deep), then those rows, already in the API's
     * shape, so the server only passes them on. Built and prepared once per
     * shape of filter, sort and page (ADR 017).
     */
    async page(
      filter: LedgerFilter,
      sort: IncomeSort,
      order: 'asc' | 'desc',
      offset: number,
      limit: number,
    ): Promise<JsonText> {
      const { shape, values } = bindFilter(filter);
      const seeking = shape.slice !== null && sort === 'txn_date' && offset >= SEEK_FROM;
      const page = { ...shape, sort, order, first: offset === 0, seeking, limit };
      const rows = await pageStatement(db, page, { ...values, offset });
      return rows[0] as JsonText;
    },

    /**
     * One batch of the export after the (date, id) it last saw, newest first,
     * each entry as the API answers it (the field map, ADR 032): keyset
     * paging keeps every batch as cheap as the first.
     */
    async exportBatch(
      filter: IncomeFilter,
      after: { date: string; id: number } | undefined,
      size: number,
    ): Promise<Income[]> {
      const { shape, values } = bindFilter(filter);
      const rows = await exportStatement(
        db,
        { ...shape, after: after !== undefined },
        { ...values, afterDate: after?.date, afterId: after?.id, size },
      );
      return rows.map((r) => r.data as Income);
    },

    /** One record as the API answers it, built by the database; undefined when there is none. */
    async get(id: number): Promise<Income | undefined> {
      const [row] = await answerStatement(db, { id });
      return row?.data as Income | undefined;
    },

    /** The stored row, for the audit's before and after of an edit. */
    async row(id: number): Promise<IncomeRow | undefined> {
      const [row] = await byId().execute({ id });
      return row;
    },

    async findByDocId(docId: string) {
      const [row] = await byReceipt().execute({ docId });
      return row;
    },

    /**
     * Writes a new entry (the form's fields and created_by, by the answer's
     * keys) with its audit entry, in one statement (income-create.repo.ts).
     */
    create: (
      entry: Record<string, unknown>,
      actor: Actor,
      summary: Record<string, unknown>,
      claim?: Claim,
    ) => createIncome(db, entry, actor, summary, claim),

    async update(id: number, values: Partial<IncomeInsert>, version?: Date) {
      const [row] = await db
        .update(incomeTrace)
        .set({ ...values, updatedAt: sql`now()` })
        .where(
          and(
            eq(incomeTrace.id, id),
            version
              ? sql`date_trunc('milliseconds', ${incomeTrace.updatedAt}) = ${version.toISOString()}::timestamptz`
              : undefined,
          ),
        )
        .returning({ id: incomeTrace.id });
      return row?.id;
    },
  };
}
