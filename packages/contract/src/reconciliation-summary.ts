import { z } from 'zod';
import { RECON_PROVIDERS } from './enums/reconciliation.ts';
import { pageQuerySchema } from './envelope.ts';
import { monthField, reconEntrySchema } from './reconciliation.ts';

// A month of mobile money reconciliation (issues 25 and 36): the Paid
// entries no payment backs, and the figures by provider.

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
  /** Entries of the month paid in part by matched payments: how many, and UGX still owed. */
  shortfall: figure,
  /** Entries of the month whose matched payments are more than the entry: UGX over. */
  overpaid: figure,
});
export type ReconSummary = z.infer<typeof reconSummarySchema>;
