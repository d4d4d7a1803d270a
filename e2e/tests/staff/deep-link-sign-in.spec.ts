import { expect, test } from '@playwright/test';
import { addStaffAccount, asGuest, submitPassword } from '../../support/accounts.ts';
import { changeTemporaryPassword } from '../../support/sign-in.ts';

// Issue 21.14: a deep link opened signed out survives the sign-in, and a code
// pasted with a space ("726 295") is not cut to 6 characters.
test('a signed-out visitor of /finance/list signs in with a code pasted as "123 456" and lands on /finance/list', async ({
  page,
  browser,
}) => {
  test.slow();
  const { n, email, temporary } = await addStaffAccount(page, 'd', 'Dora Nakato');

  await asGuest(browser, async (guest) => {
    await guest.goto('/finance/list');
    await expect(guest).toHaveURL(/\/login$/);

    const code = await submitPassword(guest, email, temporary);
    const pasted = `${code.slice(0, 3)} ${code.slice(3)}`;
    const field = guest.getByRole('textbox', { name: 'Verification code' });
    await field.focus();
    // as a paste: one insertion of the whole text, through the browser's own editing
    await guest.keyboard.insertText(pasted);
    await expect(field).toHaveValue(code);
    await guest.getByRole('button', { name: 'Verify' }).click();

    await expect(guest).toHaveURL(/\/finance\/list$/);
    // a temporary password: its change first, on that address; then the ledger
    await changeTemporaryPassword(guest, temporary, `Finance-List-${n}`);
    await expect(guest).toHaveURL(/\/finance\/list$/);
    await expect(guest.getByRole('table', { name: 'Income trace' })).toBeVisible();
  });
});
