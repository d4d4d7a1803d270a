import { z } from 'zod';
import { STATIONS } from './enums/finance.ts';
import { pageQuerySchema } from './envelope.ts';
import { dayField, idField, optionalText, requiredText } from './fields.ts';
import { MAX_BATCH_JOBS, PAYROLL_MESSAGES } from './payroll-messages.ts';
import { PROVIDER_OUTCOMES } from './payroll-safety.ts';
import { proofSummarySchema } from './visit-proof.ts';

// Nurse payroll (issue 25): completed, unpaid nurse jobs paid in batches:
// Draft -> Approved (by another ADMIN unless switched off) -> Exported as a
// bulk-payment file -> Paid or PartlyPaid, line by line or from the
// provider's result file.

export const PAYOUT_BATCH_STATES = [
  'Draft',
  'Approved',
  'Exported',
  'Paid',
  'PartlyPaid',
  'Cancelled',
] as const;
export type PayoutBatchState = (typeof PAYOUT_BATCH_STATES)[number];
export const PAYOUT_LINE_STATES = ['Pending', 'Paid', 'Failed'] as const;
export type PayoutLineState = (typeof PAYOUT_LINE_STATES)[number];
export const PAYOUT_CHANNELS = ['MTN', 'Airtel', 'Bank'] as const;
export type PayoutChannel = (typeof PAYOUT_CHANNELS)[number];
/** The export layouts: MTN MoMo bulk payment, Airtel Money bulk payment, bank transfer sheet. */
export const PAYOUT_EXPORT_FORMATS = ['mtn', 'airtel', 'bank'] as const;
export type PayoutExportFormat = (typeof PAYOUT_EXPORT_FORMATS)[number];
/** The channel a result file of each layout pays by. */
export const EXPORT_FORMAT_CHANNEL: Record<PayoutExportFormat, PayoutChannel> = {
  mtn: 'MTN',
  airtel: 'Airtel',
  bank: 'Bank',
};

/** Batches still holding their jobs and not yet settled. */
export const OPEN_BATCH_STATES = ['Draft', 'Approved', 'Exported'] as const;

/** A job with no ledger entry behind its receipt: its station filter value and label. */
export const NO_STATION = 'none';
export const NO_STATION_LABEL = 'No station';
export const PAYROLL_STATION_FILTERS = [...STATIONS, NO_STATION] as const;

export { MAX_BATCH_JOBS, PAYROLL_MESSAGES } from './payroll-messages.ts';
export * from './payroll-safety.ts';

const day = dayField();

/** GET /payroll/unpaid: period on the job's end date (Kampala), station or 'none'. */
export const unpaidQuerySchema = z.object({
  from: day.optional(),
  to: day.optional(),
  station: z.enum(PAYROLL_STATION_FILTERS).optional(),
});
export type UnpaidQuery = z.input<typeof unpaidQuerySchema>;

export const unpaidJobSchema = z.object({
  /** The nurse job's id: what a batch is drafted from. */
  id: z.number(),
  careCardNumber: z.string(),
  clientName: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  /** The job's duration. */
  days: z.number().int(),
  /** Daily rate, whole UGX. */
  rate: z.number().int(),
  amount: z.number().int(),
  /** The ledger station of the job card's receipt; null: "No station". */
  station: z.enum(STATIONS).nullable(),
  /** Issue 37: its days by proof, and what a batch pays (payAmount); open days keep it out of a batch. */
  proof: proofSummarySchema,
});
export type UnpaidJob = z.infer<typeof unpaidJobSchema>;

export const unpaidNurseSchema = z.object({
  nurseId: z.number(),
  name: z.string(),
  /** E.164: the mobile money number, or else the phone number. */
  msisdn: z.string(),
  /** True when msisdn is the nurse's mobile money number rather than the phone. */
  mobileMoney: z.boolean(),
  jobs: z.array(unpaidJobSchema),
  total: z.number().int(),
});
export type UnpaidNurse = z.infer<typeof unpaidNurseSchema>;

export const unpaidSchema = z.object({
  nurses: z.array(unpaidNurseSchema),
  jobCount: z.number().int(),
  total: z.number().int(),
});
export type Unpaid = z.infer<typeof unpaidSchema>;

/** POST /payroll/batches (Idempotency-Key honoured). */
export const batchCreateSchema = z.object({
  nurseJobIds: z
    .array(idField('No such nurse job'), { error: PAYROLL_MESSAGES.chooseJobs })
    .min(1, PAYROLL_MESSAGES.chooseJobs)
    .max(MAX_BATCH_JOBS, PAYROLL_MESSAGES.tooManyJobs)
    .refine((ids) => new Set(ids).size === ids.length, PAYROLL_MESSAGES.duplicateJobs),
  note: optionalText(500),
});
export type BatchCreate = z.input<typeof batchCreateSchema>;

/** GET /payroll/batches: newest first, { rows, count }. */
export const batchListQuerySchema = pageQuerySchema.extend({
  state: z.enum(PAYOUT_BATCH_STATES).optional(),
});
export type BatchListQuery = z.input<typeof batchListQuerySchema>;

export const batchSummarySchema = z.object({
  id: z.number(),
  number: z.string(),
  state: z.enum(PAYOUT_BATCH_STATES),
  total: z.number().int(),
  lineCount: z.number().int(),
  note: z.string().nullable(),
  draftedById: z.string().nullable(),
  draftedByName: z.string().nullable(),
  approvedById: z.string().nullable(),
  approvedByName: z.string().nullable(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  exportedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type BatchSummary = z.infer<typeof batchSummarySchema>;

export const batchListSchema = z.object({
  rows: z.array(batchSummarySchema),
  count: z.number().int(),
});
export type BatchList = z.infer<typeof batchListSchema>;

export const batchLineSchema = z.object({
  id: z.number(),
  nurseJobId: z.number(),
  nurseId: z.number(),
  nurseName: z.string(),
  msisdn: z.string(),
  careCardNumber: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  days: z.number().int(),
  rate: z.number().int(),
  amount: z.number().int(),
  state: z.enum(PAYOUT_LINE_STATES),
  /** What the exported file and the result file call this line: `<batch number>-<line id>`. */
  reference: z.string(),
  channel: z.enum(PAYOUT_CHANNELS).nullable(),
  /** Issue 36: the kind of file that first carried the line; a file of another kind leaves it out. */
  exportedAs: z.enum(PAYOUT_EXPORT_FORMATS).nullable(),
  providerTxnId: z.string().nullable(),
  failureReason: z.string().nullable(),
  paidAt: z.string().nullable(),
  paidByName: z.string().nullable(),
});
export type BatchLine = z.infer<typeof batchLineSchema>;

/** GET /payroll/batches/{id}: the batch, its lines, who drafted, approved, exported, cancelled. */
export const batchSchema = batchSummarySchema.extend({
  exportedByName: z.string().nullable(),
  cancelledByName: z.string().nullable(),
  /** Whether two ADMINs are needed: the service setting when asked, or when the batch was drafted. */
  twoApprovers: z.boolean(),
  /** Issue 36: why a batch was cancelled after its file was exported, and what the provider did. */
  cancelReason: z.string().nullable(),
  providerOutcome: z.enum(PROVIDER_OUTCOMES).nullable(),
  lines: z.array(batchLineSchema),
});
export type Batch = z.infer<typeof batchSchema>;

/** GET /payroll/batches/{id}/export?format=mtn|airtel|bank[&includeMismatched=true]: a CSV attachment. */
export const batchExportQuerySchema = z.object({
  format: z.enum(PAYOUT_EXPORT_FORMATS, {
    error: `format is one of ${PAYOUT_EXPORT_FORMATS.join(', ')}`,
  }),
  /**
   * Issue 36: an MTN file leaves out numbers of Airtel's prefixes and an
   * Airtel file MTN's (header x-payout-left-out names them) unless this is true.
   */
  includeMismatched: z
    .enum(['true', 'false'], { error: 'includeMismatched is true or false' })
    .optional()
    .transform((v) => v === 'true'),
});
export type BatchExportQuery = z.input<typeof batchExportQuerySchema>;

const txnId = requiredText(100, PAYROLL_MESSAGES.txnRequired);

/** POST /payroll/batches/{id}/lines/{lineId}/paid: paid with a txn id, or failed with a reason. */
export const linePaidSchema = z.discriminatedUnion(
  'paid',
  [
    z.object({
      paid: z.literal(true),
      channel: z.enum(PAYOUT_CHANNELS, { error: PAYROLL_MESSAGES.channelRequired }),
      providerTxnId: txnId,
    }),
    z.object({
      paid: z.literal(false),
      reason: requiredText(300, PAYROLL_MESSAGES.reasonRequired),
    }),
  ],
  { error: 'paid is true or false' },
);
export type LinePaid = z.input<typeof linePaidSchema>;

export const lineIdParam = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  lineId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** The largest result file taken, in characters: the API's 1 MB body limit (a 500-line file is ~50 KB). */
export const MAX_RESULT_FILE_CHARS = 1_000_000;

/** POST /payroll/batches/{id}/results: the provider's result file as CSV text. */
export const resultsImportSchema = z.object({
  format: z.enum(PAYOUT_EXPORT_FORMATS, {
    error: `format is one of ${PAYOUT_EXPORT_FORMATS.join(', ')}`,
  }),
  content: z
    .string({ error: PAYROLL_MESSAGES.resultsEmpty })
    .min(1, PAYROLL_MESSAGES.resultsEmpty)
    .max(MAX_RESULT_FILE_CHARS, 'The result file is too large'),
});
export type ResultsImport = z.input<typeof resultsImportSchema>;

export const resultsAnswerSchema = z.object({
  paid: z.number().int(),
  failed: z.number().int(),
  /** Rows whose reference names no line of this batch. */
  unknown: z.number().int(),
  /** Rows for lines already paid with the same transaction id: nothing done. */
  alreadyPaid: z.number().int(),
  /** Rows that were not applied and why (row 1 is the first row after the heading). */
  problems: z.array(
    z.object({ row: z.number().int(), reference: z.string(), problem: z.string() }),
  ),
  batch: batchSummarySchema,
});
export type ResultsAnswer = z.infer<typeof resultsAnswerSchema>;

/** GET /payroll/nurses/{id}/pay: the nurse's paid lines, newest first. */
export const nursePayItemSchema = z.object({
  lineId: z.number(),
  batchId: z.number(),
  batchNumber: z.string(),
  nurseJobId: z.number(),
  careCardNumber: z.string().nullable(),
  paidAt: z.string(),
  channel: z.enum(PAYOUT_CHANNELS).nullable(),
  providerTxnId: z.string().nullable(),
  reference: z.string(),
  amount: z.number().int(),
});
export type NursePayItem = z.infer<typeof nursePayItemSchema>;
export const nursePaySchema = z.object({
  rows: z.array(nursePayItemSchema),
  total: z.number().int(),
});
export type NursePay = z.infer<typeof nursePaySchema>;

/** GET /payroll/nurses/{id}/statement?from=&to=: a PDF; both dates required. */
export const statementQuerySchema = z
  .object({ from: dayField(), to: dayField() })
  .refine((q) => q.from <= q.to, {
    message: 'The end date is before the start date',
    path: ['to'],
  });
export type StatementQuery = z.input<typeof statementQuerySchema>;

/** GET/PATCH /payroll/settings. */
export const payrollSettingsSchema = z.object({ twoApprovers: z.boolean() });
export type PayrollSettings = z.infer<typeof payrollSettingsSchema>;
export const payrollSettingsUpdateSchema = z.object({
  twoApprovers: z.boolean({ error: 'twoApprovers is true or false' }),
});
export type PayrollSettingsUpdate = z.input<typeof payrollSettingsUpdateSchema>;

/** Reference of one line in files: `<batch number>-<line id>`. */
export const payoutReference = (batchNumber: string, lineId: number) => `${batchNumber}-${lineId}`;
