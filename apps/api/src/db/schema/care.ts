import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CARE_RECORD_PLACES, CARE_STEP_KINDS, type CareStep } from '@app/contract';
import { id, timestamps, ts } from './common.ts';
import { customers } from './customers.ts';
import { staffUsers } from './auth.ts';
import { babies, pregnancies } from './maternal.ts';

/** A list of the contract's values as SQL text literals ('a', 'b'), for a CHECK. */
const literals = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

/**
 * Issue 42: a step of her care timeline recorded as done (a contact held, a
 * dose given), by our nurse or elsewhere. An antenatal or postnatal contact
 * belongs to the pregnancy whose timeline it is on; a dose to its baby. A
 * step is recorded once per pregnancy or baby (two partial unique indexes
 * decide, also when two saves race). Deleted with her on erasure.
 */
export const careRecords = pgTable(
  'care_records',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    pregnancyId: integer('pregnancy_id').references(() => pregnancies.id),
    babyId: integer('baby_id').references(() => babies.id),
    /** The step's key (maternal-schedule-data.ts). */
    stepKey: text('step_key').notNull(),
    doneOn: date('done_on').notNull(),
    /** here (our nurse) | elsewhere (CARE_RECORD_PLACES). */
    place: text('place', { enum: CARE_RECORD_PLACES }).notNull(),
    facility: text('facility'),
    notes: text('notes'),
    recordedBy: uuid('recorded_by').references(() => staffUsers.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('care_records_contact_key')
      .on(t.pregnancyId, t.stepKey)
      .where(sql`${t.babyId} IS NULL`),
    uniqueIndex('care_records_dose_key')
      .on(t.babyId, t.stepKey)
      .where(sql`${t.babyId} IS NOT NULL`),
    index('care_records_customer_idx').on(t.customerId),
    check('care_records_place_check', sql`${t.place} IN (${literals(CARE_RECORD_PLACES)})`),
    // a contact names its pregnancy, a dose its baby (and no pregnancy)
    check(
      'care_records_owner_check',
      sql`(${t.babyId} IS NULL AND ${t.pregnancyId} IS NOT NULL) OR (${t.babyId} IS NOT NULL AND ${t.pregnancyId} IS NULL)`,
    ),
  ],
);

/**
 * Issue 42: the Care due worklist's rows: each step of a customer's timeline
 * not done and not missed (due, overdue or upcoming), with its window. Laid
 * by careTimeline and rewritten for one customer, in the transaction that
 * moves her timeline (refreshCareSteps, modules/maternal). Derived data: no
 * key to the pregnancy or baby it names. `station` is her station, kept by
 * the trigger of migration 0041 when it changes; the same trigger removes
 * her rows when she is deleted or erased. A row whose window has closed is
 * left out of every answer, and removed by the daily sweep.
 */
export const careSteps = pgTable(
  'care_steps',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    pregnancyId: integer('pregnancy_id'),
    babyId: integer('baby_id'),
    stepKey: text('step_key').notNull(),
    kind: text('kind', { enum: CARE_STEP_KINDS }).notNull(),
    label: text('label').notNull(),
    vaccines: text('vaccines')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    target: date('target').notNull(),
    dueFrom: date('due_from').notNull(),
    dueUntil: date('due_until').notNull(),
    overdueUntil: date('overdue_until').notNull(),
    station: text('station'),
  },
  (t) => [
    index('care_steps_customer_idx').on(t.customerId),
    // The worklist's order, and every column its filters and count read, so
    // both are index-only range scans (by station: the second index).
    index('care_steps_due_idx').on(
      t.dueFrom,
      t.customerId,
      t.id,
      t.overdueUntil,
      t.dueUntil,
      t.kind,
      t.station,
    ),
    index('care_steps_station_idx').on(
      t.station,
      t.dueFrom,
      t.customerId,
      t.id,
      t.overdueUntil,
      t.dueUntil,
      t.kind,
    ),
    check('care_steps_kind_check', sql`${t.kind} IN (${literals(CARE_STEP_KINDS)})`),
  ],
);

/**
 * Issue 42 (ADR 059): the care schedule an ADMIN saved, one row (id 1).
 * `steps` null (or no row): the built-in schedule. `version` is bumped by
 * every save, which names the version it was made from.
 */
export const careSchedule = pgTable(
  'care_schedule',
  {
    id: integer('id').primaryKey().default(1),
    steps: jsonb('steps').$type<CareStep[]>(),
    version: integer('version').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [check('care_schedule_one_row', sql`${t.id} = 1`)],
);
