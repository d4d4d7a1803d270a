import { expect, test } from '@playwright/test';

// Issue 21.4: Completed shop orders have a tab, and the top-bar search in Shop
// and in Bookings finds records of every status, not only the open tab's.

test('Completed orders have a tab and are found by the search from another tab', async ({
  page,
}) => {
  await page.goto('/shop/orders');
  await page.getByRole('tab', { name: /^Completed/ }).click();
  await expect(page).toHaveURL(/\/shop\/orders\?status=completed$/);
  const completed = page.getByRole('list', { name: 'Completed orders' });
  const first = completed.getByRole('article').first();
  await expect(first).toContainText('Completed');
  const number = (await first.getByRole('heading').innerText()).trim();
  expect(number).toMatch(/^SO-/);

  // From the Pending tab, the search finds the Completed order, with its status.
  await page.getByRole('tab', { name: /^Pending/ }).click();
  await expect(page.getByRole('list', { name: 'Pending orders' })).toBeVisible();
  await page.getByLabel('Search Shop').fill(number);
  const found = page.getByRole('list', { name: `All orders matching ${number}` });
  await expect(found.getByRole('article', { name: number })).toContainText('Completed');
  await expect(page.getByRole('tab', { name: 'All', selected: true })).toBeVisible();

  // The All tab lists every status.
  await page.getByLabel('Search Shop').fill('');
  await expect(page.getByRole('list', { name: 'Pending orders' })).toBeVisible();
  await page.getByRole('tab', { name: 'All' }).click();
  const all = page.getByRole('list', { name: 'All orders' });
  await expect(all.getByRole('article').first()).toBeVisible();
});

test('the bookings search finds a booking of another status than the open tab', async ({
  page,
}) => {
  await page.goto('/bookings?tab=completed');
  const done = page.getByRole('table', { name: 'Completed' });
  const row = done.getByRole('row').nth(1);
  await expect(row).toContainText(/Completed|Cancelled/);
  const client = (await row.getByRole('cell').first().innerText()).split('\n')[0]!.trim();
  const lastName = client.split(/\s+/).at(-1)!;
  expect(lastName.length).toBeGreaterThanOrEqual(3);

  await page.getByRole('tab', { name: 'New Bookings' }).click();
  await expect(page.getByRole('table', { name: 'New Bookings' })).toBeVisible();
  await page.getByLabel('Search Bookings').fill(lastName);
  const found = page.getByRole('table', { name: 'All bookings' });
  await expect(page.getByText(`All bookings matching “${lastName}”`)).toBeVisible();
  await expect(
    found
      .getByRole('row', { name: new RegExp(client.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .filter({ hasText: /Completed|Cancelled/ })
      .first(),
  ).toBeVisible();
});
