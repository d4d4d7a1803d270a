import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { IncomeFilter } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { once, preparedByShape } from '../../db/prepared-sql.ts';
import { auditedSql, type Actor } from '../../platform/audit.ts';
import { rowsAs } from '../../db/rows.ts';
import { claimMayBeTakenOver, type Claim } from '../../platform/idempotency.ts';
import { isoText, type JsonText } from '../../db/json.ts';
import { pageWindow } from '../../db/fixed.ts';
import { customers, idempotencyKeys, incomeTrace } from '../../db/schema/index.ts';
import { bindFilter, ledgerTotals, type FilterShape, type LedgerFilter } from './ledger-totals.ts';

export type IncomeRow = typeof incomeTrace.$inferSelect;
export type IncomeInsert = typeof incomeTrace.$inferInsert;
export type JoinedIncome = {
  income: IncomeRow;
  user: { firstname: string; lastname: string; phonenumber: string; address: string };
};

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

/** The columns a new entry is written with, and their types. */
const NEW_ENTRY = {
  txnDate: 'date',
  product: 'text',
  leadSource: 'text',
  station: 'text',
  paymentMethod: 'text',
  status: 'text',
  amount: 'bigint',
  docId: 'text',
  summary: 'text',
  userId: 'integer',
  createdBy: 'uuid',
} as const;
const CUSTOMER_FIELDS = ['firstname', 'lastname', 'phonenumber', 'address'] as const;

/** A column of the new entry by its key in NEW_ENTRY. */
const entryColumn = (k: string) => sql.identifier(incomeTrace[k as keyof typeof NEW_ENTRY].name);

/**
 * A new entry and its audit entry in one statement (lib/audit.ts), built once
 * per shape and prepared by name (ADR 015): the write every sale
 * records. The entry is written only for a live customer and a receipt
 * number not used yet, and answers with the customer's fields for the
 * answer: the checks and the read cost no statements of their own (decision
 * 017). Always one row: `locked`, and the entry's columns, null when it wrote
 * nothing; then the caller asks which check refused it.
 *
 * With an idempotency key (ADR 021) the same statement claims it: it
 * takes the key's lock (not got: a request with the key is running), and
 * writes the key `done` with the answer (201, the entry as toIncome() gives
 * it, built from the values `v` the entry is written with) unless a live
 * claim holds it, and writes the entry only when the key was written.
 */
const createStatement = preparedByShape(
  ({ keyed }: { keyed: boolean }) => {
    const lock = sql`lock AS (SELECT pg_try_advisory_xact_lock(
      hashtextextended(${p('keyUser')}::text || ' ' || ${p('key')}::text, 0)) AS got)`;
    const values = sql`v AS (
      SELECT nextval(pg_get_serial_sequence('income_trace', 'id'))::integer AS id, ${sql.join(
        Object.entries(NEW_ENTRY).map(
          ([k, type]) => sql`${p(k)}::${sql.raw(type)} AS ${entryColumn(k)}`,
        ),
        sql`, `,
      )}, now() AS created_at, ${sql.join(
        CUSTOMER_FIELDS.map((f) => sql`${customers[f]} AS ${sql.identifier(`customer_${f}`)}`),
        sql`, `,
      )}
      FROM ${customers}${keyed ? sql`, lock` : sql``}
      WHERE ${customers.id} = ${p('userId')}::integer AND ${customers.deletedAt} IS NULL
        AND NOT EXISTS (SELECT 1 FROM ${incomeTrace}
          WHERE lower(${incomeTrace.docId}) = lower(${p('docId')}::text))
        ${keyed ? sql`AND lock.got` : sql``})`;
    const answer = sql`jsonb_build_object('status', 'success', 'data', json_build_object(
      'id', v.id, 'txn_date', v.txn_date::text, 'product', v.product,
      'lead_source', v.lead_source, 'station', v.station,
      'payment_method', v.payment_method, 'status', v.status, 'amount', v.amount,
      'doc_id', v.doc_id, 'summary', v.summary, 'user_id', v.user_id,
      'created_by', v.created_by,
      'User', json_build_object(${sql.join(
        CUSTOMER_FIELDS.map((f) => sql`${f}::text, ${sql.identifier(`customer_${f}`)}`),
        sql`, `,
      )}),
      'createdAt', ${isoText(sql`v.created_at`)}, 'updatedAt', ${isoText(sql`v.created_at`)}))`;
    const claim = sql`k AS (
      INSERT INTO ${idempotencyKeys} (user_id, key, request_hash, state, response_status, response_body)
      SELECT ${p('keyUser')}::uuid, ${p('key')}::text, ${p('requestHash')}::text, 'done', 201, ${answer}
      FROM v
      ON CONFLICT (user_id, key) DO UPDATE SET request_hash = excluded.request_hash,
        state = 'done', response_status = 201, response_body = excluded.response_body,
        created_at = now()
      WHERE ${claimMayBeTakenOver}
      RETURNING 1)`;
    const columns = sql.join([sql`id`, ...Object.keys(NEW_ENTRY).map(entryColumn)], sql`, `);
    return auditedSql(
      sql`INSERT INTO ${incomeTrace} (${columns}, created_at, updated_at) OVERRIDING SYSTEM VALUE
        SELECT ${columns}, created_at, created_at
        FROM v ${keyed ? sql`WHERE EXISTS (SELECT 1 FROM k)` : sql``}
        RETURNING *`,
      {
        actorId: p('actorId'),
        actorEmail: p('actorEmail'),
        ip: p('ip'),
        action: 'create',
        entity: 'income_trace',
        summary: p('entry'),
      },
      {
        before: keyed ? sql`${lock}, ${values}, ${claim}` : values,
        select: sql`SELECT ${keyed ? sql`(SELECT got FROM lock)` : sql`true`} AS locked, r.*
          FROM (SELECT 1) AS one LEFT JOIN (
            SELECT w.*, ${sql.join(
              CUSTOMER_FIELDS.map((f) => sql`v.${sql.identifier(`customer_${f}`)}`),
              sql`, `,
            )} FROM w JOIN v ON v.id = w.id) AS r ON true`,
      },
    );
  },
  ({ keyed }) => (keyed ? 'income_create_keyed' : 'income_create'),
);

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
  const rows = sql`SELECT ${incomeTrace.id} AS id, ${incomeTrace.txnDate}::text AS txn_date,
      ${incomeTrace.product} AS product, ${incomeTrace.leadSource} AS lead_source,
      ${incomeTrace.station} AS station, ${incomeTrace.paymentMethod} AS payment_method,
      ${incomeTrace.status} AS status, ${incomeTrace.amount} AS amount, ${incomeTrace.docId} AS doc_id,
      ${incomeTrace.summary} AS summary, ${incomeTrace.userId} AS user_id,
      ${incomeTrace.createdBy} AS created_by,
      json_build_object('firstname', ${customers.firstname}, 'lastname', ${customers.lastname},
        'phonenumber', ${customers.phonenumber}, 'address', ${customers.address}) AS "User",
      ${isoText(incomeTrace.createdAt)} AS "createdAt", ${isoText(incomeTrace.updatedAt)} AS "updatedAt"
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

export function createFinanceRepo(db: Db) {
  const joined = () =>
    db
      .select({
        income: incomeTrace,
        user: {
          firstname: customers.firstname,
          lastname: customers.lastname,
          phonenumber: customers.phonenumber,
          address: customers.address,
        },
      })
      .from(incomeTrace)
      .innerJoin(customers, eq(customers.id, incomeTrace.userId));

  // Checked before every new or edited entry: built once, prepared by name.
  const byReceipt = once(() =>
    db
      .select({ id: incomeTrace.id })
      .from(incomeTrace)
      .where(sql`lower(${incomeTrace.docId}) = lower(${sql.placeholder('docId')})`)
      .limit(1)
      .prepare('income_by_receipt'),
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
     * One batch of the export after the (date, id) it last saw, newest first:
     * keyset paging keeps every batch as cheap as the first.
     */
    exportBatch: (
      filter: IncomeFilter,
      after: { date: string; id: number } | undefined,
      size: number,
    ) =>
      joined()
        .where(
          and(
            where(bindFilter(filter).shape),
            after
              ? sql`(${incomeTrace.txnDate}, ${incomeTrace.id}) < (${p('afterDate')}::date, ${p('afterId')})`
              : undefined,
          ),
        )
        .orderBy(desc(incomeTrace.txnDate), desc(incomeTrace.id))
        .limit(p('size'))
        .prepare('')
        .execute({
          ...bindFilter(filter).values,
          afterDate: after?.date,
          afterId: after?.id,
          size,
        }),

    async get(id: number) {
      const [row] = await joined().where(eq(incomeTrace.id, id)).limit(1);
      return row;
    },

    async findByDocId(docId: string) {
      const [row] = await byReceipt().execute({ docId });
      return row;
    },

    /**
     * Inserts an entry with its audit entry (whose summary is given), with its
     * customer's fields; undefined when the customer is not live or the
     * receipt number is taken, and nothing was written.
     */
    async create(
      values: Omit<IncomeInsert, 'createdBy'> & { createdBy: string | null },
      actor: Actor,
      entry: Record<string, unknown>,
      claim?: Claim,
    ): Promise<{ locked: boolean; created?: JoinedIncome }> {
      const [row] = await createStatement(
        db,
        { keyed: !!claim },
        {
          keyUser: claim?.userId,
          key: claim?.key,
          requestHash: claim?.requestHash,
          expiredBefore: claim?.expiredBefore,
          abandonedBefore: claim?.abandonedBefore,
          txnDate: values.txnDate,
          product: values.product,
          leadSource: values.leadSource,
          station: values.station,
          paymentMethod: values.paymentMethod,
          status: values.status,
          amount: values.amount,
          docId: values.docId,
          summary: values.summary ?? null,
          userId: values.userId,
          createdBy: values.createdBy,
          actorId: actor.id,
          actorEmail: actor.email,
          ip: actor.ip ?? null,
          entry: JSON.stringify(entry),
        },
      );
      const locked = row!.locked === true;
      if (row!.id === null) return { locked };
      const user = Object.fromEntries(CUSTOMER_FIELDS.map((f) => [f, row![`customer_${f}`]]));
      return {
        locked,
        created: { income: rowsAs(incomeTrace, [row!])[0]!, user } as JoinedIncome,
      };
    },

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
