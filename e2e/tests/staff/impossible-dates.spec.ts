import { expect, test, type Locator, type Page } from '@playwright/test';
import { typeDate } from '../../support/dates.ts';
import { uniqueMobile } from '../../support/phones.ts';
import { DESKTOP, PHONE } from '../../support/screens.ts';

// Issue 38: a date that does not exist, typed as a nurse's date of birth in
// the Add Nurse wizard, says so under the field, holds the step back, and is
// still there, as typed, after going to the next step and back.

const NO_31_FEB = 'There is no 31 February 2030: February 2030 has 28 days';

/** The date of birth still shows 31-02-2030, with the message under it. */
async function expectRefusedBirthDate(wizard: Locator) {
  const field = wizard.getByRole('group', { name: 'Date of birth' });
  await expect(field.locator('input')).toHaveValue('31-02-2030');
  await expect(wizard.getByText(NO_31_FEB)).toBeVisible();
  await expect(field).toHaveAccessibleDescription(NO_31_FEB);
}

async function impossibleBirthDate(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.goto('/nurses/list');
  await page.getByRole('button', { name: 'Add nurse' }).click();
  const wizard = page.getByRole('dialog', { name: 'Add Nurse Profile' });
  const heading = wizard.getByRole('heading', { level: 3 });
  await wizard.getByRole('textbox', { name: 'First name' }).fill('Esther');
  await wizard.getByRole('textbox', { name: 'Last name' }).fill('Dates');
  await wizard.getByRole('textbox', { name: 'E-mail' }).fill('esther.dates@example.ug');
  await wizard.getByRole('textbox', { name: 'Phone number' }).fill(uniqueMobile());
  // The second step reached, so its tab leads there later.
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(heading).toHaveText("Basic Info cont'd");
  await wizard.getByRole('button', { name: 'Back' }).click();
  await expect(heading).toHaveText('Basic Information');

  await typeDate(wizard, 'Date of birth', '31-02-2030');
  await expect(wizard.getByText(NO_31_FEB)).toBeVisible();
  await page.keyboard.press('Tab');
  await expectRefusedBirthDate(wizard);

  // Next checks the step: the date of birth holds it back.
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('group', { name: 'Date of birth' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(heading).toHaveText('Basic Information');
  await expectRefusedBirthDate(wizard);

  // To the next step by its tab, then Back: the field is built anew.
  await wizard.getByRole('tab', { name: /Basic Info cont'd/ }).click();
  await expect(heading).toHaveText("Basic Info cont'd");
  await expect(wizard.getByRole('group', { name: 'Date of birth' })).toHaveCount(0);
  await wizard.getByRole('button', { name: 'Back' }).click();
  await expect(heading).toHaveText('Basic Information');
  await expectRefusedBirthDate(wizard);
}

test('an impossible date of birth is said and kept through Next and Back (desktop)', async ({
  page,
}) => {
  await impossibleBirthDate(page, DESKTOP);
});

test('an impossible date of birth is said and kept through Next and Back (phone)', async ({
  page,
}) => {
  await impossibleBirthDate(page, PHONE);
});
