import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  BABY_SEXES,
  MAX_BIRTH_WEIGHT_GRAMS,
  MIN_BIRTH_WEIGHT_GRAMS,
  PREGNANCY_OUTCOME_KINDS,
  PREGNANCY_RISKS,
  PREGNANCY_STATUSES,
} from '@app/contract';
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
    /** ongoing | delivered | lost (PREGNANCY_STATUSES): the outcome recorded ends it. */
    status: text('status', { enum: PREGNANCY_STATUSES }).notNull().default('ongoing'),
    /** How it ended: birth (delivered) or loss (lost); null while ongoing. */
    outcome: text('outcome', { enum: PREGNANCY_OUTCOME_KINDS }),
    outcomeDate: date('outcome_date'),
    /** Where: a facility, or home. */
    outcomePlace: text('outcome_place'),
    outcomeNotes: text('outcome_notes'),
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
    check('pregnancies_outcome_check', sql`${t.outcome} IN (${literals(PREGNANCY_OUTCOME_KINDS)})`),
    // delivered <=> a birth, lost <=> a loss, ongoing <=> no outcome (and no outcome date)
    check(
      'pregnancies_status_outcome_check',
      sql`(${t.status} = 'ongoing' AND ${t.outcome} IS NULL AND ${t.outcomeDate} IS NULL)
        OR (${t.status} = 'delivered' AND ${t.outcome} = 'birth' AND ${t.outcomeDate} IS NOT NULL)
        OR (${t.status} = 'lost' AND ${t.outcome} = 'loss' AND ${t.outcomeDate} IS NOT NULL)`,
    ),
  ],
);

/**
 * Issue 42: the babies of a birth recorded (POST /pregnancy/{id}/outcome),
 * hers (customer_id) and of that pregnancy: sex, birth weight, the day born
 * (the outcome's date). Deleted with her on erasure.
 */
export const babies = pgTable(
  'babies',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    pregnancyId: integer('pregnancy_id')
      .notNull()
      .references(() => pregnancies.id),
    name: text('name'),
    /** Female | Male (BABY_SEXES, the customer's genders). */
    sex: text('sex', { enum: BABY_SEXES }).notNull(),
    birthWeightGrams: integer('birth_weight_grams').notNull(),
    bornOn: date('born_on').notNull(),
    createdBy: uuid('created_by').references(() => staffUsers.id),
    ...timestamps,
  },
  (t) => [
    index('babies_customer_idx').on(t.customerId, t.bornOn),
    index('babies_pregnancy_idx').on(t.pregnancyId),
    check('babies_sex_check', sql`${t.sex} IN (${literals(BABY_SEXES)})`),
    check(
      'babies_birth_weight_check',
      sql`${t.birthWeightGrams} BETWEEN ${sql.raw(String(MIN_BIRTH_WEIGHT_GRAMS))} AND ${sql.raw(String(MAX_BIRTH_WEIGHT_GRAMS))}`,
    ),
  ],
);
