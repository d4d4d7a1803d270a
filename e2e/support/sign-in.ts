import { expect, type Page } from '@playwright/test';
import { readCode } from './mailbox.ts';

/** The sign-in screen's box (issue 26): unticked, the session leaves with the tab. */
export const KEEP_SIGNED_IN = 'Keep me signed in on this computer';

/**
 * Signs in through the login and verification screens with the mailed code;
 * `keep` ticks "Keep me signed in on this computer" (localStorage, which a
 * saved storageState carries; otherwise the session is in this tab's
 * sessionStorage only).
 */
export async function signInThroughScreens(
  page: Page,
  email: string,
  password: string,
  { keep = false } = {},
) {
  await page.goto('/login');
  const since = Date.now() - 1000;
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  if (keep) await page.getByRole('checkbox', { name: KEEP_SIGNED_IN }).check();
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page).toHaveURL(/\/verification$/);
  const code = await readCode(email, since);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: /verify|confirm|continue/i }).click();
  await expect(page)
    .toHaveURL(/\/$/, { timeout: 40_000 })
    .catch(async (error: Error) => {
      // What the screen said (a refused code, a limit) names the cause.
      throw new Error(`${error.message}\nOn screen: ${await onScreen(page)}`);
    });
}

/** The alerts and toasts showing now, for a failure's message. */
const onScreen = async (page: Page) =>
  (await page.getByRole('alert').allInnerTexts()).join(' | ') || 'no alert';

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
