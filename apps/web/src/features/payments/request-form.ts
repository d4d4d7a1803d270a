import {
  PAYMENT_MESSAGES,
  PAYMENT_PROVIDER_LABELS,
  formatPhone,
  formatUGX,
  networkOf,
  paymentRequestSchema,
  type PaymentNetwork,
  type PaymentOwed,
  type PaymentTarget,
} from '@app/contract';

/** What the request form holds: the text as typed (the schema reads it). */
export type RequestFormValues = {
  target: PaymentTarget;
  targetId: number;
  amount: string;
  phone: string;
  note: string;
};

export const REQUEST_FIELDS = ['amount', 'phone', 'note'] as const;

const withSeparators = (n: number) => n.toLocaleString('en-US');

/**
 * Amount input (whole UGX): digits and commas get their thousands separators
 * as typed; anything else (a fraction, letters) is left for the check to explain.
 */
export function formatAmountInput(typed: string): string {
  if (!/^[\d,\s]*$/.test(typed)) return typed;
  const digits = typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return digits && Number.isSafeInteger(Number(digits)) ? withSeparators(Number(digits)) : digits;
}

/** The form as it opens: all that is owed, from her own number, no note. */
export function requestDefaults(
  owed: PaymentOwed,
  target: PaymentTarget,
  targetId: number,
): RequestFormValues {
  return {
    target,
    targetId,
    amount: owed.owed > 0 ? withSeparators(owed.owed) : '',
    phone: owed.phone ?? '',
    note: '',
  };
}

/**
 * The contract's request schema, with what only this dialog knows: at most
 * what is still owed, and a number to ask when she has none on file (the API
 * says the same words).
 */
export function requestSchema(owed: PaymentOwed) {
  const { amount, phone } = paymentRequestSchema.shape;
  return paymentRequestSchema.extend({
    amount: amount.refine((v) => v <= owed.owed, PAYMENT_MESSAGES.aboveOwed(formatUGX(owed.owed))),
    phone: phone.refine((v) => v !== null || owed.phone !== null, PAYMENT_MESSAGES.noPhone),
  });
}

/** The provider's name for a network: 'MTN MoMo', 'Airtel Money'. */
const NETWORK_NAMES: Record<PaymentNetwork, string> = {
  MTN: PAYMENT_PROVIDER_LABELS.mtn,
  Airtel: PAYMENT_PROVIDER_LABELS.airtel,
};
export const networkName = (network: PaymentNetwork) => NETWORK_NAMES[network];

/** Under the phone field: the network its prefix names, or which numbers are taken. */
export function phoneHint(typed: string, herPhone: string | null): string {
  const phone = typed.trim() || herPhone;
  if (!phone) return PAYMENT_MESSAGES.noPhone;
  const network = networkOf(phone);
  if (!network) return PAYMENT_MESSAGES.network;
  const whose = typed.trim() ? '' : `Her number ${formatPhone(phone)}: `;
  return `${whose}${networkName(network)}`;
}
