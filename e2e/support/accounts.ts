import { expect, type Browser, type Page } from '@playwright/test';
import { readCode } from './mailbox.ts';
import { apiPost } from './records.ts';
import { changeTemporaryPassword, signInThroughScreens } from './sign-in.ts';

/**
 * A fresh staff account with a temporary password, made through the API by
 * the signed-in admin (whose own code is in use by the other tests).
 */
export async function addStaffAccount(page: Page, prefix: string, name: string) {
  const n = Date.now() % 1e9;
  const email = `${prefix}${n}@care.ug`;
  const temporary = `Temp-${prefix}-${n}`;
  await page.goto('/');
  await apiPost(page, '/staff', {
    name: `${name} ${n}`,
    email,
    role: 'STAFF',
    password: temporary,
  });
  return { n, email, temporary };
}

/** A signed-out browser (none of the stored session), closed when `journey` ends. */
export async function asGuest(browser: Browser, journey: (guest: Page) => Promise<void>) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    await journey(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Fills the login form already on screen, submits it, and returns the code it mailed. */
export async function submitPassword(guest: Page, email: string, password: string) {
  const since = Date.now() - 1000;
  await guest.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await guest.getByRole('textbox', { name: 'Password' }).fill(password);
  await guest.getByRole('button', { name: /sign in/i }).click();
  await expect(guest).toHaveURL(/\/verification$/);
  return readCode(email, since);
}

/**
 * A second ADMIN `name <n>`, made by the signed-in one, signed in through the
 * screens in a browser of its own (its temporary password changed), for
 * `journey`; returns the account's name and e-mail.
 */
export async function asNewAdmin(
  page: Page,
  browser: Browser,
  name: string,
  journey: (admin: Page) => Promise<void>,
) {
  const n = Date.now() % 1e9;
  const account = { name: `${name} ${n}`, email: `admin${n}@care.ug` };
  const temporary = `Temp-Admin-${n}`;
  await apiPost(page, '/staff', { ...account, role: 'ADMIN', password: temporary });
  await asGuest(browser, async (admin) => {
    await signInThroughScreens(admin, account.email, temporary);
    await changeTemporaryPassword(admin, temporary, `Kazinga-Channel-${n}`);
    await journey(admin);
  });
  return account;
}
