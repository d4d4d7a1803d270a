import { expect, type Locator, type Page } from '@playwright/test';

/** Picks an option of an MUI select by the field's label (`exact`: the whole label). */
export async function choose(
  page: Page,
  scope: Locator,
  label: string | RegExp,
  option: string,
  { exact = false } = {},
) {
  await scope.getByRole('combobox', { name: label, exact }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
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
