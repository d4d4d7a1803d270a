import { expect, type Locator, type Page } from '@playwright/test';

/** Picks an option of an MUI select by the field's label (`exact`: the whole label). */
export async function choose(
  page: Page,
  scope: Locator,
  label: string | RegExp,
  option: string,
  { exact = false } = {},
) {
  const field = scope.getByRole('combobox', { name: label, exact });
  const wanted = page.getByRole('option', { name: option, exact: true });
  // A list opened while the screen re-renders may close again or belong to
  // an older render: closed and opened afresh until the option is there, and
  // until the field shows it (a click on a list being replaced is lost).
  await expect(
    async () => {
      if (await page.getByRole('listbox').first().isVisible()) await page.keyboard.press('Escape');
      await field.click();
      await wanted.click({ timeout: 10_000 });
      await expect(field).toContainText(option, { timeout: 5_000 });
    },
    `the option "${option}" of ${String(label)}`,
  ).toPass({ timeout: 60_000 });
}

/** The signed-in admin's headers, for calls a journey makes through the API. */
export async function authHeaders(page: Page) {
  // A fresh page (about:blank) may read no storage: the app's origin first.
  if (!page.url().startsWith('http')) await page.goto('/');
  // this tab's session, or the one kept on this computer (issue 26)
  const token = await page.evaluate(
    () =>
      (
        JSON.parse(
          sessionStorage.getItem('care.session') ?? localStorage.getItem('care.session') ?? '{}',
        ) as { token?: string }
      ).token,
  );
  return { Authorization: `Bearer ${token}`, 'x-partner-id': 'care-portal' };
}

/** The API with the signed-in admin's token, for the records a journey makes for itself. */
export async function apiPost<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(`/api/v1${path}`, {
    headers: await authHeaders(page),
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: T }).data;
}

/** The usual job card of a journey: postnatal care of a baby after a C-section, at home in Ntinda. */
export const postnatalCard = (UserId: number, more: Record<string, unknown> = {}) => ({
  UserId,
  service: 'Postnatal Care',
  patient_name: 'Baby Grace',
  gender: 'Female',
  facility: 'Home',
  medical_condition: 'C-section',
  address: 'Ntinda, Nakawa Division, Kampala, Uganda',
  care_services: [],
  pysio_services: [],
  has_doctor: false,
  ...more,
});

/** What a journey's job card differs in from the usual one (a mother after a C-section at home). */
export type JobCardFields = {
  start_date: string;
  days: number;
  shifts?: 'Day' | 'Night';
} & Record<string, unknown>;

/**
 * A new customer `Grace <lastName>` on `phone` (07x...) with one pending job
 * card of hers, both made through the API: postnatal care at home in Ntinda,
 * with `card`'s days, shift and any other field it gives.
 */
export async function customerJobCard(
  page: Page,
  lastName: string,
  phone: string,
  card: JobCardFields,
) {
  const created = await apiPost<{ customer: { id: number } }>(page, '/customer', {
    firstname: 'Grace',
    lastname: lastName,
    phonenumber: phone,
    gender: 'Female',
    address: 'Ntinda, Nakawa Division, Kampala, Uganda',
    contry: 'Uganda, East Africa',
    order: { order: 'Postnatal care services', requested_by: 'Husband' },
  });
  return apiPost<{ id: number; care_card_number: string }>(
    page,
    '/portal/jobcard',
    postnatalCard(created.customer.id, { requested_by: 'Husband', ...card }),
  );
}
