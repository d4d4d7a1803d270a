import { expect, test } from '@playwright/test';
import { typeDate } from '../../support/dates.ts';
import { SMALL_PDF, approvedNurse, nightJobCard, shown } from '../../support/licences.ts';
import { kampalaDay } from '../../support/payroll.ts';
import { choose } from '../../support/records.ts';

// Issue 27: a nurse's practising licence, its copy and her calendar feed.

test('an expired licence is marked in the list and refused in the job dialog before saving', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const unique = `Lic${Date.now().toString(36)}`;
  const nurse = await approvedNurse(page, unique);
  const card = await nightJobCard(page, unique);
  const expired = kampalaDay(-10);

  await page.goto(`/nurses/list/${nurse.id}`);
  const practice = page.getByRole('region', { name: 'Practice and licence' });
  await expect(practice.getByText('No licence on record')).toBeVisible();
  await practice.getByRole('button', { name: 'Edit practice and licence' }).click();
  const dialog = page.getByRole('dialog', { name: 'Practice and licence' });
  await dialog.getByRole('textbox', { name: 'UNMC registration number' }).fill('RN-2018-4411');
  await dialog.getByRole('textbox', { name: 'Practising licence number' }).fill('PL-2025-0931');
  await typeDate(dialog, /^Licence expiry/, shown(expired));
  await choose(page, dialog, 'Station', 'Head Office');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Practice and licence saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(practice.getByText('Licence expired', { exact: true })).toBeVisible();
  await expect(practice.getByText(shown(expired))).toBeVisible();

  // The list marks her.
  await page.getByLabel('Search Nurse Profiles').fill(unique);
  const found = page.getByRole('list', { name: `Approved nurses matching ${unique}` });
  await expect(found.getByRole('link', { name: new RegExp(nurse.name) })).toContainText(
    'Licence expired',
  );

  // The job dialog says why she cannot be booked, before anything is saved.
  await page.getByRole('tab', { name: 'Nurse Jobs' }).click();
  await page.getByRole('button', { name: 'Add Job' }).click();
  const add = page.getByRole('dialog', { name: 'Add Job' });
  await add.getByRole('combobox', { name: /^Job card/ }).fill(card.care_card_number);
  await page.getByRole('option', { name: new RegExp(card.care_card_number) }).click();
  // The card's night shifts set the shift; its start date the start.
  await expect(add.getByRole('combobox', { name: /^Shift/ })).toHaveText('Night');
  await add.getByRole('textbox', { name: /^Duration/ }).fill('3');
  await add.getByRole('textbox', { name: /^Daily rate/ }).fill('50000');
  const refusal = add.getByRole('alert');
  await expect(refusal).toContainText('This nurse cannot be booked');
  await expect(refusal).toContainText(/practising licence expired/);
  await expect(add.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test("a licence's copy is uploaded and viewed; the calendar address serves iCalendar", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const unique = `Lcp${Date.now().toString(36)}`;
  const nurse = await approvedNurse(page, unique);

  await page.goto(`/nurses/list/${nurse.id}`);
  const practice = page.getByRole('region', { name: 'Practice and licence' });
  await expect(practice.getByText('None uploaded')).toBeVisible();
  await page
    .getByTestId('licence-file')
    .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
  await expect(page.getByText('Licence copy uploaded')).toBeVisible();
  await expect(practice.getByText(/licence\.pdf · 1 KB · uploaded/)).toBeVisible();

  // Viewed from a blob fetched with the session: never a bare link to the API.
  await expect(practice.getByRole('link')).toHaveCount(0);
  const opened = page.waitForEvent('popup');
  await practice.getByRole('button', { name: 'View licence' }).click();
  const tab = await opened;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();

  await practice.getByRole('button', { name: 'Make calendar address' }).click();
  const address = practice.getByRole('textbox', { name: 'Calendar address' });
  await expect(address).toHaveValue(/\/calendar\//);
  const url = await address.inputValue();
  // The feed is public by its secret: no session sent.
  const feed = await page.request.get(url, { headers: {} });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  // A new address stops the old one.
  await practice.getByRole('button', { name: 'Make a new address' }).click();
  await expect(address).not.toHaveValue(url);
  expect([404, 410]).toContain((await page.request.get(url)).status());
});
