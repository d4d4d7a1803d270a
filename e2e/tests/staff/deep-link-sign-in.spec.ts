import { expect, test } from '@playwright/test';
import { readCode } from '../../support/mailbox.ts';
import { changeTemporaryPassword } from '../../support/sign-in.ts';

// Issue 21.14: a deep link opened signed out survives the sign-in, and a code
// pasted with a space ("726 295") is not cut to 6 characters.
test('a signed-out visitor of /finance/list signs in with a code pasted as "123 456" and lands on /finance/list', async ({
  page,
  browser,
}) => {
  test.slow();
  const n = Date.now() % 1e9;
  const email = `d${n}@care.ug`;
  const temporary = `Deep-Link-${n}`;
  const own = `Finance-List-${n}`;

  // A fresh account (the shared admin's code is in use by the other tests).
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Add staff' }).click();
  const form = page.getByRole('dialog', { name: 'Add staff' });
  await form.getByRole('textbox', { name: 'Name' }).fill(`Dora Nakato ${n}`);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByLabel('Temporary password').fill(temporary);
  await form.getByRole('button', { name: 'Add staff' }).click();
  await expect(page.getByText(`Staff account added for ${email}`)).toBeVisible();

  // Signed out: a browser without the stored session.
  const theirs = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const guest = await theirs.newPage();
  try {
    await guest.goto('/finance/list');
    await expect(guest).toHaveURL(/\/login$/);

    const since = Date.now() - 1000;
    await guest.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await guest.getByRole('textbox', { name: 'Password' }).fill(temporary);
    await guest.getByRole('button', { name: /sign in/i }).click();
    await expect(guest).toHaveURL(/\/verification$/);

    const code = await readCode(email, since);
    const pasted = `${code.slice(0, 3)} ${code.slice(3)}`;
    const field = guest.getByRole('textbox', { name: 'Verification code' });
    await field.focus();
    // as a paste: one insertion of the whole text, through the browser's own editing
    await guest.keyboard.insertText(pasted);
    await expect(field).toHaveValue(code);
    await guest.getByRole('button', { name: 'Verify' }).click();

    await expect(guest).toHaveURL(/\/finance\/list$/);
    // a temporary password: its change first, on that address; then the ledger
    await changeTemporaryPassword(guest, temporary, own);
    await expect(guest).toHaveURL(/\/finance\/list$/);
    await expect(guest.getByRole('table', { name: 'Income trace' })).toBeVisible();
  } finally {
    await theirs.close();
  }
});
