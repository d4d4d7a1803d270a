import { expect, test } from '@playwright/test';
import { apiGet, kampalaDay } from '../../support/payroll.ts';
import { authHeaders, customerJobCard } from '../../support/records.ts';
import { bookNurse, makeLicensedNurse } from '../../support/schedule.ts';

// Issue 37: a visit is one job card and its nurse jobs. The card starts when
// its first nurse job does, shows its nurses with their last day of care,
// and completing it asks what happens to the jobs still open: the one under
// way ends as worked (and is paid the days worked), the one not started is
// cancelled.

test('the card follows its nurse jobs, and completing it closes the open ones as chosen', async ({
  page,
}) => {
  test.slow();
  const last = `Visit${Date.now().toString(36)}`;
  await page.goto('/');
  const card = (await customerJobCard(page, last, `0702${String(Date.now()).slice(-6)}`, {
    start_date: kampalaDay(-2),
    days: 6,
  })) as { id: number; care_card_number: string; UserId: number };
  const licence = { station: 'Head Office', licenceExpiry: kampalaDay(400) };
  const mary = await makeLicensedNurse(page, 'Mary', last, licence);
  const ruth = await makeLicensedNurse(page, 'Ruth', last, licence);
  const started = await bookNurse(page, mary.id, {
    jobId: card.id,
    start_date: kampalaDay(-2),
    duration: 6,
    shift: 'Day',
  });
  const later = await bookNurse(page, ruth.id, {
    jobId: card.id,
    start_date: kampalaDay(2),
    duration: 2,
    shift: 'Night',
  });
  // Mary's job starts (as Edit Job does): the card starts with it.
  const start = await page.request.put(`/api/v1/portal/jobcard/nurse/${started.id}`, {
    headers: await authHeaders(page),
    data: { status: 'ongoing' },
  });
  expect(start.status(), await start.text()).toBe(200);

  await page.goto(`/customers/list/${card.UserId}`);
  await page
    .getByRole('table', { name: 'Customer Jobs' })
    .getByRole('row', { name: /Postnatal care/ })
    .click();
  const dialog = page.getByRole('dialog', {
    name: new RegExp(`Job card ${card.care_card_number}`),
  });
  await expect(dialog.getByText('Ongoing', { exact: true }).first()).toBeVisible();
  // Its nurses, each with the days of care in the same words as everywhere.
  const dd = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}`;
  await expect(dialog.getByText(`Mary ${last}`).first()).toBeVisible();
  await expect(
    dialog.getByText(`${dd(kampalaDay(-2))} to last day of care ${dd(kampalaDay(3))}`).first(),
  ).toBeVisible();
  await expect(
    dialog.getByText(`${dd(kampalaDay(2))} to last day of care ${dd(kampalaDay(3))}`).first(),
  ).toBeVisible();

  // Complete Job asks what happens to the two open jobs, naming them.
  await dialog.getByRole('button', { name: 'Complete Job' }).click();
  const ask = page.getByRole('dialog', { name: `Complete job card ${card.care_card_number}?` });
  const open = ask.getByRole('list', { name: 'Open nurse jobs' });
  await expect(open.getByRole('listitem')).toHaveCount(2);
  await expect(open).toContainText(`Mary ${last}`);
  await expect(open).toContainText(`Ruth ${last}`);
  const confirm = ask.getByRole('button', { name: 'Complete Job' });
  await expect(confirm).toBeDisabled();
  await ask.getByRole('radio', { name: /Complete the nurses' jobs too/ }).check();
  await confirm.click();
  await expect(page.getByText('Task completed successfully')).toBeVisible();
  await expect(dialog.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(dialog.getByText('Cancelled', { exact: true }).first()).toBeVisible();

  // Mary worked three days of six (the day before yesterday to today): she is paid those.
  const mine = await apiGet<{ rows: Array<{ id: number; status: string; amount: number }> }>(
    page,
    `/portal/jobcard/nurse/${mary.id}`,
  );
  const maryJob = mine.rows.find((j) => j.id === started.id)!;
  expect(maryJob).toMatchObject({ status: 'completed', amount: 3 * 50_000 });
  const ruthJobs = await apiGet<{ rows: Array<{ id: number; status: string }> }>(
    page,
    `/portal/jobcard/nurse/${ruth.id}`,
  );
  expect(ruthJobs.rows.find((j) => j.id === later.id)!.status).toBe('cancelled');

  // Her jobs list says the job ended early.
  await page.goto(`/nurses/list/${mary.id}`);
  await page.getByRole('tab', { name: 'Nurse Jobs' }).click();
  await expect(page.getByText('Ended early: 3 of 6 days worked')).toBeVisible();
});
