import { expect, test, type Page } from '@playwright/test';
import { addStaffAccount, asGuest } from '../../support/accounts.ts';
import { authHeaders } from '../../support/records.ts';
import {
  batchOf,
  draftBatch,
  nurseWithUnpaidJobs,
  unpaidOf,
  type Batch,
} from '../../support/payroll.ts';
import { DESKTOP } from '../../support/screens.ts';
import { changeTemporaryPassword, signInThroughScreens } from '../../support/sign-in.ts';

// Issue 36: a payout batch whose file was exported may already be at the
// provider. STAFF cannot cancel it (the screen says why, the API refuses);
// an ADMIN cancels it saying why and what the provider did, and while the
// provider may have paid, its jobs stay out of any new batch.

test.use({ viewport: DESKTOP });
test.beforeEach(() => test.slow());

const summaryOf = (page: Page, batch: Pick<Batch, 'number'>) =>
  page.getByRole('region', { name: batch.number, exact: true });

test('STAFF cannot cancel an exported batch; an ADMIN cancels it with the reason and what the provider did, its jobs still held', async ({
  page,
  browser,
}) => {
  const tag = Date.now().toString(36);
  const nurse = await nurseWithUnpaidJobs(
    page,
    `Exp${tag}`,
    `0772${String(Date.now()).slice(-6)}`,
    [{ days: 2, rate: 40_000 }],
  );
  const jobs = nurse.jobs.map((j) => j.id);
  const staff = await addStaffAccount(page, 'payx', 'Paula Payroll');
  let id = 0;

  await asGuest(browser, async (other) => {
    await signInThroughScreens(other, staff.email, staff.temporary);
    await changeTemporaryPassword(other, staff.temporary, `Murchison-Falls-${staff.n}`);
    // STAFF drafts, the ADMIN approves, STAFF exports the MTN MoMo file.
    const drafted = await draftBatch(other, jobs, `Exported e2e ${tag}`);
    const approved = await page.request.post(`/api/v1/payroll/batches/${drafted.id}/approve`, {
      headers: await authHeaders(page),
      data: {},
    });
    expect(approved.status(), await approved.text()).toBe(200);
    await other.goto(`/finance/payroll/batches/${drafted.id}`);
    const theirs = summaryOf(other, drafted);
    const downloading = other.waitForEvent('download');
    await other
      .getByRole('group', { name: 'Export payment file' })
      .getByRole('button', { name: 'MTN MoMo' })
      .click();
    await downloading;
    await expect(theirs.getByText('Exported', { exact: true })).toBeVisible();

    // The screen offers STAFF no cancel and says why; the API refuses it too.
    await expect(theirs.getByRole('button', { name: 'Cancel batch' })).toHaveCount(0);
    const why =
      "This batch's file was exported and may already be at the provider: only an ADMIN can cancel it, saying why and what the provider did";
    await expect(theirs.getByText(why)).toBeVisible();
    const refused = await other.request.post(`/api/v1/payroll/batches/${drafted.id}/cancel`, {
      headers: await authHeaders(other),
      data: { reason: 'Wrong month', providerOutcome: 'not_sent' },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe(why);
    id = drafted.id;
  });

  const batch = await batchOf(page, id);
  expect(batch.state).toBe('Exported');

  // The ADMIN cancels it: what the provider did and why are asked first.
  await page.goto(`/finance/payroll/batches/${id}`);
  const summary = summaryOf(page, batch);
  await summary.getByRole('button', { name: 'Cancel batch' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel ${batch.number}?` });
  await expect(dialog).toContainText('may already be at the provider');
  await dialog.getByRole('button', { name: 'Cancel batch' }).click();
  await expect(dialog.getByText('Say what the provider did with the file')).toBeVisible();
  await expect(dialog.getByText('Say why the batch is cancelled')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Not known yet' }).check();
  await expect(dialog).toContainText('stay out of new batches');
  await dialog.getByRole('textbox', { name: 'Why is it cancelled?' }).fill('Upload timed out');
  await dialog.getByRole('button', { name: 'Cancel batch' }).click();
  await expect(page.getByText(`Payout batch ${batch.number} cancelled`)).toBeVisible();
  await expect(summary.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(summary).toContainText('Upload timed out');
  await expect(summary).toContainText('Not known yet');
  await expect(summary).toContainText("the provider's results can still be recorded on it");
  await expect(page.getByRole('button', { name: 'Upload result file' })).toBeVisible();

  // The provider may have paid: the job is not offered for a second file.
  expect(await unpaidOf(page, nurse.id)).toBeUndefined();
  const again = await page.request.post('/api/v1/payroll/batches', {
    headers: await authHeaders(page),
    data: { nurseJobIds: jobs },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: string }).error).toContain(batch.number);
});
