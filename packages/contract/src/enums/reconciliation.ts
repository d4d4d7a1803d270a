// Mobile money reconciliation's lists and limits (issue 25).

export const RECON_PROVIDERS = ['MTN', 'Airtel'] as const;
export type ReconProvider = (typeof RECON_PROVIDERS)[number];
export const RECON_PROVIDER_LABELS: Record<ReconProvider, string> = {
  MTN: 'MTN MoMo',
  Airtel: 'Airtel Money',
};

export const RECON_IMPORT_STATES = ['Queued', 'Importing', 'Matching', 'Done', 'Failed'] as const;
export type ReconImportState = (typeof RECON_IMPORT_STATES)[number];
export const RECON_MATCH_STATES = ['Unmatched', 'Suggested', 'Matched'] as const;
export type ReconMatchState = (typeof RECON_MATCH_STATES)[number];
/**
 * exact: the receipt number or reference named the entry; confirmed: staff
 * chose it; prompt: she paid it by a prompt on her phone (issue 43), taken
 * from the provider before any statement.
 */
export const RECON_MATCH_KINDS = ['exact', 'confirmed', 'prompt'] as const;
export type ReconMatchKind = (typeof RECON_MATCH_KINDS)[number];

/** The ledger's payment methods that are mobile money (the "unbacked" list looks at these). */
export const MOBILE_MONEY_METHODS = ['Mobile Money', 'Airtel Account'] as const;

/** The statement fields we read; the mapping names the column that holds each. */
export const RECON_FIELDS = [
  'transaction_id',
  'occurred_at',
  'amount',
  'phone',
  'payer_name',
  'reference',
  'direction',
  'status',
] as const;
export type ReconField = (typeof RECON_FIELDS)[number];
export const RECON_REQUIRED_FIELDS = ['transaction_id', 'occurred_at', 'amount'] as const;
export const RECON_FIELD_LABELS: Record<ReconField, string> = {
  transaction_id: 'Transaction ID',
  occurred_at: 'Date and time',
  amount: 'Amount (UGX)',
  phone: "Payer's phone number",
  payer_name: "Payer's name",
  reference: 'Reference / message (receipt number)',
  direction: 'Type (money in or out)',
  status: 'Status (completed or failed)',
};

/** A statement of 50,000 lines is about 5 MB; the import route takes up to 25 MB. */
export const RECON_MAX_FILE_BYTES = 25 * 1024 * 1024;
/**
 * Lines a statement may have (the heading and blank lines included): a
 * month of a busy account is tens of thousands; a bigger file is refused
 * before it is stored, and read no further than this.
 */
export const RECON_MAX_ROWS = 200_000;
/** How many rows the preview shows. */
export const RECON_PREVIEW_ROWS = 10;
/** How many rejected rows an import keeps, with their row numbers. */
export const RECON_MAX_ERRORS = 100;
/** Days either side of a payment's Kampala date in which a ledger entry may be suggested. */
export const RECON_DATE_WINDOW_DAYS = 3;
/**
 * A plausible date for a payment that names a receipt: from RECON_DATE_WINDOW_DAYS
 * before the entry's date to this many days after it. Outside it, or for
 * another amount, the match is only suggested.
 */
export const RECON_LATE_PAYMENT_DAYS = 60;
/** Why an entry is suggested: its receipt is named, or its amount and date fit. */
export const RECON_SUGGESTION_KINDS = ['receipt', 'amount'] as const;
export type ReconSuggestionKind = (typeof RECON_SUGGESTION_KINDS)[number];
