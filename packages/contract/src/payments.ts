import { z } from 'zod';
import { pageQuerySchema } from './envelope.ts';
import { RECON_PROVIDERS, type ReconProvider } from './enums/reconciliation.ts';
import { DATE_PATTERN, idField, moneyField, optionalPhoneField } from './fields.ts';
import { normalizePhone } from './format.ts';

// Issue 43: customers pay by a prompt on their phone. Staff ask MTN MoMo or
// Airtel Money to "request to pay" an amount; her phone shows it and she
// confirms with her PIN; the books follow by themselves. Without a
// provider's keys the local stand-in takes the request, and staff accept or
// decline it "as the customer" from the payments list.

/** The networks a prompt goes through: the statement providers of reconciliation (issue 25). */
export const PAYMENT_NETWORKS = RECON_PROVIDERS;
export type PaymentNetwork = ReconProvider;

/** Uganda's mobile-money prefixes (after +256): MTN 76, 77, 78; Airtel 70, 74, 75. */
const NETWORK_PREFIXES: Record<string, PaymentNetwork> = {
  '76': 'MTN',
  '77': 'MTN',
  '78': 'MTN',
  '70': 'Airtel',
  '74': 'Airtel',
  '75': 'Airtel',
};

/** The network of a Ugandan mobile number (any spelling normalizePhone takes), or null. */
export function networkOf(phone: string | null | undefined): PaymentNetwork | null {
  const e164 = phone ? normalizePhone(phone) : undefined;
  return e164 ? (NETWORK_PREFIXES[e164.slice(4, 6)] ?? null) : null;
}

/** Who took the request: MTN's or Airtel's API, or the local stand-in (no keys). */
export const PAYMENT_PROVIDERS = ['mtn', 'airtel', 'stand-in'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The local stand-in's answer, given by staff as the customer. */
export const STAND_IN_DECISIONS = ['accepted', 'declined'] as const;
export type StandInDecision = (typeof STAND_IN_DECISIONS)[number];

/** What a request is for: a job card's invoice, a ledger entry, a booking, a shop order. */
export const PAYMENT_TARGETS = ['jobcard', 'income', 'booking', 'order'] as const;
export type PaymentTarget = (typeof PAYMENT_TARGETS)[number];
export const PAYMENT_TARGET_LABELS: Record<PaymentTarget, string> = {
  jobcard: 'Job card',
  income: 'Ledger entry',
  booking: 'Booking',
  order: 'Shop order',
};

/**
 * Pending: waiting on her phone. Successful: she paid (final). Failed: she
 * declined, had too little, or the provider refused (final; may be sent
 * again). Expired: no answer in time (may be sent again; a late payment
 * still counts).
 */
export const PAYMENT_STATES = ['Pending', 'Successful', 'Failed', 'Expired'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
/** The states after which the request may be sent again. */
export const PAYMENT_RETRY_STATES = ['Failed', 'Expired'] as const satisfies PaymentState[];

/** How long her phone may hold a prompt before the request is given up (a late payment is still taken). */
export const PAYMENT_EXPIRY_MINUTES = 15;
/** The note she sees on her phone. */
export const PAYMENT_NOTE_MAX = 60;

/** A request's timeline, as the payments list shows it. */
export const PAYMENT_EVENTS = [
  'requested',
  'prompted',
  'refused',
  'callback',
  'checked',
  'successful',
  'failed',
  'expired',
  'receipt',
] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];

export const PAYMENT_MESSAGES = {
  requested: 'The payment prompt was sent to her phone',
  notFound: 'Payment request not found',
  targetNotFound: 'Nothing to request payment for: it was not found',
  cancelled: 'This job card is cancelled: no payment can be requested on it',
  orderCancelled: 'This order is cancelled: no payment can be requested on it',
  nothingOwed: 'Nothing is owed on it: it is paid',
  noAmount: 'It has no amount to pay yet: enter its amount first',
  aboveOwed: (owed: string) => `At most what is still owed: ${owed}`,
  noPhone: 'She has no phone number: enter the number she pays from',
  network: 'Use an MTN (076, 077, 078) or Airtel (070, 074, 075) number',
  pending: 'A payment prompt for it is already waiting on her phone',
  notPending: 'This request is no longer waiting on her phone',
  notStandIn: 'Only a request taken by the local stand-in is answered here',
  unknownReference: 'No payment request has this reference',
  badKey: 'Unknown callback key',
  timeout: (provider: string) =>
    `${provider} did not answer in time: the prompt may not have reached her. We keep asking ${provider} and show the outcome here`,
  providerRefused: (provider: string, why: string) => `${provider} refused the request: ${why}`,
  accepted: 'Accepted as the customer: the payment is applied',
  declined: 'Declined as the customer',
} as const;

export const PAYMENT_PROVIDER_LABELS: Record<PaymentProvider, string> = {
  mtn: 'MTN MoMo',
  airtel: 'Airtel Money',
  'stand-in': 'Local stand-in',
};

/** POST /payments: an amount (all or part of what is owed) from her phone, with a note she sees. */
export const paymentRequestSchema = z.object({
  target: z.enum(PAYMENT_TARGETS, {
    error: `target is one of ${PAYMENT_TARGETS.join(', ')}`,
  }),
  targetId: idField(PAYMENT_MESSAGES.targetNotFound),
  amount: moneyField().refine((v) => v > 0, 'Enter an amount above 0'),
  /** Her number by default (the customer's phone). */
  phone: optionalPhoneField().refine((v) => v === null || networkOf(v) !== null, {
    message: PAYMENT_MESSAGES.network,
  }),
  note: z
    .string()
    .trim()
    .max(PAYMENT_NOTE_MAX, `Max ${PAYMENT_NOTE_MAX} characters`)
    .nullish()
    .transform((v) => v || null),
});
export type PaymentRequestInput = z.input<typeof paymentRequestSchema>;
export type PaymentRequestBody = z.output<typeof paymentRequestSchema>;

export const paymentEventSchema = z.object({
  at: z.string(),
  event: z.enum(PAYMENT_EVENTS),
  detail: z.string().nullable(),
});
export type PaymentEventEntry = z.infer<typeof paymentEventSchema>;

export const paymentSchema = z.object({
  id: z.number(),
  target: z.enum(PAYMENT_TARGETS),
  targetId: z.number(),
  /** What it is for, in words: "Job card CC-0012", "Ledger entry RCT-88", "Shop order 1042". */
  targetLabel: z.string(),
  customerId: z.number().nullable(),
  customerName: z.string().nullable(),
  amount: z.number(),
  phone: z.string(),
  network: z.enum(PAYMENT_NETWORKS),
  provider: z.enum(PAYMENT_PROVIDERS),
  note: z.string().nullable(),
  state: z.enum(PAYMENT_STATES),
  /** Why it failed or expired, in words. */
  reason: z.string().nullable(),
  /** Our reference sent to the provider (MTN's X-Reference-Id, Airtel's transaction id). */
  reference: z.string(),
  /** The provider's transaction id once she paid: the ledger's receipt number. */
  transactionId: z.string().nullable(),
  /** The ledger entry it paid (created, or the one it was for). */
  incomeId: z.number().nullable(),
  requestedByName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  finishedAt: z.string().nullable(),
  timeline: z.array(paymentEventSchema),
});
export type Payment = z.infer<typeof paymentSchema>;

const day = (name: string) =>
  z.string().regex(DATE_PATTERN, `${name} is a date like 2026-11-22`).optional();

/** GET /payments (and /payments/export): filters, newest first. */
export const paymentFilterSchema = z.object({
  state: z
    .enum(PAYMENT_STATES, { error: `state is one of ${PAYMENT_STATES.join(', ')}` })
    .optional(),
  network: z
    .enum(PAYMENT_NETWORKS, { error: `network is one of ${PAYMENT_NETWORKS.join(', ')}` })
    .optional(),
  target: z
    .enum(PAYMENT_TARGETS, { error: `target is one of ${PAYMENT_TARGETS.join(', ')}` })
    .optional(),
  targetId: idField().optional(),
  customerId: idField().optional(),
  from: day('from'),
  to: day('to'),
  /** A phone number, a reference or a transaction id (any part). */
  search: z.string().trim().max(100).optional(),
});
export type PaymentFilter = z.infer<typeof paymentFilterSchema>;
export const paymentsQuerySchema = pageQuerySchema.extend(paymentFilterSchema.shape);
export type PaymentsQuery = z.input<typeof paymentsQuerySchema>;
export const paymentPageSchema = z.object({ rows: z.array(paymentSchema), count: z.number() });

/** GET /payments/owed?target&targetId: what the request dialog starts from. */
export const paymentOwedQuerySchema = z.object({
  target: z.enum(PAYMENT_TARGETS, { error: `target is one of ${PAYMENT_TARGETS.join(', ')}` }),
  targetId: idField(PAYMENT_MESSAGES.targetNotFound),
});
export const paymentOwedSchema = z.object({
  targetLabel: z.string(),
  customerId: z.number().nullable(),
  customerName: z.string().nullable(),
  /** Her number (E.164), the dialog's default; null when she has none. */
  phone: z.string().nullable(),
  /** The whole amount (invoice, entry, booking, order) and what was paid of it. */
  total: z.number().nullable(),
  paid: z.number(),
  /** What may be requested now; 0 when paid (or nothing to pay yet). */
  owed: z.number(),
  /** Why nothing can be requested now, in words; null when a request may go. */
  refusal: z.string().nullable(),
  /** The request already waiting on her phone, if any. */
  pending: paymentSchema.nullable(),
});
export type PaymentOwed = z.infer<typeof paymentOwedSchema>;

/**
 * GET /admin/payments (ADMIN): which provider takes each network's prompts
 * (its keys set, or the local stand-in) and the callback address to give it
 * (null without PUBLIC_URL: the server then asks the provider by itself).
 */
export const paymentSettingsSchema = z.object({
  networks: z.array(
    z.object({
      network: z.enum(PAYMENT_NETWORKS),
      provider: z.enum(PAYMENT_PROVIDERS),
      callbackUrl: z.string().nullable(),
    }),
  ),
  /** PAYMENT_CALLBACK_KEY is set (else the key is derived from the app's secret). */
  keyConfigured: z.boolean(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
