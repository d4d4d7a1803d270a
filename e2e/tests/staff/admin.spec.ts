import { expect, test } from '@playwright/test';
import { changeTemporaryPassword, signInThroughScreens } from '../../support/sign-in.ts';

const EXPIRED = 'Your session has expired. Would you like to be redirected to the login page?';

test('the ADMIN adds a STAFF account, who signs in without Admin and is cut off when deactivated', async ({
  page,
  browser,
}) => {
  // Two people, two browsers, a mailed code: give it the time of three tests.
  test.slow();
  const n = Date.now() % 1e9;
  const email = `s${n}@care.ug`;
  const name = `Grace Auma ${n}`;
  const password = `Tea-Garden-${n}`;

  // The ADMIN adds the account.
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Add staff' }).click();
  const form = page.getByRole('dialog', { name: 'Add staff' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByLabel('Temporary password').fill(password);
  await form.getByRole('button', { name: 'Add staff' }).click();
  await expect(page.getByText(`Staff account added for ${email}`)).toBeVisible();
  const row = page.getByRole('table', { name: 'Staff accounts' }).getByRole('row', { name });
  await expect(row).toContainText(email);
  await expect(row).toContainText('STAFF');
  await expect(row).toContainText('Never');

  // The new person signs in in a browser of their own, with the mailed code.
  const theirs = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const staffPage = await theirs.newPage();
  try {
    await signInThroughScreens(staffPage, email, password);
    // the password an admin set is temporary: changed first (issue 20.12)
    await changeTemporaryPassword(staffPage, password, `Own-${password}`);
    const menu = staffPage.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Bookings', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
    await staffPage.goto('/admin');
    await expect(staffPage).toHaveURL(/\/$/);
    await expect(staffPage.getByText('Main Dashboard')).toBeVisible();
    await expect(staffPage.getByRole('tab', { name: 'Audit log' })).toHaveCount(0);

    // The ADMIN sees the live session, then deactivates the account.
    await page.reload();
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: `Deactivate ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${name}?` });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText(`${name} deactivated; their sessions ended`)).toBeVisible();
    await expect(row).toContainText('Inactive');
    await expect(row.getByRole('button', { name: `Reactivate ${name}` })).toBeVisible();

    // Their next request answers Session Expired.
    await staffPage.goto('/customers/list');
    const expired = staffPage.getByRole('dialog', { name: 'Session Expired' });
    await expect(expired).toContainText(EXPIRED);
    await expired.getByRole('button', { name: 'Go to login' }).click();
    await expect(staffPage).toHaveURL(/\/login$/);
  } finally {
    await theirs.close();
  }

  // The audit log shows the creation and the deactivation of that account.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await page.getByRole('combobox', { name: 'Area' }).click();
  await page.getByRole('option', { name: 'Staff account' }).click();
  await expect(page).toHaveURL(/[?&]entity=staff_user/);
  const log = page.getByRole('table', { name: 'Audit log' });
  const created = log.getByRole('row').filter({ hasText: 'Created' }).filter({ hasText: email });
  const deactivated = log
    .getByRole('row')
    .filter({ hasText: 'Deactivated' })
    .filter({ hasText: email });
  await expect(created).toHaveCount(1);
  await expect(created).toContainText(`email: ${email}`);
  await expect(deactivated).toHaveCount(1);
  await expect(deactivated).toContainText('active: true → false');
  await deactivated.getByRole('button', { name: /^Details of entry/ }).click();
  const details = page.getByRole('dialog', { name: 'Deactivated · Staff account' });
  await expect(details.getByRole('row', { name: 'active true false' })).toBeVisible();
});
