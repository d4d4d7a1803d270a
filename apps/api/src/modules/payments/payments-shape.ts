import { PAYMENT_PROVIDER_LABELS, type Payment, type PaymentProvider } from '@app/contract';
import type { Actor } from '../../platform/audit.ts';
import type { PaymentRow } from './payments.repo.ts';

// Issue 43: a payment request as the API answers it, and who the books name
// when no one at the desk typed it.

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A request as the API answers it. */
export const toPayment = (r: PaymentRow): Payment => ({
  id: r.id,
  target: r.target,
  targetId: r.targetId,
  targetLabel: r.label,
  customerId: r.customerId,
  customerName: r.customerName,
  amount: r.amount,
  phone: r.phone,
  network: r.network,
  provider: r.provider,
  note: r.note,
  state: r.state,
  reason: r.reason,
  reference: r.reference,
  transactionId: r.transactionId,
  incomeId: r.incomeId,
  requestedByName: r.requestedByName,
  createdAt: r.createdAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
  finishedAt: iso(r.finishedAt),
  timeline: r.timeline,
});

/** The provider's own actor in the books (audit): a payment no one at the desk typed. */
export const providerActor = (p: PaymentProvider): Actor => ({
  id: null,
  email: PAYMENT_PROVIDER_LABELS[p],
});
