import { expect, type Page } from '@playwright/test';
import { readCode } from './mailbox.ts';

/** Signs in through the login and verification screens with the mailed code. */
export async function signInThroughScreens(page: Page, email: string, password: string) {
  await page.goto('/login');
  const since = Date.now() - 1000;
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page).toHaveURL(/\/verification$/);
  const code = await readCode(email, since);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: /verify|confirm|continue/i }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * After a sign-in with a temporary password the app shows only the change
 * of it (issue 20.12): changes it there and waits for Home.
 */
export async function changeTemporaryPassword(page: Page, current: string, next: string) {
  await expect(page.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
  await page.getByLabel('Current password').fill(current);
  await page.getByLabel(/^New password\s*\*?$/).fill(next);
  await page.getByLabel('New password again').fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}
