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
import {
  INCOME_PAY_STATUSES,
  RECON_IMPORT_STATES,
  RECON_MATCH_KINDS,
  RECON_MATCH_STATES,
  RECON_PROVIDERS,
  RECON_SUGGESTION_KINDS,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import { id, ts } from './common.ts';
import { staffUsers } from './auth.ts';
import { incomeTrace } from './finance.ts';
import { paymentRequests } from './payments.ts';

/**
 * Which statement column holds which field, per provider, remembered from the
 * last import (issue 25): { transaction_id: 'Transaction ID', amount: ... }.
 */
export const statementMappings = pgTable('statement_mappings', {
  provider: text('provider', { enum: RECON_PROVIDERS }).primaryKey(),
  mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
  updatedBy: uuid('updated_by').references(() => staffUsers.id),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** One uploaded statement file and how its import went (the browser's progress bar reads it). */
export const statementImports = pgTable(
  'statement_imports',
  {
    id: id(),
    provider: text('provider', { enum: RECON_PROVIDERS }).notNull(),
    fileName: text('file_name').notNull(),
    state: text('state', { enum: RECON_IMPORT_STATES }).notNull().default('Queued'),
    /**
     * The file, as uploads before issue 36 kept it until imported; since
     * then it is in statement_import_parts and this stays empty.
     */
    content: text('content'),
    /**
     * How many pieces of statement_import_parts the upload has (issue 36):
     * stored after the import's row, one statement each, so the job waits
     * until all are there. Null: an upload kept whole in `content`.
     */
    parts: integer('parts'),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    added: integer('added').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    /** Money-out rows (payments we made), left out. */
    skipped: integer('skipped').notNull().default(0),
    /** Rows whose status is not a completed payment (failed, pending, reversed...), left out. */
    failed: integer('failed').notNull().default(0),
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
 * An uploaded statement's text in pieces of about 256 KB, in order (issue
 * 36): the import job reads one at a time, so no single read holds the
 * server (13 MB in one value took 0.7 s to read on the embedded database).
 * Deleted when the import is done.
 */
export const statementImportParts = pgTable(
  'statement_import_parts',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => statementImports.id),
    part: integer('part').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.part] })],
);

/**
 * One incoming payment from a provider's statement. (provider, transaction_id)
 * is unique, so re-importing an overlapping statement adds nothing twice.
 */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: id(),
    /** The statement it came from; null for a payment taken by a prompt (issue 43). */
    importId: integer('import_id').references(() => statementImports.id),
    /** Issue 43: the payment prompt it was taken by (matched to its entry when she paid). */
    paymentId: integer('payment_id').references(() => paymentRequests.id),
    provider: text('provider', { enum: RECON_PROVIDERS }).notNull(),
    transactionId: text('transaction_id').notNull(),
    occurredAt: ts('occurred_at').notNull(),
    /** Whole UGX received. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** E.164 when the statement's number is a Ugandan one, else as written. */
    phone: text('phone'),
    payerName: text('payer_name'),
    reference: text('reference'),
    matchState: text('match_state', { enum: RECON_MATCH_STATES }).notNull().default('Unmatched'),
    incomeId: integer('income_id').references(() => incomeTrace.id),
    matchKind: text('match_kind', { enum: RECON_MATCH_KINDS }),
    matchedBy: uuid('matched_by').references(() => staffUsers.id),
    matchedAt: ts('matched_at'),
    /**
     * The entry's status when this line was matched to it. Undoing a match that
     * leaves the entry short restores the status its first matched line found.
     */
    previousStatus: text('previous_status', { enum: INCOME_PAY_STATUSES }),
  },
  (t) => [
    uniqueIndex('statement_lines_txn_key').on(t.provider, t.transactionId),
    uniqueIndex('statement_lines_payment_key')
      .on(t.paymentId)
      .where(sql`${t.paymentId} IS NOT NULL`),
    index('statement_lines_state_idx').on(t.matchState, t.occurredAt, t.id),
    // The payments matched to an entry (several may settle one: part payments, issue 36).
    index('statement_lines_income_idx')
      .on(t.incomeId, t.amount)
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
    /** Higher is likelier: its receipt named; same amount, same phone, fewer days apart. */
    score: integer('score').notNull(),
    /** receipt: the payment names the entry's receipt; amount: same amount, close in date. */
    kind: text('kind', { enum: RECON_SUGGESTION_KINDS }).notNull().default('amount'),
    reason: text('reason').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.lineId, t.incomeId] }),
    index('statement_suggestions_income_idx').on(t.incomeId),
  ],
);
