import { z } from 'zod';
import { INCOME_PAY_STATUSES } from './enums/finance.ts';
import {
  RECON_FIELDS,
  RECON_FIELD_LABELS,
  RECON_IMPORT_STATES,
  RECON_MATCH_KINDS,
  RECON_MATCH_STATES,
  RECON_MAX_FILE_BYTES,
  RECON_PROVIDERS,
  type ReconField,
} from './enums/reconciliation.ts';
import { pageQuerySchema } from './envelope.ts';
import { MAX_DB_INT, idField } from './fields.ts';

// Mobile money reconciliation (issue 25): MTN MoMo and Airtel Money statement
// exports imported, matched against the income ledger, confirmed by staff.

export * from './enums/reconciliation.ts';

export const RECON_MESSAGES = {
  emptyFile: 'The file is empty',
  notCsv: 'The file could not be read as CSV',
  noHeadings: 'The file has no heading row',
  fileTooLarge: 'The file is too large (at most 25 MB)',
  chooseColumn: (field: ReconField) => `Choose the column that holds: ${RECON_FIELD_LABELS[field]}`,
  columnNotInFile: (heading: string) => `The file has no column "${heading}"`,
  mappingSaved: 'Columns remembered',
  importQueued: 'Statement uploaded; importing',
  importNotFound: 'Statement import not found',
  lineNotFound: 'Statement line not found',
  entryNotFound: 'Ledger entry not found',
  receiptNotFound: (receipt: string) => `No ledger entry has receipt number ${receipt}`,
  giveEntry: 'Give the ledger entry (incomeId) or its receipt number',
  entryTaken: 'This ledger entry is already matched to another payment',
  lineMatched: 'This payment is already matched; undo the match first',
  lineNotMatched: 'This payment is not matched',
  matched: 'Payment matched; the entry is marked Paid',
  unmatched: 'Match undone; the entry has its previous status back',
  // Row errors in an import, each with its row number (the heading row is row 1).
  rowAmount: 'Amount must be whole UGX (no fraction, not negative)',
  rowDate: 'Date and time not understood',
  rowTxnId: 'Transaction ID missing',
  rowDuplicateInFile: 'The same transaction ID appears earlier in this file',
} as const;

const heading = z.string().trim().min(1).max(200);
const optionalHeading = heading.nullish().transform((v) => v ?? null);

/** Which column holds which field. The three required ones must be named. */
export const reconMappingSchema = z.object({
  transaction_id: z
    .string({ error: RECON_MESSAGES.chooseColumn('transaction_id') })
    .trim()
    .min(1, RECON_MESSAGES.chooseColumn('transaction_id'))
    .max(200),
  occurred_at: z
    .string({ error: RECON_MESSAGES.chooseColumn('occurred_at') })
    .trim()
    .min(1, RECON_MESSAGES.chooseColumn('occurred_at'))
    .max(200),
  amount: z
    .string({ error: RECON_MESSAGES.chooseColumn('amount') })
    .trim()
    .min(1, RECON_MESSAGES.chooseColumn('amount'))
    .max(200),
  phone: optionalHeading,
  payer_name: optionalHeading,
  reference: optionalHeading,
  direction: optionalHeading,
});
export type ReconMapping = z.infer<typeof reconMappingSchema>;
export type ReconMappingInput = z.input<typeof reconMappingSchema>;

/** A mapping as guessed or remembered: any field may be unknown (null). */
export const reconPartialMappingSchema = z.object(
  Object.fromEntries(RECON_FIELDS.map((f) => [f, z.string().nullable()])) as Record<
    ReconField,
    z.ZodNullable<z.ZodString>
  >,
);
export type ReconPartialMapping = z.infer<typeof reconPartialMappingSchema>;

const provider = z.enum(RECON_PROVIDERS, {
  error: `provider is one of ${RECON_PROVIDERS.join(', ')}`,
});
export const reconProviderParam = z.object({ provider });

const fileFields = {
  provider,
  fileName: z.string({ error: 'fileName is required' }).trim().min(1).max(255),
  content: z
    .string({ error: RECON_MESSAGES.emptyFile })
    .min(1, RECON_MESSAGES.emptyFile)
    .max(RECON_MAX_FILE_BYTES, RECON_MESSAGES.fileTooLarge),
};

/** POST /reconciliation/preview: read the file, store nothing. */
export const reconPreviewRequestSchema = z.object(fileFields);
export type ReconPreviewRequest = z.input<typeof reconPreviewRequestSchema>;

export const reconPreviewSchema = z.object({
  provider: z.enum(RECON_PROVIDERS),
  headings: z.array(z.string()),
  /** The first RECON_PREVIEW_ROWS rows, as written, in the order of `headings`. */
  rows: z.array(z.array(z.string())),
  /** Data rows in the file (the heading row not counted). */
  totalRows: z.number().int(),
  mapping: reconPartialMappingSchema,
  /** remembered: the provider's saved mapping fits this file; guessed: from the headings. */
  mappingSource: z.enum(['remembered', 'guessed']),
  /** Required fields no column was found for. */
  missing: z.array(z.enum(RECON_FIELDS)),
});
export type ReconPreview = z.infer<typeof reconPreviewSchema>;

/** PUT /reconciliation/mappings/:provider. */
export const reconMappingUpdateSchema = z.object({ mapping: reconMappingSchema });
export type ReconMappingUpdate = z.input<typeof reconMappingUpdateSchema>;

/** GET /reconciliation/mappings/:provider: null mapping when none is remembered yet. */
export const reconSavedMappingSchema = z.object({
  provider: z.enum(RECON_PROVIDERS),
  mapping: reconPartialMappingSchema.nullable(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type ReconSavedMapping = z.infer<typeof reconSavedMappingSchema>;

/** POST /reconciliation/imports: answers 202 with the import, then polls GET imports/:id. */
export const reconImportRequestSchema = z.object({ ...fileFields, mapping: reconMappingSchema });
export type ReconImportRequest = z.input<typeof reconImportRequestSchema>;

export const reconImportSchema = z.object({
  id: z.number(),
  provider: z.enum(RECON_PROVIDERS),
  fileName: z.string(),
  state: z.enum(RECON_IMPORT_STATES),
  /** Data rows in the file; 0 until the job has read it. */
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  /** New statement lines stored. */
  added: z.number().int(),
  /** Lines already stored by an earlier import (same provider and transaction ID). */
  duplicates: z.number().int(),
  /** Rows refused (see errors). */
  rejected: z.number().int(),
  /** Money-out rows (payments we made), left out. */
  skipped: z.number().int(),
  /** Of the lines added: matched exactly, given suggestions. */
  matched: z.number().int(),
  suggested: z.number().int(),
  /** The first rejected rows; row 1 is the heading row. */
  errors: z.array(z.object({ row: z.number().int(), error: z.string() })),
  /** Why the import failed (state Failed). */
  failure: z.string().nullable(),
  uploadedByName: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ReconImport = z.infer<typeof reconImportSchema>;

export const reconImportPageSchema = z.object({
  rows: z.array(reconImportSchema),
  count: z.number(),
});
export type ReconImportPage = z.infer<typeof reconImportPageSchema>;

const MONTH_HINT = 'Use a month like 2026-11';
const monthField = z
  .string({ error: MONTH_HINT })
  .regex(/^(?:19|20)\d{2}-(?:0[1-9]|1[0-2])$/, MONTH_HINT);

/** A ledger entry as reconciliation shows it. */
export const reconEntrySchema = z.object({
  id: z.number(),
  /** The receipt number (doc_id). */
  receipt: z.string(),
  customerId: z.number(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  amount: z.number(),
  /** YYYY-MM-DD. */
  txnDate: z.string(),
  status: z.enum(INCOME_PAY_STATUSES),
  paymentMethod: z.string(),
});
export type ReconEntry = z.infer<typeof reconEntrySchema>;

export const reconSuggestionSchema = z.object({
  score: z.number().int(),
  /** Why, in words: 'same amount, same phone, 1 day apart'. */
  reason: z.string(),
  entry: reconEntrySchema,
});
export type ReconSuggestion = z.infer<typeof reconSuggestionSchema>;

/** GET /reconciliation/lines. */
export const reconLinesQuerySchema = pageQuerySchema.extend({
  state: z.enum(RECON_MATCH_STATES).optional(),
  month: monthField.optional(),
  provider: z.enum(RECON_PROVIDERS).optional(),
  importId: z.coerce.number().int().positive().max(MAX_DB_INT).optional(),
});
export type ReconLinesQuery = z.input<typeof reconLinesQuerySchema>;

export const reconLineSchema = z.object({
  id: z.number(),
  importId: z.number(),
  provider: z.enum(RECON_PROVIDERS),
  transactionId: z.string(),
  occurredAt: z.string(),
  amount: z.number(),
  phone: z.string().nullable(),
  payerName: z.string().nullable(),
  reference: z.string().nullable(),
  matchState: z.enum(RECON_MATCH_STATES),
  matchKind: z.enum(RECON_MATCH_KINDS).nullable(),
  matchedAt: z.string().nullable(),
  matchedByName: z.string().nullable(),
  /** The matched ledger entry (state Matched). */
  entry: reconEntrySchema.nullable(),
  /** Likeliest first (state Suggested); empty otherwise. */
  suggestions: z.array(reconSuggestionSchema),
});
export type ReconLine = z.infer<typeof reconLineSchema>;

export const reconLinePageSchema = z.object({ rows: z.array(reconLineSchema), count: z.number() });
export type ReconLinePage = z.infer<typeof reconLinePageSchema>;

/** POST /reconciliation/lines/:id/match: a ledger entry by id, or by receipt number. */
export const reconMatchRequestSchema = z
  .object({
    incomeId: idField(RECON_MESSAGES.giveEntry).optional(),
    receipt: z.string().trim().min(1).max(40).optional(),
  })
  .refine((v) => (v.incomeId == null) !== (v.receipt == null), {
    message: RECON_MESSAGES.giveEntry,
    path: ['incomeId'],
  });
export type ReconMatchRequest = z.input<typeof reconMatchRequestSchema>;

/**
 * GET /reconciliation/unbacked: Paid mobile money entries of the month with
 * no payment behind them (this month in Kampala when none is given).
 */
export const reconUnbackedQuerySchema = pageQuerySchema.extend({ month: monthField.optional() });
export type ReconUnbackedQuery = z.input<typeof reconUnbackedQuerySchema>;

export const reconUnbackedPageSchema = z.object({
  rows: z.array(reconEntrySchema),
  count: z.number(),
  /** Whole UGX of all of them (not only this page). */
  amount: z.number(),
});
export type ReconUnbackedPage = z.infer<typeof reconUnbackedPageSchema>;

/** GET /reconciliation/summary?month=YYYY-MM (this month in Kampala when none is given). */
export const reconSummaryQuerySchema = z.object({ month: monthField.optional() });
export type ReconSummaryQuery = z.input<typeof reconSummaryQuerySchema>;

const figure = z.object({ count: z.number().int(), amount: z.number() });

export const reconProviderSummarySchema = z.object({
  provider: z.enum(RECON_PROVIDERS),
  received: figure,
  matched: figure,
  /** Not matched, suggested ones included. */
  unmatched: figure,
  /** Of the unmatched: those with suggestions. */
  suggested: figure,
  /** received - matched, whole UGX. */
  difference: z.number(),
});
export type ReconProviderSummary = z.infer<typeof reconProviderSummarySchema>;

export const reconSummarySchema = z.object({
  month: z.string(),
  /** One row for each provider, in RECON_PROVIDERS order. */
  providers: z.array(reconProviderSummarySchema),
  total: reconProviderSummarySchema.omit({ provider: true }),
  /** Ledger entries of the month marked Paid by mobile money with no payment behind them. */
  unbacked: figure,
});
export type ReconSummary = z.infer<typeof reconSummarySchema>;
