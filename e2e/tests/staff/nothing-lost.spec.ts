import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, goByDrawer, PHONE } from '../../support/screens.ts';
import { uniqueMobile } from '../../support/phones.ts';

// Issue 38, "Nothing typed is lost": the browser's Back (a phone's back
// gesture) on a form with changes asks "Discard changes?" as Escape does, and
// a refused save brings the first field in error into view and focuses it.

test.beforeEach(() => test.slow());

/** From Home to the customers list inside the app, so Back has a page of the app to go to. */
async function customersFromHome(page: Page, phone: boolean) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Main Dashboard' })).toBeVisible();
  if (phone) await goByDrawer(page, 'Customer Profiles');
  else
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Customer Profiles', exact: true })
      .click();
  await expect(page).toHaveURL(/\/customers\/list$/);
}

async function openAddCustomer(page: Page) {
  await page.getByRole('button', { name: 'Add customer' }).click();
  const form = page.getByRole('dialog', { name: 'Add Customer' });
  await expect(form).toBeVisible();
  return form;
}

for (const [what, size] of [
  ['1280 px', DESKTOP],
  ['390 px', PHONE],
] as const) {
  test.describe(`at ${what}`, () => {
    test.use({ viewport: size });
    const phone = size === PHONE;

    test('Back on a half-filled Add Customer asks first; Keep editing keeps the name, Discard leaves', async ({
      page,
    }) => {
      await customersFromHome(page, phone);
      const form = await openAddCustomer(page);
      const firstName = form.getByRole('textbox', { name: 'First name' });
      await firstName.fill('Nakato');

      await page.goBack();
      const ask = page.getByRole('dialog', { name: 'Discard changes?' });
      await expect(ask).toBeVisible();
      await expect(page).toHaveURL(/\/customers\/list$/);
      await ask.getByRole('button', { name: 'Keep editing' }).click();
      await expect(ask).toBeHidden();
      await expect(firstName).toHaveValue('Nakato');
      await expect(page).toHaveURL(/\/customers\/list$/);

      await page.goBack();
      await expect(ask).toBeVisible();
      await ask.getByRole('button', { name: 'Discard' }).click();
      await expect(page.getByRole('heading', { name: 'Main Dashboard' })).toBeVisible();
      await expect(form).toBeHidden();
      // Forward again: the list, with no form left open and nothing asked.
      await page.goForward();
      await expect(page).toHaveURL(/\/customers\/list$/);
      await expect(form).toBeHidden();
      await expect(ask).toBeHidden();
    });

    test('a refused save toasts, and brings the first field in error into view with the focus', async ({
      page,
    }) => {
      await customersFromHome(page, phone);
      const form = await openAddCustomer(page);
      await form.getByRole('textbox', { name: 'First name' }).fill('Nakato');
      await form.getByRole('textbox', { name: 'Last name' }).fill('Aisha');
      await form.getByRole('textbox', { name: 'Phone number' }).fill(uniqueMobile());
      await form.getByRole('button', { name: 'Save' }).click();

      // The SPEC's toast, outside the dialog (which hides it from the accessibility tree).
      await expect(
        page.locator('.notistack-MuiContent').filter({ hasText: 'Some fields are not filled' }),
      ).toBeVisible();
      // The first field in error in the form's order: the address, further down.
      const address = form.getByRole('combobox', { name: /^Address/ });
      await expect(address).toHaveAttribute('aria-invalid', 'true');
      await expect(address).toBeFocused();
      await expect(address).toBeInViewport();
      // Every field in error is marked, not only the focused one.
      await expect(form.getByRole('combobox', { name: 'Product' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    });
  });
}
