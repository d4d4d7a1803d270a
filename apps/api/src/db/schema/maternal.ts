import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PREGNANCY_RISKS, PREGNANCY_STATUSES } from '@app/contract';
import { id, timestamps } from './common.ts';
import { customers } from './customers.ts';
import { staffUsers } from './auth.ts';

/** A list of the contract's values as SQL text literals ('a', 'b'), for a CHECK. */
const literals = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

/**
 * Issue 42: a customer's pregnancies, one ongoing at a time (a partial unique
 * index decides, also under a race). LMP and EDD are both kept (one computed
 * from the other, 280 days); the gestational age is computed when answered.
 * `updated_at` is the version an edit is based on (a stale one answers 409).
 * The risks a staff member records (PREGNANCY_RISKS); an age risk is computed
 * from the customer's age, never stored.
 */
export const pregnancies = pgTable(
  'pregnancies',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    lmp: date('lmp').notNull(),
    edd: date('edd').notNull(),
    gravida: integer('gravida').notNull(),
    parity: integer('parity').notNull(),
    risks: text('risks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    riskNotes: text('risk_notes'),
    facility: text('facility'),
    /** ongoing | delivered | lost (PREGNANCY_STATUSES); only ongoing is set for now. */
    status: text('status', { enum: PREGNANCY_STATUSES }).notNull().default('ongoing'),
    createdBy: uuid('created_by').references(() => staffUsers.id),
    ...timestamps,
  },
  (t) => [
    index('pregnancies_customer_idx').on(t.customerId, t.lmp),
    uniqueIndex('pregnancies_one_ongoing_key')
      .on(t.customerId)
      .where(sql`${t.status} = 'ongoing'`),
    check('pregnancies_gravida_check', sql`${t.gravida} >= 1`),
    check('pregnancies_parity_check', sql`${t.parity} >= 0 AND ${t.parity} < ${t.gravida}`),
    check('pregnancies_status_check', sql`${t.status} IN (${literals(PREGNANCY_STATUSES)})`),
    check(
      'pregnancies_risks_check',
      sql`${t.risks} <@ ARRAY[${literals(PREGNANCY_RISKS)}]::text[]`,
    ),
  ],
);
