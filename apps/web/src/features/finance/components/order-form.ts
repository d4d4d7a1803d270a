import { FINANCE_MESSAGES, formatIsoDate, incomeFormSchema, type Income } from '@app/contract';
import { isApiError } from '../../../lib/api-client';
import type { IncomeCreateBody } from '../api/create-income';
import type { IncomeUpdateBody } from '../api/update-income';

/** What the order form holds: text as typed, '' for an unchosen option, null for no customer. */
export type OrderFormValues = {
  user_id: number | null;
  txn_date: string;
  product: string;
  lead_source: string;
  station: string;
  payment_method: string;
  status: string;
  amount: string;
  doc_id: string;
  summary: string;
};

export const ORDER_FIELDS = [
  'user_id',
  'txn_date',
  'product',
  'lead_source',
  'station',
  'payment_method',
  'status',
  'amount',
  'doc_id',
  'summary',
] as const satisfies readonly (keyof OrderFormValues)[];

/** A new order: today's date in Uganda, the customer when the form is opened from one. */
export const emptyOrderForm = (customerId: number | null, today = new Date()): OrderFormValues => ({
  user_id: customerId,
  txn_date: formatIsoDate(today),
  product: '',
  lead_source: '',
  station: '',
  payment_method: '',
  status: '',
  amount: '',
  doc_id: '',
  summary: '',
});

const withSeparators = (n: number) => n.toLocaleString('en-US');

/** The form filled with an entry, for editing. */
export function orderFormFrom(order: Income): OrderFormValues {
  return {
    user_id: order.user_id,
    txn_date: order.txn_date,
    product: order.product,
    lead_source: order.lead_source,
    station: order.station,
    payment_method: order.payment_method,
    status: order.status,
    amount: withSeparators(order.amount),
    doc_id: order.doc_id,
    summary: order.summary ?? '',
  };
}

/**
 * Amount input (ruling 11): digits and commas get their thousands separators
 * as typed; anything else (a fraction, letters) is left for the check to explain.
 */
export function formatAmountInput(typed: string): string {
  if (!/^[\d,\s]*$/.test(typed)) return typed;
  const digits = typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return digits && Number.isSafeInteger(Number(digits)) ? withSeparators(Number(digits)) : digits;
}

/**
 * The fields as the contract reads them (amount a whole number); an optional
 * one left empty (null) is left out, which the API reads as none, so the body
 * names only what was filled in.
 */
const filledFields = (values: OrderFormValues) =>
  Object.fromEntries(
    Object.entries(incomeFormSchema.parse(values)).filter(([, value]) => value !== null),
  ) as IncomeCreateBody;

/** POST /income_trace body: the fields filled in. */
export function orderCreateBody(values: OrderFormValues): IncomeCreateBody {
  return filledFields(values);
}

/** PUT /income_trace/{id} body: the fields and the version last seen (a stale one answers 409). */
export function orderUpdateBody(values: OrderFormValues, order: Income): IncomeUpdateBody {
  return { ...filledFields(values), updatedAt: order.updatedAt };
}

/** The server's field messages of a failed save: a duplicate receipt, or a 400's details. */
export function serverFieldErrors(
  error: unknown,
  docId: string,
): Array<[keyof OrderFormValues, string]> {
  if (!isApiError(error)) return [];
  if (error.status === 409 && error.message === FINANCE_MESSAGES.duplicate(docId.trim())) {
    return [['doc_id', error.message]];
  }
  return Object.entries(error.details ?? {}).filter(
    (entry): entry is [keyof OrderFormValues, string] =>
      (ORDER_FIELDS as readonly string[]).includes(entry[0]),
  );
}

/** 'An error occurred, please try again: <the server's reason>' (the reason when it has one). */
export function orderFailureMessage(error: unknown): string {
  const prefix = FINANCE_MESSAGES.failed;
  const reason = error instanceof Error ? error.message.trim() : '';
  return reason && reason !== prefix ? `${prefix}: ${reason}` : prefix;
}
