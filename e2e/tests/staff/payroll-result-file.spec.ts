import { expect, test, type Page } from '@playwright/test';
import {
  batchOf,
  cancelBatch,
  draftBatch,
  nursePay,
  nurseWithUnpaidJobs,
  resultCounts,
  ugx,
  unpaidOf,
  type PayNurse,
} from '../../support/payroll.ts';
import { DESKTOP, PHONE, checkScreen } from '../../support/screens.ts';
import { asNewAdmin } from '../../support/accounts.ts';
import { exportFile, lineOf, phoneOf, summaryOf, tag } from '../../support/payroll-screen.ts';

// Nurse payroll (issue 25): a batch approved by another ADMIN and paid from
// the provider's result file, once only; and the Payroll screens on a phone.
// Each journey pays a nurse of its own, made through the API. The Payroll
// screen's batch, approval and line-by-line payment are in payroll.spec.ts.

test.use({ viewport: DESKTOP });
test.beforeEach(() => test.slow());

/** Uploads a result file in `layout` through the batch's dialog; answers the dialog. */
async function uploadResults(page: Page, layout: string, name: string, content: string) {
  await page.getByRole('button', { name: 'Upload result file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload result file' });
  await dialog.getByRole('combobox', { name: 'File layout' }).click();
  await page.getByRole('option', { name: layout, exact: true }).click();
  await dialog.getByLabel('Result file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(content, 'utf8'),
  });
  await expect(dialog.getByText(name)).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload' }).click();
  return dialog;
}

test("another ADMIN approves; the provider's result file marks lines paid, and the same file again pays nothing twice", async ({
  page,
  browser,
}) => {
  const nurse = await nurseWithUnpaidJobs(page, `Res${tag()}`, phoneOf('0752'), [
    { days: 4, rate: 40_000 },
    { days: 1, rate: 60_000 },
  ]);
  const [first, second] = nurse.jobs as [PayNurse['jobs'][0], PayNurse['jobs'][0]];
  const total = first.amount + second.amount;

  // All her jobs at once, by her own box.
  await page.goto('/finance/payroll');
  const mine = page.getByRole('listitem', { name: nurse.name, exact: true });
  await mine.getByRole('checkbox', { name: `All jobs of ${nurse.name}` }).check();
  const selected = page.getByRole('region', { name: 'Selected jobs' });
  await expect(selected).toContainText(`Selected: 2 jobs · ${ugx(total)}`);
  await selected.getByRole('button', { name: 'Create batch' }).click();
  await page
    .getByRole('dialog', { name: 'Create payout batch' })
    .getByRole('button', { name: 'Create batch' })
    .click();
  await expect(page).toHaveURL(/\/finance\/payroll\/batches\/\d+$/);
  const batch = await batchOf(page, Number(page.url().split('/').at(-1)));
  const summary = summaryOf(page, batch);
  await expect(summary.getByText('Draft', { exact: true })).toBeVisible();

  // A second ADMIN signs in and approves it: two people for money out.
  const approver = await asNewAdmin(page, browser, 'Ben Okot', async (other) => {
    await other.goto(`/finance/payroll/batches/${batch.id}`);
    const theirs = summaryOf(other, batch);
    await expect(theirs).toContainText('Approve it to export the payment files.');
    await theirs.getByRole('button', { name: 'Approve' }).click();
    await expect(other.getByText(`Payout batch ${batch.number} approved`)).toBeVisible();
  });
  await page.reload();
  await expect(summary.getByText('Approved', { exact: true })).toBeVisible();
  await expect(summary).toContainText(approver.name);

  // The Airtel Money file: its references come back in the provider's result file.
  const file = await exportFile(page, 'Airtel Money');
  expect(file.name).toBe(`${batch.number}-airtel.csv`);
  const [header, ...rows] = file.records;
  expect(header).toEqual(['MSISDN', 'Amount', 'Name', 'Reference']);
  expect(rows.reduce((sum, r) => sum + Number(r[1]), 0)).toBe(total);
  await expect(summary.getByText('Exported', { exact: true })).toBeVisible();
  const refOf = (amount: number) => rows.find((r) => Number(r[1]) === amount)![3]!;

  // The first result file: her first job paid, and a row of no line of this batch.
  const txnA = `AM${Date.now()}A`;
  const results = [
    'Transaction ID,Reference,Amount,Status,Reason',
    `${txnA},${refOf(first.amount)},${first.amount},SUCCESSFUL,`,
    `AM${Date.now()}Z,PB-2000-000001-5,1000,SUCCESSFUL,`,
  ].join('\r\n');
  let dialog = await uploadResults(page, 'Airtel Money', 'airtel-results-1.csv', results);
  expect(await resultCounts(dialog)).toEqual({
    Paid: 1,
    Failed: 0,
    'Unknown references': 1,
    'Already paid': 0,
  });
  await expect(dialog.getByRole('list', { name: 'Rows not applied' })).toContainText(
    'Row 2 (PB-2000-000001-5)',
  );
  await expect(page.getByText('1 paid, 0 failed')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(summary.getByText('Partly paid', { exact: true })).toBeVisible();
  await expect(lineOf(page, nurse, first.card)).toContainText(`Airtel Money ${txnA}`);
  await expect(
    lineOf(page, nurse, second.card).getByText('Pending', { exact: true }),
  ).toBeVisible();

  // The same file again: already paid, nothing paid twice.
  dialog = await uploadResults(page, 'Airtel Money', 'airtel-results-1.csv', results);
  expect(await resultCounts(dialog)).toEqual({
    Paid: 0,
    Failed: 0,
    'Unknown references': 1,
    'Already paid': 1,
  });
  await dialog.getByRole('button', { name: 'Close' }).click();
  const once = await nursePay(page, nurse.id);
  expect(once.rows.map((r) => r.providerTxnId)).toEqual([txnA]);
  expect(once.total).toBe(first.amount);

  // The second job's result: the batch is Paid and takes no more files.
  const txnB = `AM${Date.now()}B`;
  dialog = await uploadResults(
    page,
    'Airtel Money',
    'airtel-results-2.csv',
    `Reference,Status,Transaction ID\n${refOf(second.amount)},Successful,${txnB}\n`,
  );
  expect(await resultCounts(dialog)).toMatchObject({ Paid: 1, 'Already paid': 0 });
  await expect(dialog.getByText('No row had a problem.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(summary.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload result file' })).toHaveCount(0);
  const paid = await nursePay(page, nurse.id);
  expect(paid.rows.map((r) => r.providerTxnId).sort()).toEqual([txnA, txnB].sort());
  expect(paid.total).toBe(total);
  expect(await unpaidOf(page, nurse.id)).toBeUndefined();
});

test('on a 390 px phone the Payroll screen, a batch and the Pay tab need no sideways scroll', async ({
  page,
}) => {
  const nurse = await nurseWithUnpaidJobs(page, `Phone${tag()}`, phoneOf('0782'), [
    { days: 5, rate: 35_000 },
    { days: 2, rate: 35_000 },
  ]);
  const batch = await draftBatch(page, [nurse.jobs[0]!.id], `Phone check ${tag()}`);
  await page.setViewportSize(PHONE);

  await page.goto('/finance/payroll');
  const mine = page.getByRole('listitem', { name: nurse.name, exact: true });
  await mine.getByRole('checkbox', { name: `Job ${nurse.jobs[1]!.card}` }).check();
  await expect(page.getByRole('region', { name: 'Selected jobs' })).toContainText(
    `Selected: 1 job · ${ugx(nurse.jobs[1]!.amount)}`,
  );
  await expect(page.getByRole('list', { name: 'Payout batches' })).toBeVisible();
  await checkScreen(page, 'payroll 390');

  await page.goto(`/finance/payroll/batches/${batch.id}`);
  await expect(summaryOf(page, batch).getByText('Draft', { exact: true })).toBeVisible();
  await expect(lineOf(page, nurse, nurse.jobs[0]!.card)).toBeVisible();
  await checkScreen(page, 'payout batch 390');

  await page.goto(`/nurses/list/${nurse.id}`);
  await page.getByRole('tab', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('No payments yet.')).toBeVisible();
  await checkScreen(page, 'nurse pay tab 390');
  // Its draft let go: an ADMIN with a waiting draft may not switch two-person approval off.
  await cancelBatch(page, batch.id);
});
