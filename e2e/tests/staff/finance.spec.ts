import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { typeDate } from '../../support/dates.ts';
import { choose } from '../../support/records.ts';

test('an order recorded, found by receipt number, corrected to Paid and exported', async ({
  page,
}) => {
  // A journey through the ledger, the form twice and a download.
  test.slow();
  // Letters only after the prefix: the search also reads 3+ digits of a term as a phone number.
  const stamp = Date.now().toString(36).toUpperCase();
  const receipt = `RCT-E2E-${stamp.replace(/\d/g, (d) => 'QRSTUVWXYZ'[Number(d)] ?? 'Q')}`;

  // Add Order, for a seeded customer found with the form's customer search.
  await page.goto('/finance/list');
  const ledger = page.getByRole('table', { name: 'Income trace' });
  await expect(ledger.getByRole('row')).toHaveCount(11);
  await page.getByRole('button', { name: 'Add income entry' }).click();
  const form = page.getByRole('dialog', { name: 'Add Order' });
  await form.getByRole('combobox', { name: 'Customer', exact: true }).fill('Nak');
  const customer = page.getByRole('option').filter({ hasText: ' · ' }).first();
  await expect(customer).toBeVisible();
  const customerName = (await customer.innerText()).split(' · ')[0] ?? '';
  await customer.click();
  await typeDate(form, 'Order date', '02-03-2026');
  await form.getByRole('textbox', { name: 'Amount (UGX)' }).fill('450000');
  await expect(form.getByRole('textbox', { name: 'Amount (UGX)' })).toHaveValue('450,000');
  await choose(page, form, 'Product', 'Postnatal care', { exact: true });
  await choose(page, form, 'Lead source', 'Referral', { exact: true });
  await choose(page, form, 'Station', 'Mutungo', { exact: true });
  await choose(page, form, 'Payment method', 'Mobile Money', { exact: true });
  await choose(page, form, 'Payment status', 'Pending', { exact: true });
  await form.getByRole('textbox', { name: 'Receipt number' }).fill(receipt);
  await form.getByRole('textbox', { name: 'Narration' }).fill('Recorded by the e2e journey');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Order successfully created')).toBeVisible();
  await expect(form).toBeHidden();

  // Find it with the top-bar search by its receipt number.
  await page.getByLabel('Search Finance').fill(receipt);
  await expect(page.getByText(`Entries matching “${receipt}”`)).toBeVisible();
  const row = ledger.getByRole('row', { name: new RegExp(receipt) });
  await expect(row).toBeVisible();
  await expect(ledger.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('02-03-2026');
  await expect(row).toContainText(customerName);
  await expect(row).toContainText('UGX 450,000');
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();

  // Manage > Edit: from Pending to Paid.
  await row.getByRole('button', { name: `Edit ${receipt}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit Order ${receipt}` });
  await expect(edit.getByRole('combobox', { name: 'Customer', exact: true })).toHaveValue(
    new RegExp(`^${customerName} · `),
  );
  await choose(page, edit, 'Payment status', 'Paid', { exact: true });
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Order successfully updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();

  // Filter on Paid (kept in the URL) and export what is shown.
  const filters = page.getByRole('group', { name: 'Filters' });
  await choose(page, filters, 'Status', 'Paid', { exact: true });
  await expect(page).toHaveURL(/[?&]status=Paid\b/);
  await expect(row).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^income-trace-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  expect(lines[0]).toBe(
    'Date,User id,Customer,Phone number,Address,Receipt No,Product,Station,Source,Amount,Pay Method,Status,Narration',
  );
  const mine = lines.filter((line) => line.includes(receipt));
  expect(mine).toHaveLength(1);
  expect(mine[0]).toContain(',450000,Mobile Money,Paid,');
  expect(lines.filter((line) => line.trim() !== '')).toHaveLength(2);
});
