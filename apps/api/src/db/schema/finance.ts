import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    status: text('status', { enum: ['Paid', 'UnPaid', 'Pending'] }).notNull(),
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
    index('income_trace_date_idx').on(t.txnDate.desc(), t.id.desc()),
    index('income_trace_user_idx').on(t.userId, t.txnDate.desc()),
    index('income_trace_station_date_idx').on(t.station, t.txnDate.desc()),
  ],
);
