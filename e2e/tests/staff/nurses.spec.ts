import { expect, test, type Page } from '@playwright/test';
import { typeDate } from '../../support/dates.ts';
import { apiPost, choose } from '../../support/records.ts';
import { expectAccessible } from '../../support/screens.ts';
import { uniqueMobile } from '../../support/phones.ts';

/** A customer with a pending job card, made through the API. */
async function makeJobCard(page: Page, unique: string) {
  const created = await apiPost<{ customer: { id: number } }>(page, '/customer', {
    firstname: 'Grace',
    lastname: unique,
    phonenumber: '0772123456',
    gender: 'Female',
    address: 'Ntinda, Nakawa Division, Kampala, Uganda',
    contry: 'Uganda, East Africa',
    order: { order: 'Postnatal care services', requested_by: 'Husband' },
  });
  return apiPost<{ care_card_number: string }>(page, '/portal/jobcard', {
    UserId: created.customer.id,
    service: 'Postnatal Care',
    patient_name: 'Baby Grace',
    gender: 'Female',
    relation: 'Mother',
    age_group: '0-1',
    start_date: '2026-05-04',
    // the card's last day of care: five days from the 4th (issue 37)
    end_date: '2026-05-08',
    days: 5,
    nights: 0,
    shifts: 'Day',
    facility: 'Home',
    medical_condition: 'C-section',
    address: 'Ntinda, Nakawa Division, Kampala, Uganda',
    care_services: ['Bathing'],
    pysio_services: [],
    has_doctor: false,
    requested_by: 'Husband',
  });
}

test('a nurse from the wizard, approved, booked for 5 days and rated', async ({ page }) => {
  test.setTimeout(180_000);
  const unique = `E2e${Date.now().toString(36)}`;
  const fullName = `Esther ${unique}`;
  const phone = uniqueMobile();

  // Add the profile through the 4-step wizard.
  await page.goto('/nurses/list');
  await page.getByRole('button', { name: 'Add nurse' }).click();
  const wizard = page.getByRole('dialog', { name: 'Add Nurse Profile' });
  await wizard.getByRole('textbox', { name: 'First name' }).fill('Esther');
  await wizard.getByRole('textbox', { name: 'Last name' }).fill(unique);
  await wizard.getByRole('textbox', { name: 'E-mail' }).fill(`${unique.toLowerCase()}@example.ug`);
  await wizard.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await wizard.getByRole('combobox', { name: 'Residence (address)' }).fill('Ntinda');
  await page.getByRole('option').first().click();
  await wizard.getByRole('button', { name: 'Next' }).click();
  // Step 1 is scanned in screens-people.spec.ts; the later steps here, as they come.
  await expect(wizard.getByRole('combobox', { name: 'Availability' })).toBeVisible();
  await expectAccessible(page, 'nurse wizard, step 2');
  await choose(page, wizard, 'Availability', 'Full time');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('textbox', { name: 'Position' })).toBeVisible();
  await expectAccessible(page, 'nurse wizard, step 3');
  await wizard.getByRole('textbox', { name: 'Position' }).fill('Midwife');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('textbox', { name: 'Graduation year' })).toBeVisible();
  await expectAccessible(page, 'nurse wizard, step 4');
  await choose(page, wizard, /^Qualification/, 'Registered Nurse');
  await wizard.getByRole('textbox', { name: 'Graduation year' }).fill('2018');
  await wizard.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Nurse profile created')).toBeVisible();
  await expect(wizard).toBeHidden();
  await expect(page).toHaveURL(/\/nurses\/list\/\d+$/);

  // Find it under Unapproved with the top-bar search, then approve it.
  await page.getByLabel('Search Nurse Profiles').fill(unique);
  await page.getByRole('tab', { name: /^Unapproved/ }).click();
  const pending = page.getByRole('list', { name: `Unapproved nurses matching ${unique}` });
  await expect(pending.getByRole('link', { name: new RegExp(fullName) })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Nurse summary' });
  await expect(summary.getByRole('heading', { name: fullName })).toBeVisible();
  const standing = summary.getByTestId('nurse-status-line');
  await expect(standing).toHaveText(/^Awaiting approval · account active: .* once approved$/);
  await summary.getByRole('button', { name: 'Approve' }).click();
  // Approving changes access: it asks once, naming the nurse (issue 21).
  await page
    .getByRole('dialog', { name: `Approve ${fullName}?` })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByText('Nurse verified')).toBeVisible();
  await expect(standing).toHaveText(/^Approved · account active: .* can be booked on new jobs$/);
  await expect(summary.getByRole('button', { name: 'Unapprove' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Unapproved (0)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Approved (1)' }).click();
  const approved = page.getByRole('list', { name: `Approved nurses matching ${unique}` });
  await expect(approved.getByRole('link', { name: new RegExp(fullName) })).toBeVisible();

  // Book the nurse on a job card for 5 days at UGX 50,000 a day.
  const card = await makeJobCard(page, unique);
  await page.getByRole('tab', { name: 'Nurse Jobs' }).click();
  await page.getByRole('button', { name: 'Add Job' }).click();
  const jobForm = page.getByRole('dialog', { name: 'Add Job' });
  await jobForm.getByRole('combobox', { name: 'Job card' }).fill(card.care_card_number);
  await page.getByRole('option', { name: new RegExp(card.care_card_number) }).click();
  await typeDate(jobForm, 'Start date', '04-05-2026');
  await jobForm.getByRole('textbox', { name: 'Duration (days)' }).fill('5');
  await jobForm.getByRole('textbox', { name: 'Daily rate (UGX)' }).fill('50000');
  await expect(jobForm.getByRole('textbox', { name: 'Total amount' })).toHaveValue('UGX 250,000');
  await expect(jobForm.getByRole('group', { name: 'End date' })).toContainText('09-05-2026');
  await jobForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Nurse job successfully created')).toBeVisible();
  await expect(jobForm).toBeHidden();
  const jobs = page.getByRole('table', { name: 'My Jobs' });
  const row = jobs.getByRole('row', { name: new RegExp(card.care_card_number) });
  await expect(row.getByText('UGX 250,000')).toBeVisible();
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();

  // Move it to completed, then rate it.
  await row.getByRole('button', { name: `Edit job ${card.care_card_number}` }).click();
  const editForm = page.getByRole('dialog', { name: `Edit Job ${card.care_card_number}` });
  await choose(page, editForm, 'Job status', 'Completed');
  await editForm.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Nurse job status update successful')).toBeVisible();
  await expect(row.getByText('Completed', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Rate' }).click();
  const review = page.getByRole('dialog', { name: `Rate job ${card.care_card_number}` });
  await expect(review.getByRole('slider')).toBeVisible();
  await expectAccessible(page, 'review dialog');
  await review.getByRole('slider').focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(review.getByRole('slider')).toHaveValue('9');
  await review.getByRole('textbox', { name: 'Customer feedback' }).fill(`Kind care ${unique}`);
  await review.getByRole('textbox', { name: 'Nurse feedback' }).fill('Mother and baby doing well');
  await review.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Review added')).toBeVisible();
  await expect(row.getByRole('img', { name: '4.5 Stars' })).toBeVisible();
  await expect(summary.getByText('4.5 / 5')).toBeVisible();

  // The review is listed in the Reviews tab.
  await page.getByRole('tab', { name: 'Reviews' }).click();
  const reviews = page.getByRole('table', { name: 'Reviews' });
  const reviewRow = reviews.getByRole('row', { name: new RegExp(`Kind care ${unique}`) });
  await expect(reviewRow).toBeVisible();
  await expect(reviewRow.getByText(`Grace ${unique}`, { exact: false })).toBeVisible();
  await expect(reviewRow.getByRole('img', { name: '4.5 Stars' })).toBeVisible();
});
