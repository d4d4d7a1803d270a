import { expect, test, type Locator, type Page } from '@playwright/test';
import { typeDate } from '../../support/dates.ts';
import { apiPost, choose, postnatalCard } from '../../support/records.ts';
import { uniqueMobile } from '../../support/phones.ts';

// Issue 21, Forms (items 5 to 8): what was typed is kept, steps check what they
// show, helpers fill what they can, and final moves ask first, naming the record.

// Each test opens several screens: on a busy 2-core machine give them the time of three.
test.beforeEach(() => test.slow());

const unique = () => `Frm${Date.now().toString(36)}`;
const phoneOf = uniqueMobile;

/** A customer with a pending job card starting 04-05-2026, made through the API. */
async function makeJobCard(page: Page, name: string) {
  const created = await apiPost<{ customer: { id: number } }>(page, '/customer', {
    firstname: 'Grace',
    lastname: name,
    phonenumber: phoneOf(),
    gender: 'Female',
    address: 'Ntinda, Nakawa Division, Kampala, Uganda',
    contry: 'Uganda, East Africa',
    order: { order: 'Postnatal care services', requested_by: 'Husband' },
  });
  const card = await apiPost<{ id: number; care_card_number: string }>(
    page,
    '/portal/jobcard',
    postnatalCard(created.customer.id, {
      start_date: '2026-05-04',
      days: 5,
      requested_by: 'Husband',
    }),
  );
  return { customerId: created.customer.id, card };
}

/** A nurse profile made through the API (ACTIVE, pending approval). */
async function makeNurse(page: Page, name: string) {
  return apiPost<{ id: number }>(page, '/careteam', {
    nurse: {
      first_name: 'Esther',
      last_name: name,
      email: `${name.toLowerCase()}@example.ug`,
      phone_number: phoneOf(),
      qualification: 'Registered Nurse',
      graduation_year: '2018',
    },
  });
}

async function openAddNurse(page: Page) {
  await page.goto('/nurses/list');
  await page.getByRole('button', { name: 'Add nurse' }).click();
  return page.getByRole('dialog', { name: 'Add Nurse Profile' });
}

async function fillStepOne(wizard: Locator, name: string) {
  await wizard.getByRole('textbox', { name: 'First name' }).fill('Esther');
  await wizard.getByRole('textbox', { name: 'Last name' }).fill(name);
  await wizard.getByRole('textbox', { name: 'E-mail' }).fill(`${name.toLowerCase()}@example.ug`);
  await wizard.getByRole('textbox', { name: 'Phone number' }).fill(phoneOf());
  await wizard.getByRole('button', { name: 'Next' }).click();
}

test('Escape on a half-filled Add Nurse asks "Discard changes?"; Keep editing keeps it all', async ({
  page,
}) => {
  const name = unique();
  const wizard = await openAddNurse(page);
  await fillStepOne(wizard, name);
  await choose(page, wizard, 'Availability', 'Full time');
  await wizard.getByRole('textbox', { name: 'About me' }).fill('Ten years of home care');

  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  await expect(wizard.getByRole('textbox', { name: 'About me' })).toHaveValue(
    'Ten years of home care',
  );
  await expect(wizard.getByRole('combobox', { name: 'Availability' })).toHaveText(/Full time/);

  // Discard throws it away: the next Add Nurse starts empty.
  await wizard.getByRole('button', { name: 'Close' }).click();
  await page
    .getByRole('dialog', { name: 'Discard changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(wizard).toBeHidden();
  await page.getByRole('button', { name: 'Add nurse' }).click();
  await expect(wizard.getByRole('textbox', { name: 'Last name' })).toHaveValue('');
  // An untouched form closes at once.
  await page.keyboard.press('Escape');
  await expect(wizard).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Discard changes?' })).toBeHidden();
});

test('the wizard refuses a work end date before its start at Next, as Save does', async ({
  page,
}) => {
  const wizard = await openAddNurse(page);
  await fillStepOne(wizard, unique());
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('textbox', { name: 'Position' })).toBeVisible();
  await typeDate(wizard, 'Started', '10-05-2020');
  await typeDate(wizard, 'Ended', '01-02-2019');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('The end date is before the start date')).toBeVisible();
  await expect(wizard.getByRole('textbox', { name: 'Position' })).toBeVisible();
  await expect(wizard.getByRole('textbox', { name: 'Graduation year' })).toBeHidden();
});

test('Add Customer and the job card form ask before Escape throws them away', async ({ page }) => {
  const name = unique();
  await page.goto('/customers/list');
  await page.getByRole('button', { name: 'Add customer' }).click();
  const form = page.getByRole('dialog', { name: 'Add Customer' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Amina');
  await form.getByRole('textbox', { name: 'Last name' }).fill(name);
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(form.getByRole('textbox', { name: 'Last name' })).toHaveValue(name);
  await page.keyboard.press('Escape');
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(form).toBeHidden();

  // The job card form: Escape asks too, and the end date follows the days: the
  // last day of care, booking date + days - 1 (issue 37).
  const { customerId } = await makeJobCard(page, name);
  await page.goto(`/customers/list/${customerId}`);
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Add Job Card' }).click();
  const jobForm = page.getByRole('dialog', { name: 'Add Job Card' });
  await jobForm.getByRole('textbox', { name: 'Patient name' }).fill('Baby Amina');
  await typeDate(jobForm, 'Booking date', '02-03-2026');
  await jobForm.getByRole('spinbutton', { name: 'Days' }).fill('7');
  await expect(jobForm.getByRole('group', { name: 'End date' })).toContainText('08-03-2026');
  await jobForm.getByRole('spinbutton', { name: 'Days' }).fill('10');
  await expect(jobForm.getByRole('group', { name: 'End date' })).toContainText('11-03-2026');
  await page.keyboard.press('Escape');
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(jobForm.getByRole('textbox', { name: 'Patient name' })).toHaveValue('Baby Amina');
  await expect(jobForm.getByRole('group', { name: 'End date' })).toContainText('11-03-2026');
});

test('Add Job takes the start date of the chosen job card', async ({ page }) => {
  const name = unique();
  await page.goto('/nurses/list');
  const { card } = await makeJobCard(page, name);
  const nurse = await makeNurse(page, name);
  await page.goto(`/nurses/list/${nurse.id}`);
  await page.getByRole('tab', { name: 'Nurse Jobs' }).click();
  await page.getByRole('button', { name: 'Add Job' }).click();
  const jobForm = page.getByRole('dialog', { name: 'Add Job' });
  await jobForm.getByRole('combobox', { name: 'Job card' }).fill(card.care_card_number);
  await page.getByRole('option', { name: new RegExp(card.care_card_number) }).click();
  await expect(jobForm.getByRole('group', { name: 'Start date' })).toContainText('04-05-2026');
});

test('Complete Job and Block ask first, naming the record; cancelling changes nothing', async ({
  page,
}) => {
  const name = unique();
  await page.goto('/customers/list');
  const { customerId, card } = await makeJobCard(page, name);
  await page.goto(`/customers/list/${customerId}`);
  await page
    .getByRole('table', { name: 'Customer Jobs' })
    .getByRole('row', { name: /Postnatal care/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /^Job card CC-/ });
  await dialog.getByRole('button', { name: 'Complete Job' }).click();
  const complete = page.getByRole('dialog', {
    name: `Complete job card ${card.care_card_number}?`,
  });
  await expect(complete).toBeVisible();
  await complete.getByRole('button', { name: 'Not yet' }).click();
  await expect(complete).toBeHidden();
  await expect(dialog.getByText('Pending', { exact: true })).toBeVisible();

  const nurse = await makeNurse(page, name);
  await page.goto(`/nurses/list/${nurse.id}`);
  const summary = page.getByRole('region', { name: 'Nurse summary' });
  await expect(summary.getByRole('heading', { name: `Esther ${name}` })).toBeVisible();
  await page.getByRole('combobox', { name: 'Account status' }).first().click();
  await page.getByRole('option', { name: 'Blocked' }).click();
  const block = page.getByRole('dialog', { name: `Block Esther ${name}?` });
  await expect(block).toBeVisible();
  await block.getByRole('button', { name: 'Cancel' }).click();
  await expect(block).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Account status' }).first()).toHaveText(/Active/);
});
