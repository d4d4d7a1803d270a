import { expect, test } from '@playwright/test';
import { choose } from '../../support/records.ts';
import { DESKTOP } from '../../support/screens.ts';
import {
  apiGet,
  chooseStatement,
  csvOf,
  importAndWait,
  kampala,
  keepingMapping,
  mappingSelect,
  openImportDialog,
} from '../../support/recon.ts';
import { mtnHandle, oddAmount, openReconciliation } from '../../support/recon-screen.ts';

// Issue 36: a statement row whose status is FAILED (MTN and Airtel exports
// carry a Status column) is shown in the preview, counted there as left out
// before anything is stored, and is not money received.

test.use({ viewport: DESKTOP });

const HEADINGS = ['Id', 'Date', 'Status', 'From', 'From Name', 'Amount', 'Note/Message', 'Type'];

test('an MTN statement with a FAILED row: the preview says 1 failed row is left out, the import leaves it out', async ({
  page,
}) => {
  test.slow();
  const now = Date.now();
  const when = kampala(now - 90_000);
  const at = `${when.day} ${when.time}`;
  const base = `8${String(now).slice(-9)}`;
  const amounts = [oddAmount(17_003), oddAmount(29_011), oddAmount(41_017), oddAmount(53_021)];
  const statuses = ['SUCCESSFUL', 'FAILED', 'SUCCESSFUL', 'SUCCESSFUL'];
  const fileName = `momo-failed-${now.toString(36)}.csv`;
  const csv = csvOf([
    HEADINGS,
    ...amounts.map((amount, i) => [
      `${base}${i}`,
      at,
      statuses[i]!,
      mtnHandle(`+2567724${String(now).slice(-5)}`),
      'FAILED ROW E2E',
      String(amount),
      'school fees',
      'Payment received',
    ]),
  ]);

  await openReconciliation(page, when.month);
  await keepingMapping(page, 'MTN', async () => {
    const dialog = await openImportDialog(page);
    await choose(page, dialog, 'Provider', 'MTN MoMo');
    const preview = await chooseStatement(dialog, fileName, csv);

    // Shown as written, the Status column mapped, and the failed row counted before Import.
    await expect(dialog.getByText('4 rows in the file.')).toBeVisible();
    await expect(preview.getByRole('row').nth(2)).toContainText('FAILED');
    await expect(mappingSelect(dialog, 'Status')).toHaveText('Status');
    await expect(dialog.getByText(/1 failed row left out \(FAILED: 1\)/)).toBeVisible();

    const counts = await importAndWait(dialog);
    expect(counts).toMatchObject({
      Added: 3,
      Rejected: 0,
      'Failed or reversed, left out': 1,
    });
    await expect(
      dialog.getByText(`${fileName}: 3 new payments imported. 1 failed row left out.`),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  // Stored (and so in Received): the three completed payments, never the failed one.
  const lines = await apiGet<{ rows: { transactionId: string; amount: number }[] }>(
    page,
    '/reconciliation/lines',
    { month: when.month, provider: 'MTN', limit: '100' },
  );
  const ours = lines.rows.filter((l) => l.transactionId.startsWith(base));
  expect(ours.map((l) => l.transactionId).sort()).toEqual([`${base}0`, `${base}2`, `${base}3`]);
});
