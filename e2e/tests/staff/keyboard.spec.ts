import { expect, test, type Locator, type Page } from '@playwright/test';

/** Presses Tab, as a keyboard user would, until `target` has the focus. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of Tab`);
}

test('keyboard only: the side menu, an order, the shipping fee dialog filled and saved', async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  await expect(page.getByText('Main Dashboard')).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await tabTo(page, menu.getByRole('link', { name: 'Shop', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\/orders$/);

  const view = page.getByRole('link', { name: /View Order/ }).first();
  await expect(view).toBeVisible();
  await tabTo(page, view);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\/orders\/\d+$/);

  const update = page.getByRole('button', { name: 'Update Shipping Fee' });
  await tabTo(page, update);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Update Shipping Fee' });
  const fee = dialog.getByRole('textbox', { name: /Shipping fee/ });
  // The dialog takes the focus to its field; Tab stays inside the dialog.
  await expect(fee).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('15,000');
  await page.keyboard.press('Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await fee.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Order successfully updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Focus goes back to where the dialog was opened from.
  await expect(update).toBeFocused();
  await expect(page.getByText('UGX 15,000').first()).toBeVisible();

  // Escape closes a dialog without saving, and the focus comes back too.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(update).toBeFocused();
});
