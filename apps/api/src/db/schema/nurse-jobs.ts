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
import { id, softDelete, timestamps } from './common.ts';
import { staffUsers } from './auth.ts';
import { nurses } from './nurses.ts';
import { JOB_STATUS, jobCards } from './jobcards.ts';

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
    duration: integer('duration').notNull(),
    rate: bigint('rate', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: JOB_STATUS }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: ['Paid', 'UnPaid'] })
      .notNull()
      .default('UnPaid'),
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
  ],
);
