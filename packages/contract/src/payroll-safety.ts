import { z } from 'zod';
import { PAYROLL_MESSAGES } from './payroll-messages.ts';

// Issue 36, "Money that cannot go wrong": what an exported batch's cancel
// says about the provider, and which mobile network a number belongs to.

/** Uganda's mobile prefixes (after +256 or 0): MTN 076, 077, 078; Airtel 070, 074, 075. */
export const MOBILE_NETWORK_PREFIXES = {
  MTN: ['76', '77', '78'],
  Airtel: ['70', '74', '75'],
} as const;
export type MobileNetwork = keyof typeof MOBILE_NETWORK_PREFIXES;

/** The network of a Ugandan mobile number (E.164 or 07...), or null for another or none. */
export function mobileNetworkOf(msisdn: string): MobileNetwork | null {
  const m = /^(?:\+?256|0)(7\d)\d{7}$/.exec(msisdn.replace(/[\s-]/g, ''));
  if (!m) return null;
  for (const network of ['MTN', 'Airtel'] as const)
    if ((MOBILE_NETWORK_PREFIXES[network] as readonly string[]).includes(m[1]!)) return network;
  return null;
}

/** The wallet network a payout file of this format pays into (none for the bank sheet). */
export const FORMAT_NETWORK: Record<'mtn' | 'airtel' | 'bank', MobileNetwork | null> = {
  mtn: 'MTN',
  airtel: 'Airtel',
  bank: null,
};

/** True when `msisdn` belongs to the other wallet network than the file's. */
export const mismatchedNumber = (format: 'mtn' | 'airtel' | 'bank', msisdn: string) => {
  const file = FORMAT_NETWORK[format];
  const network = mobileNetworkOf(msisdn);
  return file !== null && network !== null && network !== file;
};

/**
 * What the provider did with an exported batch's file, as the ADMIN who
 * cancels it says: nothing paid (never sent, whole file rejected) lets its
 * pending jobs go; some paid or not known keeps them held until the
 * provider's results are recorded on the batch.
 */
export const PROVIDER_OUTCOMES = [
  'not_sent',
  'rejected_whole_file',
  'some_paid',
  'unknown',
] as const;
export type ProviderOutcome = (typeof PROVIDER_OUTCOMES)[number];
export const PROVIDER_OUTCOME_LABEL: Record<ProviderOutcome, string> = {
  not_sent: 'The file was never sent to the provider',
  rejected_whole_file: 'The provider rejected the whole file: nobody was paid',
  some_paid: 'The provider paid some lines',
  unknown: 'Not known yet',
};
/** The outcomes that say nobody was paid from the file: its pending jobs may be batched again. */
export const NOTHING_PAID_OUTCOMES: readonly ProviderOutcome[] = [
  'not_sent',
  'rejected_whole_file',
];

/**
 * POST /payroll/batches/{id}/cancel. A Draft or Approved batch needs no
 * body; an Exported or Partly paid one (ADMIN only) needs the reason and
 * what the provider did.
 */
export const batchCancelSchema = z
  .object({
    reason: z
      .string({ error: PAYROLL_MESSAGES.cancelReasonRequired })
      .trim()
      .max(500, 'Max 500 characters')
      .nullish()
      .transform((v) => (v ? v : null)),
    providerOutcome: z
      .enum(PROVIDER_OUTCOMES, { error: PAYROLL_MESSAGES.providerOutcomeRequired })
      .nullish()
      .transform((v) => v ?? null),
  })
  .optional()
  .transform((v) => v ?? { reason: null, providerOutcome: null });
export type BatchCancel = z.input<typeof batchCancelSchema>;

/** The export's answer header naming the references of the lines left out of the file (comma-separated). */
export const PAYOUT_LEFT_OUT_HEADER = 'x-payout-left-out';
