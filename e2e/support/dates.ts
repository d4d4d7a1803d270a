import type { Locator } from '@playwright/test';

/**
 * Types a date into a DateField (MUI X: day, month and year sections) the way
 * a person does: DD-MM-YYYY, from the day section on. `scope` holds the field.
 */
export async function typeDate(scope: Locator, label: string | RegExp, shown: string) {
  const field = scope.getByRole('group', { name: label });
  await field.getByRole('spinbutton', { name: 'Day' }).click();
  await field.page().keyboard.type(shown.replace(/\D/g, ''));
}
