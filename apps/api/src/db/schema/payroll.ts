import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  PAYOUT_BATCH_STATES,
  PAYOUT_CHANNELS,
  PAYOUT_EXPORT_FORMATS,
  PAYOUT_LINE_STATES,
  PROVIDER_OUTCOMES,
} from '@app/contract';
import { id, ts, timestamps } from './common.ts';
import { staffUsers } from './auth.ts';
import { nurses } from './nurses.ts';
import { nurseJobs } from './nurse-jobs.ts';

/** Payout batch numbers: PB-2026-000123 (issue 25). */
export const payoutBatchSeq = pgSequence('payout_batch_seq');

/**
 * A payout batch (issue 25): nurse jobs paid together, drafted by one ADMIN
 * and approved by another (unless the service switched two-person approval
 * off), exported as a bulk-payment file, then marked paid line by line.
 */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: id(),
    number: text('number').notNull(),
    state: text('state', { enum: PAYOUT_BATCH_STATES }).notNull().default('Draft'),
    /** Whole UGX: always the sum of the lines' amounts. */
    total: bigint('total', { mode: 'number' }).notNull(),
    lineCount: integer('line_count').notNull(),
    note: text('note'),
    draftedBy: uuid('drafted_by').references(() => staffUsers.id),
    approvedBy: uuid('approved_by').references(() => staffUsers.id),
    approvedAt: ts('approved_at'),
    exportedBy: uuid('exported_by').references(() => staffUsers.id),
    exportedAt: ts('exported_at'),
    paidAt: ts('paid_at'),
    cancelledBy: uuid('cancelled_by').references(() => staffUsers.id),
    cancelledAt: ts('cancelled_at'),
    /** Issue 36: a batch cancelled after export: why, and what the provider did with its file. */
    cancelReason: text('cancel_reason'),
    providerOutcome: text('provider_outcome', { enum: PROVIDER_OUTCOMES }),
    /**
     * Issue 36: two-person approval as it was when the batch was drafted
     * (null: drafted before this was kept). A batch drafted under the rule
     * keeps needing a second ADMIN whatever the setting says later.
     */
    twoApprovers: boolean('two_approvers'),
    idempotencyKey: text('idempotency_key'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payout_batches_number_key').on(t.number),
    uniqueIndex('payout_batches_idempotency_key').on(t.draftedBy, t.idempotencyKey),
    index('payout_batches_created_idx').on(t.createdAt, t.id),
    index('payout_batches_state_idx').on(t.state, t.createdAt, t.id),
  ],
);

/**
 * One nurse job in a batch. `holdsJob` is true while the line keeps its job
 * out of every other batch (Pending or Paid in a batch not cancelled, or
 * cancelled after export while the provider may have paid it); the
 * partial unique index makes "a job is in at most one open batch" a database
 * rule, so two staff drafting at once cannot both take a job.
 */
export const payoutLines = pgTable(
  'payout_lines',
  {
    id: id(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => payoutBatches.id),
    nurseJobId: integer('nurse_job_id')
      .notNull()
      .references(() => nurseJobs.id),
    nurseId: integer('nurse_id')
      .notNull()
      .references(() => nurses.id),
    /** Copied when drafted: the file pays what the batch says, whatever is edited later. */
    nurseName: text('nurse_name').notNull(),
    /** E.164: the nurse's mobile money number (or phone) when drafted. */
    msisdn: text('msisdn').notNull(),
    days: integer('days').notNull(),
    rate: bigint('rate', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    state: text('state', { enum: PAYOUT_LINE_STATES }).notNull().default('Pending'),
    holdsJob: boolean('holds_job').notNull().default(true),
    /**
     * Issue 36: the kind of file (mtn, airtel, bank) that first carried this
     * line to a provider. A later file of another kind leaves it out: a
     * line pending in the MTN file is not paid again by a bank sheet.
     */
    exportedAs: text('exported_as', { enum: PAYOUT_EXPORT_FORMATS }),
    channel: text('channel', { enum: PAYOUT_CHANNELS }),
    providerTxnId: text('provider_txn_id'),
    failureReason: text('failure_reason'),
    paidAt: ts('paid_at'),
    paidBy: uuid('paid_by').references(() => staffUsers.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payout_lines_open_job_key')
      .on(t.nurseJobId)
      .where(sql`${t.holdsJob}`),
    // Issue 36: a provider's transaction id pays one line of its channel, across batches.
    uniqueIndex('payout_lines_txn_key')
      .on(t.channel, t.providerTxnId)
      .where(sql`${t.providerTxnId} IS NOT NULL`),
    index('payout_lines_batch_idx').on(t.batchId, t.id),
    index('payout_lines_nurse_idx').on(t.nurseId, t.paidAt, t.id),
  ],
);
