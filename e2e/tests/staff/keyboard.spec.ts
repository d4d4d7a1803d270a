import { expect, test, type Page } from '@playwright/test';
import { expectFocusVisible, tabTo } from '../../support/keyboard.ts';
import { checkScreen } from '../../support/screens.ts';
import { authHeaders } from '../../support/records.ts';

// Every action reachable by keyboard: journeys made with Tab, Shift+Tab, Enter,
// Space and the arrow keys only (page.keyboard, never a click), checking on the
// way that the control with the focus is the expected one and shows it.

/** A customer made through the API (as the signed-in admin), to open from the list. */
async function makeCustomer(page: Page, lastname: string): Promise<number> {
  const response = await page.request.post('/api/v1/customer', {
    headers: await authHeaders(page),
    data: {
      firstname: 'Nakato',
      lastname,
      phonenumber: '0772123456',
      gender: 'Female',
      address: 'Ntinda, Nakawa Division, Kampala, Uganda',
      contry: 'Uganda, East Africa',
      order: { order: 'Postnatal care services', requested_by: 'Husband' },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { customer: { id: number } } }).data.customer.id;
}

test('keyboard only: the side menu, an order, the shipping fee dialog filled and saved', async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  await expect(page.getByText('Main Dashboard')).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const shop = menu.getByRole('link', { name: 'Shop', exact: true });
  await tabTo(page, shop);
  await expectFocusVisible(shop);
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

test('keyboard only: the ADMIN adds a staff account and sees it in the list', async ({ page }) => {
  test.slow();
  const n = Date.now() % 1e9;
  const name = `Okello Keys ${n}`;
  const email = `k${n}@care.ug`;
  await page.goto('/admin');
  const table = page.getByRole('table', { name: 'Staff accounts' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  const add = page.getByRole('button', { name: 'Add staff' });
  await tabTo(page, add);
  await expectFocusVisible(add);
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Add staff' });
  const nameField = form.getByRole('textbox', { name: 'Name' });
  await tabTo(page, nameField);
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expectFocusVisible(form.getByRole('textbox', { name: 'E-mail' }));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  const role = form.getByRole('combobox', { name: 'Role' });
  await expectFocusVisible(role);
  await expect(role).toHaveText('STAFF');
  await page.keyboard.press('Tab');
  const password = form.getByLabel('Temporary password');
  await expectFocusVisible(password);
  await page.keyboard.type(`Kettle-Drum-${n}`);
  // The eye button shows what was typed, with Space.
  await page.keyboard.press('Tab');
  await expectFocusVisible(form.getByRole('button', { name: 'Show password' }));
  await page.keyboard.press('Space');
  await expect(password).toHaveValue(`Kettle-Drum-${n}`);
  await expect(form.getByRole('button', { name: 'Hide password' })).toBeFocused();
  const save = form.getByRole('button', { name: 'Add staff' });
  await tabTo(page, save);
  await expectFocusVisible(save);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Staff account added for ${email}`)).toBeVisible();
  await expect(form).toBeHidden();
  // The focus goes back to Add staff; the new account is in the list.
  await expect(add).toBeFocused();
  const row = table.getByRole('row', { name });
  await expect(row).toContainText(email);
  await expect(row).toContainText('STAFF');

  // Its row's actions are reachable too: Deactivate asks first (scanned here,
  // the red confirm dialog) and Escape leaves the account as it was.
  const deactivate = row.getByRole('button', { name: `Deactivate ${name}` });
  await tabTo(page, deactivate);
  await expectFocusVisible(deactivate);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: `Deactivate ${name}?` });
  await expect(confirm.getByRole('button', { name: 'Deactivate' })).toBeVisible();
  await checkScreen(page, 'deactivate dialog');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(deactivate).toBeFocused();
  await expect(row.getByRole('button', { name: `Reactivate ${name}` })).toHaveCount(0);
});

test("keyboard only: a Home figure's link leads to its filtered list", async ({ page }) => {
  await page.goto('/');
  const figure = page.getByRole('link', { name: /^Nurses awaiting approval \d/ });
  await expect(figure).toBeVisible();
  await tabTo(page, figure);
  await expectFocusVisible(figure);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/nurses\/list\?tab=unapproved$/);
  const unapproved = page.getByRole('tab', { name: 'Unapproved', selected: true });
  await expect(unapproved).toBeVisible();
  await expect(page.getByRole('list', { name: 'Unapproved nurses' })).toBeVisible();

  // The tabs: one Tab stop, the arrow keys move between them, Enter picks one.
  await tabTo(page, unapproved);
  await page.keyboard.press('ArrowLeft');
  const approved = page.getByRole('tab', { name: 'Approved', exact: true });
  await expectFocusVisible(approved);
  await page.keyboard.press('Enter');
  await expect(approved).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Approved nurses' })).toBeVisible();
});

test('keyboard only: a customer from the list, its Actions menu, Edit Profile saved', async ({
  page,
}) => {
  test.slow();
  const unique = `Kb${Date.now().toString(36)}`;
  await page.goto('/customers/list');
  const id = await makeCustomer(page, unique);

  // Find it with the top-bar search and open it.
  const search = page.getByLabel('Search Customer Profiles');
  await tabTo(page, search);
  await expectFocusVisible(search);
  await page.keyboard.type(unique);
  const link = page
    .getByRole('list', { name: `Customers matching ${unique}` })
    .getByRole('link', { name: new RegExp(unique) });
  await expect(link).toBeVisible();
  await tabTo(page, link);
  await expectFocusVisible(link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/customers/list/${id}$`));
  const card = page.getByRole('region', { name: 'Contact card' });
  await expect(card.getByRole('heading', { name: `Nakato ${unique}` })).toBeVisible();

  // The Actions menu: Enter opens it on its first item, the arrows move.
  const actions = page.getByRole('button', { name: 'Actions' });
  await tabTo(page, actions);
  await expectFocusVisible(actions);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  const edit = menu.getByRole('menuitem', { name: 'Edit Profile' });
  await expect(edit).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expectFocusVisible(menu.getByRole('menuitem', { name: 'Add Job Card' }));
  await page.keyboard.press('ArrowUp');
  await expectFocusVisible(edit);
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();

  // Edit Profile: a select picked with the arrow keys, a field typed, Update.
  const form = page.getByRole('dialog', { name: 'Edit Profile' });
  const children = form.getByRole('combobox', { name: 'Children' });
  await tabTo(page, children);
  await expectFocusVisible(children);
  await page.keyboard.press('ArrowDown');
  const two = page.getByRole('option', { name: '2', exact: true });
  await expect(page.getByRole('listbox')).toBeVisible();
  for (let i = 0; i < 8 && !(await two.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await expectFocusVisible(two);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(children).toHaveText('2');
  await expect(children).toBeFocused();
  const occupation = form.getByRole('textbox', { name: 'Occupation' });
  await tabTo(page, occupation);
  await expectFocusVisible(occupation);
  await page.keyboard.type('Teacher');
  const update = form.getByRole('button', { name: 'Update' });
  await tabTo(page, update);
  await expectFocusVisible(update);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Customer profile updated')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(card).toContainText('Teacher');
});
