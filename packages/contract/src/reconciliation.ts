import { z } from 'zod';
import { INCOME_PAY_STATUSES } from './enums/finance.ts';
import {
  RECON_FIELDS,
  RECON_IMPORT_STATES,
  RECON_MATCH_KINDS,
  RECON_MATCH_STATES,
  RECON_MAX_FILE_BYTES,
  RECON_PROVIDERS,
  RECON_SUGGESTION_KINDS,
  type ReconField,
} from './enums/reconciliation.ts';
import { pageQuerySchema } from './envelope.ts';
import { MAX_DB_INT, MAX_UGX, idField } from './fields.ts';
import { RECON_MESSAGES } from './reconciliation-messages.ts';

// Mobile money reconciliation (issue 25): MTN MoMo and Airtel Money statement
// exports imported, matched against the income ledger, confirmed by staff.

export * from './enums/reconciliation.ts';
export * from './reconciliation-messages.ts';

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
  status: optionalHeading,
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
  /**
   * Rows the import would leave out because the mapping's status column says
   * they are not a completed payment (FAILED, PENDING, REVERSED, or a word
   * not known as a success); 0 when no status column is mapped.
   */
  failedRows: z.number().int(),
  /** Those rows by status as written, most first (at most 10 words). */
  failedStatuses: z.array(z.object({ status: z.string(), rows: z.number().int() })),
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
  /** Rows whose status is not a completed payment (failed, pending, reversed...), left out. */
  failed: z.number().int(),
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
export const monthField = z
  .string({ error: MONTH_HINT })
  .regex(/^(?:19|20)\d{2}-(?:0[1-9]|1[0-2])$/, MONTH_HINT);

/** A ledger entry as reconciliation shows it. */
export const reconEntrySchema = z.object({
  /** Whole UGX of the payments matched to it (several lines may settle one entry). */
  matchedAmount: z.number(),
  /** amount - matchedAmount when positive: what is still owed. */
  owed: z.number(),
  /** matchedAmount - amount when positive: paid over. */
  overpaid: z.number(),
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
  /**
   * receipt: the payment names this entry's receipt number, but its amount or
   * date is not what the entry owes (an automatic match needs both);
   * amount: the same amount as the entry, close in date.
   */
  kind: z.enum(RECON_SUGGESTION_KINDS),
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
  /** The statement it came from; null for a payment taken by a prompt on her phone (issue 43). */
  importId: z.number().nullable(),
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
    /**
     * A payment that is not what the entry still owes is matched only with
     * this: the owed amount (whole UGX) the person saw when confirming it as
     * a part or over payment. Without it, or when the entry owes something
     * else by now (another payment was matched meanwhile), the match is 409;
     * the first 409's details.acceptOwed holds the amount to send back.
     */
    acceptOwed: z.number().int().min(0).max(MAX_UGX).optional(),
  })
  .refine((v) => (v.incomeId == null) !== (v.receipt == null), {
    message: RECON_MESSAGES.giveEntry,
    path: ['incomeId'],
  });
export type ReconMatchRequest = z.input<typeof reconMatchRequestSchema>;
