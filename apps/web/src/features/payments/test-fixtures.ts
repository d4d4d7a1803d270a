import type { Payment, PaymentOwed } from '@app/contract';

// Payment requests as the API answers them (GET /payments, /payment/:id, /payments/owed).

const PAYMENT_BASE = {
  id: 9,
  target: 'jobcard',
  targetId: 31,
  targetLabel: 'Job card CC-2025-000031',
  customerId: 7,
  customerName: 'Amina Nakato',
  amount: 350000,
  phone: '+256772123456',
  network: 'MTN',
  provider: 'mtn',
  note: 'Postnatal care, first week',
  state: 'Pending',
  reason: null,
  reference: '3f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  transactionId: null,
  incomeId: null,
  requestedByName: 'Amina Nakato',
  createdAt: '2026-11-20T07:00:00.000Z',
  expiresAt: '2026-11-20T07:15:00.000Z',
  finishedAt: null,
  timeline: [
    { at: '2026-11-20T07:00:00.000Z', event: 'requested', detail: null },
    { at: '2026-11-20T07:00:02.000Z', event: 'prompted', detail: 'MTN accepted the request' },
  ],
} satisfies Payment;

export const makePayment = (overrides: Partial<Payment> = {}): Payment => ({
  ...PAYMENT_BASE,
  ...overrides,
});

/** The same request, paid. */
export const paidPayment = (overrides: Partial<Payment> = {}): Payment =>
  makePayment({
    state: 'Successful',
    transactionId: 'MP261120.0700.A12345',
    incomeId: 88,
    finishedAt: '2026-11-20T07:01:00.000Z',
    timeline: [
      ...PAYMENT_BASE.timeline,
      { at: '2026-11-20T07:01:00.000Z', event: 'successful', detail: null },
    ],
    ...overrides,
  });

export const makeOwed = (overrides: Partial<PaymentOwed> = {}): PaymentOwed => ({
  targetLabel: 'Job card CC-2025-000031',
  customerId: 7,
  customerName: 'Amina Nakato',
  phone: '+256772123456',
  total: 500000,
  paid: 150000,
  owed: 350000,
  refusal: null,
  pending: null,
  ...overrides,
});
