import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiPost } from '../../support/records.ts';
import {
  batchOf,
  draftBatch,
  nursePay,
  nurseWithUnpaidJobs,
  parseCsv,
  resultCounts,
  setTwoApprovers,
  twoApprovers,
  ugx,
  unpaidOf,
  type Batch,
  type PayNurse,
} from '../../support/payroll.ts';
import { DESKTOP, PHONE, checkScreen } from '../../support/screens.ts';
import { asGuest } from '../../support/accounts.ts';
import { changeTemporaryPassword, signInThroughScreens } from '../../support/sign-in.ts';

// Nurse payroll (issue 25) as finance staff do it: completed, unpaid jobs
// chosen on Finance > Payroll, drafted as a batch, approved (by another ADMIN,
// or by the drafter once Admin switches two-person approval off), exported as
// a bulk-payment file and paid line by line or from the provider's result
// file. Each journey pays a nurse of its own, made through the API.

test.use({ viewport: DESKTOP });
test.beforeEach(() => test.slow());

const tag = () => Date.now().toString(36);
/** A Ugandan mobile number of the network `prefix` (0772: MTN, 0752: Airtel), new each time. */
const phoneOf = (prefix: string) => `${prefix}${String(Date.now()).slice(-6)}`;

/** The batch's own card on its screen: number, state, total, who did what. */
const summaryOf = (page: Page, batch: Pick<Batch, 'number'>) =>
  page.getByRole('region', { name: batch.number, exact: true });
const lineOf = (page: Page, nurse: PayNurse, card: string) =>
  page.getByRole('list', { name: 'Batch lines' }).getByRole('listitem', {
    name: `${nurse.name}, ${card}`,
  });

/** Clicks one of the batch's export buttons and answers the file's name and records. */
async function exportFile(page: Page, button: string) {
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('group', { name: 'Export payment file' })
    .getByRole('button', { name: button })
    .click();
  const download = await downloading;
  const records = parseCsv(readFileSync(await download.path(), 'utf8'));
  return { name: download.suggestedFilename(), records };
}

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

test('a nurse batched on the Payroll screen, refused to the drafter, approved once Admin allows it, exported to MTN MoMo and paid line by line', async ({
  page,
}) => {
  const nurse = await nurseWithUnpaidJobs(page, `Pay${tag()}`, phoneOf('0772'), [
    { days: 3, rate: 45_000 },
    { days: 2, rate: 52_500 },
  ]);
  const [first, second] = nurse.jobs as [PayNurse['jobs'][0], PayNurse['jobs'][0]];
  const total = first.amount + second.amount;
  const note = `Pay run e2e ${tag()}`;

  // The API lists her jobs, by nurse, with days × daily rate in whole UGX.
  const group = await unpaidOf(page, nurse.id);
  expect(group?.jobs.map((j) => j.id)).toEqual([first.id, second.id]);
  for (const job of group!.jobs) expect(job.amount).toBe(job.days * job.rate);
  expect(group!.total).toBe(total);
  expect(group!.msisdn).toMatch(/^\+256772\d{6}$/);

  // Finance > Payroll: her group, each job, and the chosen jobs' running total.
  await page.goto('/finance/payroll');
  await expect(page.getByRole('tab', { name: 'Payroll', selected: true })).toBeVisible();
  const mine = page.getByRole('listitem', { name: nurse.name, exact: true });
  await expect(mine).toContainText(ugx(total));
  await expect(mine).toContainText('2 jobs');
  await expect(mine).toContainText('3 days × UGX 45,000/day');
  await expect(mine).toContainText('2 days × UGX 52,500/day');
  const selected = page.getByRole('region', { name: 'Selected jobs' });
  await mine.getByRole('checkbox', { name: `Job ${first.card}` }).check();
  await expect(selected).toContainText(`Selected: 1 job · ${ugx(first.amount)}`);
  await mine.getByRole('checkbox', { name: `Job ${second.card}` }).check();
  await expect(selected).toContainText(`Selected: 2 jobs · ${ugx(total)}`);
  await expect(mine.getByRole('checkbox', { name: `All jobs of ${nurse.name}` })).toBeChecked();

  await selected.getByRole('button', { name: 'Create batch' }).click();
  const create = page.getByRole('dialog', { name: 'Create payout batch' });
  await expect(create).toContainText(`2 jobs of 1 nurse, total ${ugx(total)}`);
  await create.getByRole('textbox', { name: 'Note' }).fill(note);
  await create.getByRole('button', { name: 'Create batch' }).click();
  await expect(page).toHaveURL(/\/finance\/payroll\/batches\/\d+$/);
  const batchId = Number(page.url().split('/').at(-1));
  let batch = await batchOf(page, batchId);
  await expect(page.getByText(`Payout batch ${batch.number} drafted`)).toBeVisible();

  // The batch: Draft, its two lines, a total equal to the jobs' amounts.
  let summary = summaryOf(page, batch);
  await expect(summary.getByText('Draft', { exact: true })).toBeVisible();
  await expect(summary).toContainText(ugx(total));
  await expect(summary).toContainText(note);
  expect(batch.total).toBe(total);
  await expect(page.getByRole('list', { name: 'Batch lines' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await expect(page.getByRole('region', { name: 'Lines', exact: true })).toContainText(
    `Total ${ugx(total)}`,
  );
  for (const job of [first, second]) {
    const line = lineOf(page, nurse, job.card);
    await expect(line).toContainText(ugx(job.amount));
    await expect(line.getByText('Pending', { exact: true })).toBeVisible();
  }
  // Held by the open batch: not offered for another one.
  expect(await unpaidOf(page, nurse.id)).toBeUndefined();

  const found = await twoApprovers(page);
  try {
    // Two people for money out: Approve is not offered to the drafter (issue 36).
    if (!found) await setTwoApprovers(page, true);
    await page.reload();
    await expect(summary).toContainText('Two people: another ADMIN approves');
    await expect(summary).toContainText('You drafted this batch: another ADMIN must approve it.');
    await expect(summary.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // Nor can the drafter switch the rule off while the draft waits (asked first).
    await page.goto('/admin?tab=payroll');
    const setting = page.getByRole('switch', { name: 'Two people approve a payout' });
    await expect(setting).toBeChecked();
    const switchOff = async () => {
      await setting.click();
      await page
        .getByRole('dialog', { name: 'Switch two-person approval off?' })
        .getByRole('button', { name: 'Switch off' })
        .click();
    };
    await switchOff();
    await expect(
      page.getByText(new RegExp(`You drafted payout batch .*${batch.number}`)),
    ).toBeVisible();
    await expect(setting).toBeChecked();

    // A service with one ADMIN: the draft cancelled, the rule switched off, the jobs
    // drafted again, and that batch approved by its drafter.
    await page.goto(`/finance/payroll/batches/${batch.id}`);
    await summary.getByRole('button', { name: 'Cancel batch' }).click();
    await page
      .getByRole('dialog', { name: `Cancel ${batch.number}?` })
      .getByRole('button', { name: 'Cancel batch' })
      .click();
    await expect(summary.getByText('Cancelled', { exact: true })).toBeVisible();
    await page.goto('/admin?tab=payroll');
    await switchOff();
    await expect(page.getByText('Payroll setting saved')).toBeVisible();
    await expect(setting).not.toBeChecked();
    await expect(page.getByText('Off: the ADMIN who drafted a batch may approve it')).toBeVisible();
    batch = await draftBatch(page, [first.id, second.id], note);
    summary = summaryOf(page, batch);

    await page.goto(`/finance/payroll/batches/${batch.id}`);
    await expect(summary).toContainText('One ADMIN may approve');
    await summary.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`Payout batch ${batch.number} approved`)).toBeVisible();
    await expect(summary.getByText('Approved', { exact: true })).toBeVisible();
  } finally {
    await setTwoApprovers(page, found);
  }

  // The MTN MoMo bulk-payment file: one row a line, its amounts adding up to the batch.
  const file = await exportFile(page, 'MTN MoMo');
  expect(file.name).toBe(`${batch.number}-mtn.csv`);
  const [header, ...rows] = file.records;
  expect(header).toEqual(['MSISDN', 'Amount', 'Name', 'Reference']);
  expect(rows).toHaveLength(2);
  expect(rows.reduce((sum, r) => sum + Number(r[1]), 0)).toBe(total);
  expect(rows.map((r) => r[3]).sort()).toEqual(batch.lines.map((l) => l.reference).sort());
  for (const r of rows) {
    expect(r[0]).toBe(group!.msisdn.slice(1));
    expect(r[2]).toBe(nurse.name);
  }
  await expect(summary.getByText('Exported', { exact: true })).toBeVisible();

  // The first line paid, with the provider's transaction id: the rest still to pay.
  const txn = `MP${Date.now()}.E2E`;
  await lineOf(page, nurse, first.card).getByRole('button', { name: 'Mark paid' }).click();
  const mark = page.getByRole('dialog', { name: 'Mark paid' });
  await expect(mark).toContainText(ugx(first.amount));
  await expect(mark.getByRole('combobox', { name: 'Channel' })).toHaveText('MTN MoMo');
  await mark.getByRole('textbox', { name: 'Transaction id' }).fill(txn);
  await mark.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText('Line marked paid')).toBeVisible();
  await expect(mark).toBeHidden();
  const paidLine = lineOf(page, nurse, first.card);
  await expect(paidLine.getByText('Paid', { exact: true })).toBeVisible();
  await expect(paidLine).toContainText(`MTN MoMo ${txn}`);
  await expect(summary.getByText('Exported', { exact: true })).toBeVisible();

  // The second failed: its job goes back to the unpaid list, the batch is Partly paid.
  await lineOf(page, nurse, second.card).getByRole('button', { name: 'Mark paid' }).click();
  await mark.getByRole('radio', { name: 'Failed' }).check();
  await mark.getByRole('textbox', { name: 'Reason' }).fill('Wallet not registered');
  await mark.getByRole('button', { name: 'Mark failed' }).click();
  await expect(page.getByText('Line marked failed: its job can be batched again')).toBeVisible();
  await expect(lineOf(page, nurse, second.card)).toContainText('Failed: Wallet not registered');
  await expect(summary.getByText('Partly paid', { exact: true })).toBeVisible();

  // The paid job is no longer unpaid; the failed one is offered again.
  await page.goto('/finance/payroll');
  await expect(mine.getByRole('checkbox', { name: `Job ${second.card}` })).toBeVisible();
  await expect(mine.getByRole('checkbox', { name: `Job ${first.card}` })).toHaveCount(0);
  expect((await unpaidOf(page, nurse.id))?.jobs.map((j) => j.id)).toEqual([second.id]);

  // Her profile: the job shows Paid, the Pay tab lists the payment with its transaction id.
  await page.goto(`/nurses/list/${nurse.id}`);
  await page.getByRole('tab', { name: 'Nurse Jobs' }).click();
  const jobs = page.getByRole('table', { name: 'My Jobs' });
  await expect(
    jobs.getByRole('row', { name: new RegExp(first.card) }).getByText('Paid', { exact: true }),
  ).toBeVisible();
  await expect(
    jobs.getByRole('row', { name: new RegExp(second.card) }).getByText('Unpaid', { exact: true }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Pay', exact: true }).click();
  const history = page.getByRole('list', { name: 'Pay history' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem')).toContainText(`MTN MoMo ${txn}`);
  await expect(history.getByRole('listitem')).toContainText(batch.number);
  await expect(history.getByRole('listitem')).toContainText(ugx(first.amount));
  await expect(page.getByText(`Total paid ${ugx(first.amount)}`)).toBeVisible();

  // Her pay statement for this month: a PDF.
  const asked = page.waitForResponse((r) => /\/payroll\/nurses\/\d+\/statement\?/.test(r.url()));
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pay statement' }).click();
  const response = await asked;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const statement = await downloading;
  expect(statement.suggestedFilename()).toMatch(
    new RegExp(
      `^pay-statement-Esther-${nurse.lastName}-\\d{4}-\\d\\d-\\d\\d-to-\\d{4}-\\d\\d-\\d\\d\\.pdf$`,
    ),
  );
  expect(
    readFileSync(await statement.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
});

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
  const n = Date.now() % 1e9;
  const approver = { name: `Ben Okot ${n}`, email: `pay.admin${n}@care.ug` };
  const temporary = `Temp-Pay-${n}`;
  await apiPost(page, '/staff', { ...approver, role: 'ADMIN', password: temporary });
  await asGuest(browser, async (other) => {
    await signInThroughScreens(other, approver.email, temporary);
    await changeTemporaryPassword(other, temporary, `Kazinga-Channel-${n}`);
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
});
