import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { IncomeFilter } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { customers, incomeTrace } from '../../db/schema/index.ts';
import { customerNameText, likeTerm, phoneFragment } from '../../db/schema/search.ts';

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
export type IncomeSort = keyof typeof SORT_COLUMNS;

/** The WHERE of the ledger's filters; search reaches the customer's name and phone. */
function where(f: IncomeFilter & { userId?: number }): SQL | undefined {
  const term = f.search?.trim();
  const phone = term ? phoneFragment(term) : null;
  return and(
    f.userId ? eq(incomeTrace.userId, f.userId) : undefined,
    f.from ? sql`${incomeTrace.txnDate} >= ${f.from}::date` : undefined,
    f.to ? sql`${incomeTrace.txnDate} <= ${f.to}::date` : undefined,
    f.product ? eq(incomeTrace.product, f.product) : undefined,
    f.station ? eq(incomeTrace.station, f.station) : undefined,
    f.lead_source ? eq(incomeTrace.leadSource, f.lead_source) : undefined,
    f.payment_method ? eq(incomeTrace.paymentMethod, f.payment_method) : undefined,
    f.status ? eq(incomeTrace.status, f.status) : undefined,
    term
      ? or(
          sql`lower(${incomeTrace.docId}) LIKE ${likeTerm(term)}`,
          sql`${customerNameText(customers)} LIKE ${likeTerm(term)}`,
          phone ? sql`${customers.phonenumber} LIKE ${`%${phone}%`}` : undefined,
        )
      : undefined,
  );
}

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

  return {
    async page(
      filter: IncomeFilter & { userId?: number },
      sort: IncomeSort,
      order: 'asc' | 'desc',
      offset: number,
      limit: number,
    ) {
      const w = where(filter);
      const dir = order === 'asc' ? asc : desc;
      const [rows, totals] = await Promise.all([
        joined()
          .where(w)
          .orderBy(dir(SORT_COLUMNS[sort]), dir(incomeTrace.id))
          .offset(offset)
          .limit(limit),
        db
          .select({
            status: incomeTrace.status,
            count: count(),
            amount: sql<string>`coalesce(sum(${incomeTrace.amount}), 0)::text`,
          })
          .from(incomeTrace)
          .innerJoin(customers, eq(customers.id, incomeTrace.userId))
          .where(w)
          .groupBy(incomeTrace.status),
      ]);
      return { rows, totals };
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
            where(filter),
            after
              ? sql`(${incomeTrace.txnDate}, ${incomeTrace.id}) < (${after.date}::date, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(desc(incomeTrace.txnDate), desc(incomeTrace.id))
        .limit(size),

    async get(id: number) {
      const [row] = await joined().where(eq(incomeTrace.id, id)).limit(1);
      return row;
    },

    async findByDocId(docId: string) {
      const [row] = await db
        .select({ id: incomeTrace.id })
        .from(incomeTrace)
        .where(sql`lower(${incomeTrace.docId}) = lower(${docId})`)
        .limit(1);
      return row;
    },

    async insert(values: IncomeInsert) {
      const [row] = await db.insert(incomeTrace).values(values).returning({ id: incomeTrace.id });
      return row!.id;
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
