import { expect, type Page } from '@playwright/test';

// The reconciliation journeys' statement layouts and the screen's entry point (issue 25).

export const MTN_HEADINGS = ['Id', 'Date', 'From', 'From Name', 'Amount', 'Note/Message', 'Type'];
/** Which of MTN_HEADINGS holds which field (an upload through the API names them). */
export const MTN_MAPPING = {
  transaction_id: 'Id',
  occurred_at: 'Date',
  amount: 'Amount',
  phone: 'From',
  payer_name: 'From Name',
  reference: 'Note/Message',
  direction: 'Type',
};
export const AIRTEL_HEADINGS = [
  'Transaction ID',
  'Transaction Date',
  'Sender MSISDN',
  'Sender Name',
  'Amount',
  'Reference',
  'Transaction Type',
];

/** An amount no demo entry or payment has: not a round figure. */
export const oddAmount = (base: number) => base + (Date.now() % 997) * 7;

/** MTN writes the payer as a handle: 'FRI:256772123456/MSISDN'. */
export const mtnHandle = (e164: string) => `FRI:${e164.replace(/^\+/, '')}/MSISDN`;

export const RESULT_WORDS = [
  'Added',
  'Already imported',
  'Rejected',
  'Money out, left out',
  'Failed or reversed, left out',
  'Matched to a receipt',
  'With suggestions',
];

export async function openReconciliation(page: Page, month: string) {
  await page.goto(`/finance/reconciliation?month=${month}`);
  await expect(
    page.getByRole('heading', { name: 'Mobile money reconciliation', level: 2 }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Reconciliation', selected: true })).toBeVisible();
}
