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
import { JOB_STATUSES, NURSE_JOB_SHIFTS, NURSE_PAY_STATUSES } from '@app/contract';
import { id, softDelete, timestamps } from './common.ts';
import { staffUsers } from './auth.ts';
import { nurses } from './nurses.ts';
import { jobCards } from './jobcards.ts';

export const nurseJobs = pgTable(
  'nurse_jobs',
  {
    id: id(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobCards.id),
    nurseId: integer('nurse_id')
      .notNull()
      .references(() => nurses.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    days: integer('days'),
    nights: integer('nights'),
    /** Issue 27: Day, Night or Day and night (the whole day: every job booked before shifts). */
    shift: text('shift', { enum: NURSE_JOB_SHIFTS }).notNull().default('Day and night'),
    duration: integer('duration').notNull(),
    /** Issue 37: the days booked, when the job ended before its last day of care (duration is then the days worked). */
    plannedDuration: integer('planned_duration'),
    rate: bigint('rate', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: NURSE_PAY_STATUSES }).notNull().default('UnPaid'),
    rating: integer('rating'),
    idempotencyKey: text('idempotency_key'),
    createdBy: uuid('created_by').references(() => staffUsers.id),
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    // The dialog's key is unique per staff member, like the Idempotency-Key store.
    uniqueIndex('nurse_jobs_idempotency_key').on(t.createdBy, t.idempotencyKey),
    index('nurse_jobs_nurse_idx').on(t.nurseId, t.startDate, t.id),
    index('nurse_jobs_job_idx').on(t.jobId),
    // The schedule, the booking's clash check and the free-nurse search: one
    // nurse's live jobs ending after a day, their shift read from the index.
    index('nurse_jobs_schedule_idx')
      .on(t.nurseId, t.endDate, t.startDate, t.shift)
      .where(sql`${t.deletedAt} IS NULL AND ${t.status} <> 'cancelled'`),
    // The free-nurse search (issue 27): every live job on some days, found by
    // its start (at most 99 days before the first day) and read from the
    // index alone; the jobs longer than that (none the API books) apart.
    index('nurse_jobs_days_idx')
      .on(t.startDate, t.endDate, t.nurseId, t.shift)
      .where(sql`${t.deletedAt} IS NULL AND ${t.status} <> 'cancelled'`),
    index('nurse_jobs_long_idx')
      .on(t.nurseId)
      .where(sql`${t.duration} > 99 AND ${t.deletedAt} IS NULL AND ${t.status} <> 'cancelled'`),
  ],
);
