import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { typeDate } from '../../support/dates.ts';
import { choose } from '../../support/records.ts';

/** Types into the address autocomplete and picks the first suggestion of the gazetteer. */
async function pickAddress(page: Page, scope: Locator, label: string, text: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).fill(text);
  const suggestion = page.getByRole('option').first();
  await expect(suggestion).toBeVisible();
  await suggestion.click();
}

test('a customer with an order, a job card through its life, and the care card', async ({
  page,
}) => {
  // A long journey through several screens: give it the time of three tests.
  test.slow();
  const unique = `E2e${Date.now().toString(36)}`;
  const fullName = `Amina ${unique}`;

  // Add Customer, with the first order.
  await page.goto('/customers/list');
  await page.getByRole('button', { name: 'Add customer' }).click();
  const form = page.getByRole('dialog', { name: 'Add Customer' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Amina');
  await form.getByRole('textbox', { name: 'Last name' }).fill(unique);
  await form.getByRole('textbox', { name: 'Phone number' }).fill('0772 123 456');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(`${unique.toLowerCase()}@example.ug`);
  await choose(page, form, 'Children', '2', { exact: true });
  await pickAddress(page, form, 'Address', 'Ntinda');
  await choose(page, form, 'Product', 'Postnatal care', { exact: true });
  await form.getByRole('textbox', { name: 'Requested by' }).fill('Her sister');
  await choose(page, form, 'Consent given', 'In person', { exact: true });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Customer profile created')).toBeVisible();
  await expect(form).toBeHidden();

  // Find it with the top-bar search and open it.
  await page.goto('/customers/list');
  await page.getByLabel('Search Customer Profiles').fill(unique);
  const results = page.getByRole('list', { name: `Customers matching ${unique}` });
  await results.getByRole('link', { name: new RegExp(fullName) }).click();
  await expect(page).toHaveURL(/\/customers\/list\/\d+$/);
  const card = page.getByRole('region', { name: 'Contact card' });
  await expect(card.getByRole('heading', { name: fullName })).toBeVisible();
  await expect(card.getByText('Parent', { exact: true })).toBeVisible();
  await expect(card.getByText('Uganda, East Africa')).toBeVisible();

  // Add a job card from the Actions menu.
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Add Job Card' }).click();
  const jobForm = page.getByRole('dialog', { name: 'Add Job Card' });
  await choose(page, jobForm, 'Service', 'Postnatal care', { exact: true });
  await jobForm.getByRole('textbox', { name: 'Patient name' }).fill('Baby Amina');
  await choose(page, jobForm, 'Patient gender', 'Female', { exact: true });
  await choose(page, jobForm, 'Main medical disease', 'C-section', { exact: true });
  await jobForm.getByRole('textbox', { name: 'Facility' }).fill('Home');
  await pickAddress(page, jobForm, 'Address', 'Kisaasi');
  await typeDate(jobForm, 'Booking date', '02-03-2026');
  await jobForm.getByRole('spinbutton', { name: 'Days' }).fill('7');
  await jobForm.getByRole('checkbox', { name: 'Walking' }).check();
  await jobForm.getByRole('textbox', { name: 'Invoice amount' }).fill('350,000');
  await jobForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Job card successfully created')).toBeVisible();
  await expect(jobForm).toBeHidden();

  // Open it from Customer Jobs; Start Job, then Complete Job.
  const jobs = page.getByRole('table', { name: 'Customer Jobs' });
  await jobs.getByRole('row', { name: /Postnatal care/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Job card CC-/ });
  await expect(dialog.getByText('Pending', { exact: true })).toBeVisible();
  await expect(dialog.getByText('UGX 350,000')).toBeVisible();
  await dialog.getByRole('button', { name: 'Start Job' }).click();
  // Each move says what happened (issue 21, item 12).
  await expect(page.getByText('Job started')).toBeVisible();
  await expect(dialog.getByText('Ongoing', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Start Job' })).toBeHidden();
  await dialog.getByRole('button', { name: 'Complete Job' }).click();
  // A final move asks once, naming the card (issue 21).
  await page
    .getByRole('dialog', { name: /^Complete job card CC-.*\?$/ })
    .getByRole('button', { name: 'Complete Job' })
    .click();
  await expect(page.getByText('Task completed successfully')).toBeVisible();
  await expect(dialog.getByText('Completed', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel Job' })).toBeHidden();

  // The care card PDF.
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download care card' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^care-card-CC-[\w-]+\.pdf$/);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF');

  // The table behind the dialog follows the status.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(jobs.getByText('Completed', { exact: true })).toBeVisible();
});
