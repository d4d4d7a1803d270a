import { expect, test } from '@playwright/test';
import { choose } from '../../support/records.ts';
import { DESKTOP } from '../../support/screens.ts';
import {
  chooseStatement,
  csvOf,
  importAndWait,
  kampala,
  keepingMapping,
  mappingSelect,
  openImportDialog,
  paymentCard,
  showList,
  ugx,
} from '../../support/recon.ts';
import { AIRTEL_HEADINGS, oddAmount, openReconciliation } from '../../support/recon-screen.ts';

// Mobile money reconciliation (issue 25): an Airtel Money statement imported
// twice, then an overlapping one, through Finance > Reconciliation; no payment
// is stored twice. The journey makes its own entries and statement lines
// (unique receipts and transaction IDs) dated now. The MTN import, matching,
// confirming and undoing are in reconciliation.spec.ts.

test.use({ viewport: DESKTOP });

test('an Airtel statement imported twice, then an overlapping one: no payment is stored twice', async ({
  page,
}) => {
  test.slow();
  const now = Date.now();
  const stamp = now.toString(36).toUpperCase();
  const when = kampala(now - 120_000);
  const day = when.day.split('-').reverse().join('/');
  const at = `${day} ${when.time.slice(0, 5)}`;
  const ids = ['1', '2', '3'].map((d) => `MP${stamp}.${d}.E2E`);
  const amounts = [oddAmount(13_001), oddAmount(26_003), oddAmount(39_005)];
  const row = (i: number) => [
    ids[i]!,
    at,
    `2567500${String(now).slice(-5)}`,
    'OKELLO E2E',
    String(amounts[i]),
    'school fees',
    'Credit',
  ];
  const first = csvOf([AIRTEL_HEADINGS, row(0), row(1)]);
  const overlapping = csvOf([AIRTEL_HEADINGS, row(0), row(1), row(2)]);

  await openReconciliation(page, when.month);
  await keepingMapping(page, 'Airtel', async () => {
    const imports: [string, string, Record<string, number>][] = [
      [`airtel-${stamp}.csv`, first, { Added: 2, 'Already imported': 0 }],
      [`airtel-${stamp}-again.csv`, first, { Added: 0, 'Already imported': 2 }],
      [`airtel-${stamp}-overlap.csv`, overlapping, { Added: 1, 'Already imported': 2 }],
    ];
    for (const [name, csv, expected] of imports) {
      const dialog = await openImportDialog(page);
      await choose(page, dialog, 'Provider', 'Airtel Money');
      await chooseStatement(dialog, name, csv);
      await expect(mappingSelect(dialog, 'Transaction ID')).toHaveText('Transaction ID');
      await expect(mappingSelect(dialog, 'Date and time')).toHaveText('Transaction Date');
      await expect(mappingSelect(dialog, "Payer's phone number")).toHaveText('Sender MSISDN');
      const counts = await importAndWait(dialog);
      expect(counts).toMatchObject({ ...expected, Rejected: 0, 'Money out, left out': 0 });
      const added = expected.Added!;
      await expect(
        dialog.getByText(`${name}: ${added} new ${added === 1 ? 'payment' : 'payments'} imported.`),
      ).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    }
  });

  // Airtel's unmatched payments: each of the three once (no entry has their amounts).
  await choose(page, page.getByRole('main'), 'Provider', 'Airtel Money', { exact: true });
  await expect(page).toHaveURL(/[?&]provider=Airtel\b/);
  await showList(page, 'Unmatched');
  for (const [i, id] of ids.entries()) {
    const card = paymentCard(page, id);
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(ugx(amounts[i]!));
    await expect(card).toContainText('Airtel Money');
    await expect(card.getByRole('button', { name: `Match ${id} to a receipt` })).toBeVisible();
  }
});
