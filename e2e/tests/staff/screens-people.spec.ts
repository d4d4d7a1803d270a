import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE, checkScreen, goByDrawer } from '../../support/screens.ts';
import { authHeaders } from '../../support/records.ts';

// Each journey stands alone: they share the two workers instead of queueing on one.
test.describe.configure({ mode: 'parallel' });

// Every screen at 1280 px and 390 px: the axe-core scan (no serious or critical
// violation) and no page-wide horizontal scroll; on a phone the drawer menu.

/** A seeded customer with a device token, so can_push (the API, as the signed-in admin). */
async function customerWithToken(page: Page) {
  const res = await page.request.get('/api/v1/customer', {
    headers: await authHeaders(page),
    params: { offset: 0, limit: 100 },
  });
  const customers = ((await res.json()) as { data: { id: number; can_push: boolean }[] }).data;
  const found = customers.find((c) => c.can_push);
  if (!found) throw new Error('the demo seed has no customer with a device token');
  return found;
}

/**
 * Admin > Staff: a row's reset-password dialog and its confirm dialog (change
 * role), opened on the first row and closed unsaved. Deactivate, the same
 * dialog in red, is scanned in keyboard.spec.ts on an account it adds.
 */
async function staffDialogs(page: Page, suffix: string) {
  await page
    .getByRole('button', { name: /^Reset password of / })
    .first()
    .click();
  const reset = page.getByRole('dialog', { name: /^Reset password of / });
  await expect(reset.getByLabel('Temporary password')).toBeVisible();
  await checkScreen(page, `reset password dialog${suffix}`);
  await reset.getByRole('button', { name: 'Cancel' }).click();
  await expect(reset).toBeHidden();
  await page
    .getByRole('button', { name: /^Change role of / })
    .first()
    .click();
  const confirm = page.getByRole('dialog', { name: /^Change role of / });
  await expect(confirm.getByRole('button', { name: /^Make / })).toBeVisible();
  await checkScreen(page, `change role dialog${suffix}`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
}

test('Home, the 404 page and Admin (staff, audit log)', async ({ page }) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await checkScreen(page, 'Home');
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await checkScreen(page, 'signed-in 404');

  await page.goto('/admin');
  await expect(page.getByRole('table').first()).toBeVisible();
  await checkScreen(page, 'Admin > Staff');
  await page.getByRole('button', { name: 'Add staff' }).click();
  await expect(page.getByRole('dialog', { name: 'Add staff' })).toBeVisible();
  await checkScreen(page, 'Add staff dialog');
  await page.keyboard.press('Escape');
  await staffDialogs(page, '');
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByRole('button', { name: /^Details of entry/ }).first()).toBeVisible();
  await checkScreen(page, 'Admin > Audit log');

  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await checkScreen(page, 'Home (phone)');
  await goByDrawer(page, 'Admin');
  await checkScreen(page, 'Admin > Staff (phone)');
  await page.getByRole('button', { name: 'Add staff' }).click();
  await expect(page.getByRole('dialog', { name: 'Add staff' })).toBeVisible();
  await checkScreen(page, 'Add staff dialog (phone)');
  await page.keyboard.press('Escape');
  await staffDialogs(page, ' (phone)');
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByRole('button', { name: /^Details of entry/ }).first()).toBeVisible();
  await checkScreen(page, 'Admin > Audit log (phone)');
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await checkScreen(page, 'signed-in 404 (phone)');
});

test('Nurses: both tabs, a profile with each tab, the wizard, job and review dialogs', async ({
  page,
}) => {
  // Ten screen states, each scanned: longer than a usual journey.
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  await page.goto('/nurses/list');
  const approved = page.getByRole('list', { name: 'Approved nurses' });
  await expect(approved.getByRole('link').first()).toBeVisible();
  await checkScreen(page, 'Nurses > Approved');
  await page.getByRole('tab', { name: 'Unapproved' }).click();
  await expect(page.getByRole('list', { name: 'Unapproved nurses' })).toBeVisible();
  await checkScreen(page, 'Nurses > Unapproved');

  await page.getByRole('button', { name: 'Add nurse' }).click();
  const wizard = page.getByRole('dialog', { name: 'Add Nurse Profile' });
  await expect(wizard.getByRole('textbox', { name: 'First name' })).toBeVisible();
  await checkScreen(page, 'nurse wizard, step 1');
  await wizard.getByRole('button', { name: 'Close' }).click();
  await expect(wizard).toBeHidden();

  await page.getByRole('tab', { name: 'Approved', exact: true }).click();
  await approved.getByRole('link').first().click();
  const summary = page.getByRole('region', { name: 'Nurse summary' });
  await expect(summary).toBeVisible();
  await checkScreen(page, 'nurse profile > Profile');
  await page.getByRole('tab', { name: 'Nurse Jobs' }).click();
  const jobs = page.getByRole('table', { name: 'My Jobs' });
  await expect(jobs).toBeVisible();
  await checkScreen(page, 'nurse profile > Nurse Jobs');
  await page.getByRole('button', { name: 'Add Job' }).click();
  const jobForm = page.getByRole('dialog', { name: 'Add Job' });
  await expect(jobForm).toBeVisible();
  await checkScreen(page, 'nurse job dialog');
  await jobForm.getByRole('button', { name: 'Close' }).click();
  await expect(jobForm).toBeHidden();
  // The review dialog is scanned in nurses.spec.ts, where a completed job is rated.
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page.getByRole('table', { name: 'Reviews' })).toBeVisible();
  await checkScreen(page, 'nurse profile > Reviews');

  await page.setViewportSize(PHONE);
  await page.goto('/');
  await goByDrawer(page, 'Nurse Profiles');
  await expect(approved.getByRole('link').first()).toBeVisible();
  await checkScreen(page, 'Nurses (phone)');
  await page.getByRole('tab', { name: 'Unapproved' }).click();
  await expect(page.getByRole('list', { name: 'Unapproved nurses' })).toBeVisible();
  await checkScreen(page, 'Nurses > Unapproved (phone)');
  await page.getByRole('button', { name: 'Add nurse' }).click();
  await expect(wizard.getByRole('textbox', { name: 'First name' })).toBeVisible();
  await checkScreen(page, 'nurse wizard, step 1 (phone)');
  await wizard.getByRole('button', { name: 'Close' }).click();
  await expect(wizard).toBeHidden();
  await page.getByRole('tab', { name: 'Approved', exact: true }).click();
  await approved.getByRole('link').first().click();
  await expect(summary).toBeVisible();
  await checkScreen(page, 'nurse profile (phone)');
  await page.getByRole('tab', { name: 'Nurse Jobs' }).click();
  // On a phone the jobs are cards (issue 38).
  await expect(page.getByRole('list', { name: 'My Jobs' })).toBeVisible();
  await checkScreen(page, 'nurse profile > Nurse Jobs (phone)');
  await page.getByRole('button', { name: 'Add Job' }).click();
  await expect(jobForm).toBeVisible();
  await checkScreen(page, 'nurse job dialog (phone)');
  await jobForm.getByRole('button', { name: 'Close' }).click();
  await expect(jobForm).toBeHidden();
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page.getByRole('table', { name: 'Reviews' })).toBeVisible();
  await checkScreen(page, 'nurse profile > Reviews (phone)');
});

test('Customers: list, profile, the customer and message dialogs', async ({ page }) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await page.goto('/customers/list');
  const list = page.getByRole('list', { name: 'Customers' });
  await expect(list.getByRole('link').first()).toBeVisible();
  await checkScreen(page, 'Customers');
  await page.getByRole('button', { name: 'Add customer' }).click();
  const form = page.getByRole('dialog', { name: 'Add Customer' });
  await expect(form).toBeVisible();
  await checkScreen(page, 'Add Customer dialog');
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(form).toBeHidden();

  // A customer with a device token, so the message dialog opens.
  const customer = await customerWithToken(page);
  await page.goto(`/customers/list/${customer.id}`);
  const card = page.getByRole('region', { name: 'Contact card' });
  await expect(card).toBeVisible();
  await checkScreen(page, 'customer profile');
  await card.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('dialog', { name: /^Message/ })).toBeVisible();
  await checkScreen(page, 'message dialog');
  await page.keyboard.press('Escape');

  await page.setViewportSize(PHONE);
  await page.goto('/');
  await goByDrawer(page, 'Customer Profiles');
  await expect(list.getByRole('link').first()).toBeVisible();
  await checkScreen(page, 'Customers (phone)');
  await page.getByRole('button', { name: 'Add customer' }).click();
  await expect(form).toBeVisible();
  await checkScreen(page, 'Add Customer dialog (phone)');
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(form).toBeHidden();
  await list.getByRole('link').first().click();
  await expect(card).toBeVisible();
  await checkScreen(page, 'customer profile (phone)');
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('dialog', { name: /^Edit/ })).toBeVisible();
  await checkScreen(page, 'Edit customer dialog (phone)');
  await page.keyboard.press('Escape');
  await page.goto(`/customers/list/${customer.id}`);
  await card.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('dialog', { name: /^Message/ })).toBeVisible();
  await checkScreen(page, 'message dialog (phone)');
});
