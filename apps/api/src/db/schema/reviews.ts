import { doublePrecision, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './common.ts';
import { staffUsers } from './auth.ts';
import { customers } from './customers.ts';
import { nurses } from './nurses.ts';
import { jobCards } from './jobcards.ts';
import { nurseJobs } from './nurse-jobs.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    customer: text('customer'),
    customerReview: text('customer_review').notNull(),
    customerRating: doublePrecision('customer_rating'),
    nurseReview: text('nurse_review').notNull(),
    nurseRating: doublePrecision('nurse_rating'),
    nps: integer('nps').notNull(),
    nurseJobId: integer('nurse_job_id').references(() => nurseJobs.id),
    jobId: integer('job_id').references(() => jobCards.id),
    customerId: integer('customer_id').references(() => customers.id),
    nurseId: integer('nurse_id')
      .notNull()
      .references(() => nurses.id),
    createdBy: uuid('created_by').references(() => staffUsers.id),
    ...timestamps,
  },
  (t) => [index('reviews_nurse_idx').on(t.nurseId, t.createdAt, t.id)],
);
