import { onTestFinished, vi } from 'vitest';
import type { Income } from '@app/contract';
import type { IncomePage } from './api/keys';

// Ledger entries as the API answers them (GET /income_trace, /user_income_trace/{id}).

/**
 * One entry, typed against the contract's answer: a field the contract adds
 * as optional (`nullish()`) is absent here, so it needs no change (ADR 032).
 */
const INCOME_BASE = {
  id: 501,
  txn_date: '2025-03-02',
  product: 'PREPARED MAMA',
  lead_source: 'Referral',
  station: 'Kikubo',
  payment_method: 'Mobile Money',
  status: 'Pending',
  amount: 250000,
  doc_id: 'RCT-000501',
  summary: null,
  user_id: 7,
  created_by: 'u1',
  User: {
    firstname: 'Amina',
    lastname: 'Nakato',
    phonenumber: '+256772123456',
    address: 'Ntinda, Nakawa Division, Kampala, Uganda',
  },
  createdAt: '2025-03-02T08:00:00.000Z',
  updatedAt: '2025-03-02T08:00:00.000Z',
} satisfies Income;

export const makeIncome = (overrides: Partial<Income> = {}): Income => ({
  ...INCOME_BASE,
  ...overrides,
});

/** A page answer; the totals add up the rows unless given. */
export function makeIncomePage(
  rows: Income[],
  count = rows.length,
  totals?: IncomePage['totals'],
): IncomePage {
  const byStatus = ['Paid', 'UnPaid', 'Pending']
    .map((status) => {
      const of = rows.filter((r) => r.status === status);
      return { status, count: of.length, amount: of.reduce((a, r) => a + r.amount, 0) };
    })
    .filter((t) => t.count > 0);
  return {
    rows,
    count,
    totals: totals ?? { amount: rows.reduce((a, r) => a + r.amount, 0), byStatus },
  };
}

/** Stubs the browser's file saving (jsdom has none); answers the name of the last saved file. */
export function captureDownloads(): () => string {
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = () => 'blob:download';
  URL.revokeObjectURL = () => {};
  onTestFinished(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  let saved = '';
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved = this.download;
  });
  return () => saved;
}
