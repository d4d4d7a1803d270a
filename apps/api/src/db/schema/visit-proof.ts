import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { VISIT_DECISIONS } from '@app/contract';
import { ts } from './common.ts';
import { staffUsers } from './auth.ts';
import { nurseJobs } from './nurse-jobs.ts';

/**
 * Issue 37: an ADMIN's decision on a day of care without a check-in and
 * out (approved: paid; rejected: not paid), with the reason. One per job
 * and day; changed only while the job is neither paid nor in a batch.
 */
export const visitDayDecisions = pgTable(
  'visit_day_decisions',
  {
    nurseJobId: integer('nurse_job_id')
      .notNull()
      .references(() => nurseJobs.id),
    day: date('day').notNull(),
    decision: text('decision', { enum: VISIT_DECISIONS }).notNull(),
    reason: text('reason').notNull(),
    decidedBy: uuid('decided_by').references(() => staffUsers.id),
    decidedAt: ts('decided_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.nurseJobId, t.day] })],
);

/**
 * Issue 37: from which day of care payroll pays only days with proof (a
 * check-in and out, or an ADMIN's approval); days before it are paid as the
 * job's status says. One row (id 1), made by the migration with its own day
 * (Kampala), so an upgrade keeps paying the past as before and a new
 * install requires proof from its first day. Null: not required.
 */
export const visitProofSettings = pgTable(
  'visit_proof_settings',
  {
    id: integer('id').primaryKey().default(1),
    proofFrom: date('proof_from'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('visit_proof_settings_one_row', sql`${t.id} = 1`)],
);
