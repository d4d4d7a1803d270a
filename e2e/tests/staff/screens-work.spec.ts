import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE, checkScreen, goByDrawer } from '../../support/screens.ts';

// Each journey stands alone: they share the two workers instead of queueing on one.
test.describe.configure({ mode: 'parallel' });

// Every screen at 1280 px and 390 px: the axe-core scan (no serious or critical
// violation) and no page-wide horizontal scroll; on a phone the drawer menu.

const BOOKING_TABS = ['New Bookings', 'On Going Booking', 'Completed', 'Job Cards'];
const ORDER_TABS = ['Pending', 'Confirmed', 'Received', 'Cancelled'];

/** The open booking dialog's "Open as page": /bookings/:id, the booking detail page. */
async function openAsPage(page: Page) {
  await page.getByRole('link', { name: 'Open as page' }).click();
  await expect(page).toHaveURL(/\/bookings\/[^/?]+$/);
  await expect(page.getByRole('article', { name: /^Booking / })).toBeVisible();
}

// Each journey at 1280 px and at 390 px is a test of its own: at 14 scans
// and as many page loads, one test for both ran out of its 180 s on a busy
// machine; two run side by side on the two workers.
test('Bookings: each tab, the booking dialog and page, and the job card dialog', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await page.goto('/bookings');
  for (const name of BOOKING_TABS) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tabpanel').getByRole('table')).toBeVisible();
    await checkScreen(page, `Bookings > ${name}`);
  }
  await page.getByRole('tabpanel').getByRole('table').getByRole('row').nth(1).click();
  await expect(page.getByRole('dialog', { name: /^Job card CC-/ })).toBeVisible();
  await checkScreen(page, 'job card dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'New Bookings' }).click();
  await page.getByRole('tabpanel').getByRole('table').getByRole('row').nth(1).click();
  await expect(page.getByRole('dialog', { name: /^Booking / })).toBeVisible();
  await checkScreen(page, 'booking dialog');
  await openAsPage(page);
  await checkScreen(page, 'booking detail page');
});

test('Bookings at 390 px: each tab, the booking dialog and page, and the job card dialog', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await goByDrawer(page, 'Bookings');
  for (const name of BOOKING_TABS) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
    await checkScreen(page, `Bookings > ${name} (phone)`);
  }
  // On a phone the job cards are cards (issue 38); a card opens its dialog.
  await page
    .getByRole('tabpanel')
    .getByRole('list', { name: 'Job Cards' })
    .getByRole('listitem')
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /^Job card CC-/ })).toBeVisible();
  await checkScreen(page, 'job card dialog (phone)');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'New Bookings' }).click();
  await page.getByRole('tabpanel').getByRole('table').getByRole('row').nth(1).click();
  await expect(page.getByRole('dialog', { name: /^Booking / })).toBeVisible();
  await checkScreen(page, 'booking dialog (phone)');
  await openAsPage(page);
  await checkScreen(page, 'booking detail page (phone)');
});

test('Shop: the order tabs, an order, the shipping fee dialog, sales', async ({ page }) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await page.goto('/shop/orders');
  for (const name of ORDER_TABS) {
    await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
    await expect(
      page.getByRole('tab', { name: new RegExp(`^${name}`), selected: true }),
    ).toBeVisible();
    await checkScreen(page, `Shop > ${name}`);
  }
  await page.getByRole('tab', { name: /^Pending/ }).click();
  await page
    .getByRole('link', { name: /View Order/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /^Order / })).toBeVisible();
  // Print waits for the service details it prints: scanned once they came.
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
  await checkScreen(page, 'order detail');
  await page.getByRole('button', { name: 'Update Shipping Fee' }).click();
  await expect(page.getByRole('dialog', { name: 'Update Shipping Fee' })).toBeVisible();
  await checkScreen(page, 'shipping fee dialog');
  await page.keyboard.press('Escape');
  await page.goto('/shop/sales');
  await expect(page.getByRole('heading').filter({ hasText: /sales/i }).first()).toBeVisible();
  await checkScreen(page, 'Shop > Sales');
});

test('Shop at 390 px: the order tabs, an order, the shipping fee dialog, sales', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await goByDrawer(page, 'Shop');
  await expect(page.getByRole('link', { name: /View Order/ }).first()).toBeVisible();
  await checkScreen(page, 'Shop > Pending (phone)');
  for (const name of ORDER_TABS.slice(1)) {
    await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
    await expect(
      page.getByRole('tab', { name: new RegExp(`^${name}`), selected: true }),
    ).toBeVisible();
    await checkScreen(page, `Shop > ${name} (phone)`);
  }
  await page.getByRole('tab', { name: /^Pending/ }).click();
  await page
    .getByRole('link', { name: /View Order/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /^Order / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
  await checkScreen(page, 'order detail (phone)');
  await page.getByRole('button', { name: 'Update Shipping Fee' }).click();
  await expect(page.getByRole('dialog', { name: 'Update Shipping Fee' })).toBeVisible();
  await checkScreen(page, 'shipping fee dialog (phone)');
  await page.keyboard.press('Escape');
  await page.goto('/shop/sales');
  await expect(page.getByRole('heading').filter({ hasText: /sales/i }).first()).toBeVisible();
  await checkScreen(page, 'Shop > Sales (phone)');
});

test('Finance (ledger, order form) and Communication (both tabs)', async ({ page }) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await page.goto('/finance/list');
  await expect(page.getByRole('table', { name: 'Income trace' })).toBeVisible();
  await checkScreen(page, 'Finance ledger');
  await page.getByRole('button', { name: 'Add income entry' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Order' })).toBeVisible();
  await checkScreen(page, 'order form');
  await page.keyboard.press('Escape');
  await page.goto('/communication');
  await expect(page.getByRole('button', { name: 'Send notification' })).toBeVisible();
  await checkScreen(page, 'Communication > Push Notifications');
  await page.getByRole('tab', { name: 'Health care info' }).click();
  await expect(page.getByRole('form', { name: 'New health tip' })).toBeVisible();
  await checkScreen(page, 'Communication > Health care info');

  await page.setViewportSize(PHONE);
  await page.goto('/');
  await goByDrawer(page, 'Finance');
  await expect(page.getByRole('list', { name: 'Income trace' })).toBeVisible();
  await checkScreen(page, 'Finance ledger (phone)');
  await page.getByRole('button', { name: 'Add income entry' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Order' })).toBeVisible();
  await checkScreen(page, 'order form (phone)');
  await page.keyboard.press('Escape');
  await goByDrawer(page, 'Communication');
  await checkScreen(page, 'Communication > Push Notifications (phone)');
  await page.getByRole('tab', { name: 'Health care info' }).click();
  await expect(page.getByRole('form', { name: 'New health tip' })).toBeVisible();
  await checkScreen(page, 'Communication > Health care info (phone)');
});
