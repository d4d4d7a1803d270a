import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, ts } from './common.ts';
import { staffUsers } from './auth.ts';
import { incomeTrace } from './finance.ts';

const INCOME_STATUSES = ['Paid', 'UnPaid', 'Pending'] as const;

export const STATEMENT_PROVIDERS = ['MTN', 'Airtel'] as const;
export const STATEMENT_IMPORT_STATES = [
  'Queued',
  'Importing',
  'Matching',
  'Done',
  'Failed',
] as const;
export const STATEMENT_MATCH_STATES = ['Unmatched', 'Suggested', 'Matched'] as const;
/** exact: the receipt number or reference named the entry; confirmed: staff took a suggestion or chose it. */
export const STATEMENT_MATCH_KINDS = ['exact', 'confirmed'] as const;

/**
 * Which statement column holds which field, per provider, remembered from the
 * last import (issue 25): { transaction_id: 'Transaction ID', amount: ... }.
 */
export const statementMappings = pgTable('statement_mappings', {
  provider: text('provider', { enum: STATEMENT_PROVIDERS }).primaryKey(),
  mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
  updatedBy: uuid('updated_by').references(() => staffUsers.id),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** One uploaded statement file and how its import went (the browser's progress bar reads it). */
export const statementImports = pgTable(
  'statement_imports',
  {
    id: id(),
    provider: text('provider', { enum: STATEMENT_PROVIDERS }).notNull(),
    fileName: text('file_name').notNull(),
    state: text('state', { enum: STATEMENT_IMPORT_STATES }).notNull().default('Queued'),
    /** The file, kept until it is imported, then emptied. */
    content: text('content'),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    added: integer('added').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    /** Money-out rows (payments we made), left out. */
    skipped: integer('skipped').notNull().default(0),
    /** Of the lines added: matched exactly, given suggestions (counted when matching ends). */
    matched: integer('matched').notNull().default(0),
    suggested: integer('suggested').notNull().default(0),
    /** Why the import failed (state Failed). */
    failure: text('failure'),
    /** The first rejected rows: [{ row, error }]. */
    errors: jsonb('errors').$type<{ row: number; error: string }[]>().notNull().default([]),
    uploadedBy: uuid('uploaded_by').references(() => staffUsers.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('statement_imports_created_idx').on(t.createdAt, t.id)],
);

/**
 * One incoming payment from a provider's statement. (provider, transaction_id)
 * is unique, so re-importing an overlapping statement adds nothing twice.
 */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: id(),
    importId: integer('import_id')
      .notNull()
      .references(() => statementImports.id),
    provider: text('provider', { enum: STATEMENT_PROVIDERS }).notNull(),
    transactionId: text('transaction_id').notNull(),
    occurredAt: ts('occurred_at').notNull(),
    /** Whole UGX received. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** E.164 when the statement's number is a Ugandan one, else as written. */
    phone: text('phone'),
    payerName: text('payer_name'),
    reference: text('reference'),
    matchState: text('match_state', { enum: STATEMENT_MATCH_STATES })
      .notNull()
      .default('Unmatched'),
    incomeId: integer('income_id').references(() => incomeTrace.id),
    matchKind: text('match_kind', { enum: STATEMENT_MATCH_KINDS }),
    matchedBy: uuid('matched_by').references(() => staffUsers.id),
    matchedAt: ts('matched_at'),
    /** The entry's status before this line's match set it Paid: undoing the match restores it. */
    previousStatus: text('previous_status', { enum: INCOME_STATUSES }),
  },
  (t) => [
    uniqueIndex('statement_lines_txn_key').on(t.provider, t.transactionId),
    index('statement_lines_state_idx').on(t.matchState, t.occurredAt, t.id),
    // A ledger entry is matched to one payment at most (a second match is a 409).
    uniqueIndex('statement_lines_income_key')
      .on(t.incomeId)
      .where(sql`${t.incomeId} IS NOT NULL`),
    index('statement_lines_occurred_idx').on(t.occurredAt, t.id),
  ],
);

/** Ledger entries a statement line may be, by amount, phone and date, for staff to confirm. */
export const statementSuggestions = pgTable(
  'statement_suggestions',
  {
    lineId: integer('line_id')
      .notNull()
      .references(() => statementLines.id),
    incomeId: integer('income_id')
      .notNull()
      .references(() => incomeTrace.id),
    /** Higher is likelier: same amount, same phone, fewer days apart. */
    score: integer('score').notNull(),
    reason: text('reason').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.lineId, t.incomeId] }),
    index('statement_suggestions_income_idx').on(t.incomeId),
  ],
);
