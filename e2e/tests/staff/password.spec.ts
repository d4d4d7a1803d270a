import { expect, test } from '@playwright/test';
import { changeTemporaryPassword, signInThroughScreens } from '../../support/sign-in.ts';

// Issue 20.12: an account an admin adds signs in with a temporary password
// and sees only "Choose your own password" until it is changed; afterwards
// the person changes it again from the user menu of the shell.
test('a new account must change its temporary password at the first sign-in, and can change it from the user menu', async ({
  page,
  browser,
}) => {
  test.slow();
  const n = Date.now() % 1e9;
  const email = `p${n}@care.ug`;
  const name = `Paula Okello ${n}`;
  const temporary = `Tea-Field-${n}`;
  const own = `Mango-Tree-${n}`;
  const next = `River-Nile-${n}`;

  // The ADMIN adds the account with a temporary password.
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Add staff' }).click();
  const form = page.getByRole('dialog', { name: 'Add staff' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByLabel('Temporary password').fill(temporary);
  await form.getByRole('button', { name: 'Add staff' }).click();
  await expect(page.getByText(`Staff account added for ${email}`)).toBeVisible();

  const theirs = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const staffPage = await theirs.newPage();
  try {
    await signInThroughScreens(staffPage, email, temporary);
    // only the change shows, on any address
    const heading = staffPage.getByRole('heading', { name: 'Choose your own password' });
    await expect(heading).toBeVisible();
    await expect(staffPage.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await staffPage.goto('/customers/list');
    await expect(heading).toBeVisible();
    await expect(staffPage.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    // a common password is refused with the admin's rule
    await staffPage.getByLabel('Current password').fill(temporary);
    await staffPage.getByLabel(/^New password\s*\*?$/).fill('password123');
    await staffPage.getByLabel('New password again').fill('password123');
    await staffPage.getByRole('button', { name: 'Change password' }).click();
    await expect(
      staffPage.getByText('This password is too common; choose another').first(),
    ).toBeVisible();
    await expect(heading).toBeVisible();

    await changeTemporaryPassword(staffPage, temporary, own);
    await expect(
      staffPage.getByText('Password changed; you are signed out everywhere else'),
    ).toBeVisible();
    await expect(staffPage).toHaveURL(/\/customers\/list$/);
    // Toasts of one text are not stacked: let this one go before the next change says it again.
    await expect(
      staffPage.getByText('Password changed; you are signed out everywhere else'),
    ).toBeHidden({ timeout: 15_000 });

    // Later, from the user menu: a wrong current password is refused, the right one changes it.
    await staffPage.getByRole('button', { name: /your account/i }).click();
    await staffPage.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = staffPage.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill('not-my-password');
    await dialog.getByLabel(/^New password\s*\*?$/).fill(next);
    await dialog.getByLabel('New password again').fill(next);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('The current password is not correct')).toBeVisible();
    await dialog.getByLabel('Current password').fill(own);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      staffPage.getByText('Password changed; you are signed out everywhere else'),
    ).toBeVisible();
    // still signed in here
    await staffPage.goto('/bookings');
    await expect(staffPage.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

    // The old password no longer signs in.
    await staffPage.getByRole('button', { name: 'Log out' }).click();
    await expect(staffPage).toHaveURL(/\/login$/);
    await staffPage.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await staffPage.getByRole('textbox', { name: 'Password' }).fill(own);
    await staffPage.getByRole('button', { name: /sign in|log in|login/i }).click();
    await expect(staffPage.getByText('Incorrect email or password pair')).toBeVisible();
    await expect(staffPage).toHaveURL(/\/login$/);
  } finally {
    await theirs.close();
  }
});
