import { sql } from 'drizzle-orm';
import {
  bigint,
  primaryKey,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { INCOME_PAY_STATUSES } from '@app/contract';
import { id, timestamps } from './common.ts';
import { staffUsers } from './auth.ts';
import { customers } from './customers.ts';

/** The income-trace ledger (SPEC 3 Order / income record). No hard delete. */
export const incomeTrace = pgTable(
  'income_trace',
  {
    id: id(),
    txnDate: date('txn_date').notNull(),
    product: text('product').notNull(),
    leadSource: text('lead_source').notNull(),
    station: text('station').notNull(),
    paymentMethod: text('payment_method').notNull(),
    status: text('status', { enum: INCOME_PAY_STATUSES }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    docId: text('doc_id').notNull(),
    summary: text('summary'),
    userId: integer('user_id')
      .notNull()
      .references(() => customers.id),
    createdBy: uuid('created_by').references(() => staffUsers.id),
    ...timestamps,
  },
  (t) => [
    // Receipt numbers are unique whatever their case (RCT-1 and rct-1 are one receipt).
    uniqueIndex('income_trace_doc_id_key').on(sql`lower(${t.docId})`),
    // The ledger's order, with the filter columns after the (unique) id: a page
    // with any filter is found in the index alone, the skipped rows unread.
    index('income_trace_date_idx').on(
      t.txnDate,
      t.id,
      t.station,
      t.product,
      t.leadSource,
      t.paymentMethod,
      t.status,
    ),
    index('income_trace_user_idx').on(t.userId, t.txnDate, t.id),
    index('income_trace_doc_idx').on(t.docId, t.id),
    // Reconciliation's suggestions (issue 25): entries of an amount within a
    // few days, with the customer, read from the index alone.
    index('income_trace_amount_idx').on(t.amount, t.txnDate, t.id, t.userId),
  ],
);

const totalsColumns = () => ({
  /** '' (the whole ledger), station, product, lead_source or payment_method. */
  dim: text('dim').notNull(),
  value: text('value').notNull(),
  /** d: the day `period`; m: the month starting at `period`. */
  grain: text('grain', { enum: ['d', 'm'] }).notNull(),
  period: date('period').notNull(),
  status: text('status', { enum: INCOME_PAY_STATUSES }).notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
});

/**
 * Running totals of the ledger per day and per month, overall and for each
 * single filter (station, product, lead source, payment method), by status,
 * so a page's count and totals read a few dozen rows instead of a million
 * (docs/decisions/009-ledger-totals-and-deep-pages.md).
 */
export const incomeTraceTotals = pgTable('income_trace_totals', totalsColumns(), (t) => [
  primaryKey({ columns: [t.dim, t.value, t.grain, t.period, t.status] }),
]);

/**
 * What ledger writes changed, appended by statement triggers (migration 0006)
 * and folded into income_trace_totals every second: writers never wait on a
 * shared totals row, and readers add the few unfolded rows.
 */
export const incomeTraceTotalsDelta = pgTable('income_trace_totals_delta', totalsColumns(), (t) => [
  index('income_trace_totals_delta_idx').on(t.dim, t.value, t.grain, t.period),
]);
