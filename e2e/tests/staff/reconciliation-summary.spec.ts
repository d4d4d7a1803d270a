import { expect, test, type Page } from '@playwright/test';
import { choose } from '../../support/records.ts';
import { DESKTOP, PHONE, expectAccessible } from '../../support/screens.ts';
import {
  chooseStatement,
  csvOf,
  expectNoSidewaysScroll,
  kampala,
  mappingSelect,
  monthBefore,
  monthLabel,
  openImportDialog,
  summaryOf,
  ugx,
  type ProviderFigures,
} from '../../support/recon.ts';
import { MTN_HEADINGS, mtnHandle, openReconciliation } from '../../support/recon-screen.ts';

// Mobile money reconciliation (issue 25): a month's summary as the API counts
// it, and the screen on a phone. The import journeys are in reconciliation.spec.ts.

test.use({ viewport: DESKTOP });

const shown = (row: ProviderFigures, key: 'received' | 'matched' | 'unmatched' | 'difference') =>
  key === 'difference'
    ? ugx(row.difference)
    : `${ugx(row[key].amount)} ${row[key].count} ${row[key].count === 1 ? 'payment' : 'payments'}`;

const FIGURES = [
  ['Received', 'received'],
  ['Matched', 'matched'],
  ['Unmatched', 'unmatched'],
  ['Difference', 'difference'],
] as const;

/** The summary table and chart of the month shown hold the API's summary of it. */
async function expectSummaryOf(page: Page, month: string) {
  const summary = await summaryOf(page, month);
  const section = page.getByRole('region', { name: `Summary of ${monthLabel(month)}` });
  const table = section.getByRole('table', { name: 'Reconciliation summary' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Figure',
    'MTN MoMo',
    'Airtel Money',
    'Total',
  ]);
  const [mtn, airtel] = summary.providers;
  expect(summary.providers.map((p) => p.provider)).toEqual(['MTN', 'Airtel']);
  for (const [label, key] of FIGURES) {
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
    const cells = (await row.getByRole('cell').allInnerTexts()).map((c) =>
      c.replace(/\s+/g, ' ').trim(),
    );
    expect(cells, `${label} of ${month}`).toEqual([
      shown(mtn!, key),
      shown(airtel!, key),
      shown(summary.total, key),
    ]);
  }
  // The figures add up: received is matched and unmatched; the difference is received less matched.
  for (const p of [mtn!, airtel!, summary.total]) {
    expect(p.received.amount).toBe(p.matched.amount + p.unmatched.amount);
    expect(p.received.count).toBe(p.matched.count + p.unmatched.count);
    expect(p.difference).toBe(p.received.amount - p.matched.amount);
  }
  expect(summary.total.received.amount).toBe(mtn!.received.amount + airtel!.received.amount);
  // The chart: a bar for each provider's figure, named with its amount.
  const chart = section.getByRole('group', { name: /^Bar chart: received, matched/ });
  for (const p of [mtn!, airtel!]) {
    const name = p.provider === 'MTN' ? 'MTN MoMo' : 'Airtel Money';
    await expect(
      chart.getByRole('img', { name: `${name} received: ${ugx(p.received.amount)}` }),
    ).toBeAttached();
    await expect(
      chart.getByRole('img', { name: `${name} difference: ${ugx(p.difference)}` }),
    ).toBeAttached();
  }
  await expect(section).toContainText(
    `Marked Paid by mobile money with no payment behind them: ${ugx(summary.unbacked.amount)} (${summary.unbacked.count} ${summary.unbacked.count === 1 ? 'entry' : 'entries'})`,
  );
  return summary;
}

test("the month's summary: received, matched, unmatched and difference as the API counts them", async ({
  page,
}) => {
  test.slow();
  const month = kampala(Date.now()).month;
  await openReconciliation(page, month);
  let thisMonth: ProviderFigures | undefined;
  // This month's figures move while other journeys import: read both again until they agree.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('table', { name: 'Reconciliation summary' })).toBeVisible({
      timeout: 10_000,
    });
    thisMonth = (await expectSummaryOf(page, month)).total;
  }).toPass({ timeout: 60_000, intervals: [1000, 2000, 5000] });

  // The month before, chosen in the Month select and kept in the URL.
  const before = monthBefore(month);
  await choose(page, page.getByRole('main'), 'Month', monthLabel(before), { exact: true });
  await expect(page).toHaveURL(new RegExp(`[?&]month=${before}\\b`));
  await expect(
    page.getByRole('heading', { name: `Summary of ${monthLabel(before)}` }),
  ).toBeVisible();
  let monthBefore_: ProviderFigures | undefined;
  await expect(async () => {
    monthBefore_ = (await expectSummaryOf(page, before)).total;
  }).toPass({ timeout: 30_000 });
  // The demo's statement lines of the last 30 days, in these two months: some matched, some not.
  const both = [thisMonth!, monthBefore_!];
  expect(both.reduce((n, t) => n + t.matched.count, 0)).toBeGreaterThan(0);
  expect(both.reduce((n, t) => n + t.unmatched.count, 0)).toBeGreaterThan(0);
});

test('on a phone, the reconciliation screen and the import dialog need no sideways scroll', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  const now = Date.now();
  const month = kampala(now).month;
  await openReconciliation(page, month);
  const summary = page.getByRole('region', { name: `Summary of ${monthLabel(month)}` });
  // On a phone the summary is a block a provider, not the table.
  await expect(summary.getByRole('region', { name: 'Summary: Total' })).toBeVisible();
  await expect(summary.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Matched payments' })).toBeVisible();
  await expectNoSidewaysScroll(page, null, 'reconciliation at 390 px');
  await expectAccessible(page, 'reconciliation at 390 px');

  // The dialog fills the screen; a wide statement scrolls inside its preview's box.
  const dialog = await openImportDialog(page);
  const wide = csvOf([
    [...MTN_HEADINGS, 'Balance', 'Currency', 'Channel', 'Status'],
    [
      `9${String(now).slice(-9)}1`,
      `${kampala(now).day} 09:15:00`,
      mtnHandle('+256772123456'),
      'A PAYER WITH A VERY LONG NAME INDEED',
      '150000',
      'A long message about the care of mama and baby for the whole week',
      'Payment received',
      '1,250,000',
      'UGX',
      'USSD',
      'Successful',
    ],
  ]);
  await chooseStatement(dialog, `wide-${now}.csv`, wide);
  await expect(mappingSelect(dialog, 'Transaction ID')).toHaveText('Id');
  await expectNoSidewaysScroll(page, dialog, 'the import dialog at 390 px');
  await expectAccessible(page, 'the import dialog at 390 px');
  // Cancel: nothing was stored.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
