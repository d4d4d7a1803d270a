import { expect, test, type Locator, type Page } from '@playwright/test';
import { addStaffAccount, asGuest, submitPassword } from '../../support/accounts.ts';
import { DESKTOP, PHONE } from '../../support/screens.ts';
import { changeTemporaryPassword } from '../../support/sign-in.ts';

// Issue 21.11 and 21.13: toasts that cover no action, one a message, cleared
// on a new page; and never React Router's developer error page.

// As before the service worker takes charge of the page: screens' files come from the network.
test.use({ serviceWorkers: 'block' });

const DEVELOPER_PAGE = /Hey developer|Unexpected Application Error/;

async function openHome(page: Page) {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Main Dashboard' })).toBeVisible();
  // The top bar's title shows before Home's own screen file has loaded: wait
  // for Home's screen, then for every file it asks for, or the "release"
  // below takes one of them away too (Home itself then failed after the
  // reload, at / instead of /finance/list: CI of 30 Nov).
  await expect(page.getByRole('region', { name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('region', { name: "Today's visits" })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true });

test('offline before Finance ever loaded: No internet connection with Retry, never the developer page', async ({
  page,
  context,
}) => {
  await openHome(page);
  await context.setOffline(true);
  await menuLink(page, 'Finance').click();
  await expect(page.getByRole('heading', { name: 'No internet connection' })).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expect(page.getByText(DEVELOPER_PAGE)).toHaveCount(0);

  await context.setOffline(false);
  // Retry reloads the page. What counts is what shows: the button is pressed
  // in the page, because Playwright's click also waits for the reload's load
  // event, which twice in CI on a busy machine ran out the test's 90 s while
  // Finance was already shown. The reload may end the call's page first.
  await retry
    .evaluate((button: HTMLElement) => button.click())
    .catch((err: Error) => {
      if (!/context was destroyed|navigat/i.test(err.message)) throw err;
    });
  await expect(page).toHaveURL(/\/finance\/list$/);
  await expect(page.getByText('Finance Dashboard')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No internet connection' })).toHaveCount(0);
});

test("a screen's file gone after a release reloads the app once, then says so", async ({
  page,
}) => {
  const loaded = new Set<string>();
  page.on('response', (response) => {
    if (/\.js(\?|$)/.test(response.url())) loaded.add(response.url());
  });
  await openHome(page);
  // The new release: every file this tab has not loaded yet is gone.
  const kept = new Set(loaded);
  await page.route(/\/assets\/.+\.js(\?.*)?$/, (route) =>
    kept.has(route.request().url())
      ? route.continue()
      : route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' }),
  );
  let loads = 0;
  page.on('load', () => (loads += 1));

  await menuLink(page, 'Finance').click();
  await expect(
    page.getByRole('heading', { name: 'This screen could not be loaded' }),
  ).toBeVisible();
  expect(loads).toBe(1);
  await expect(page).toHaveURL(/\/finance\/list$/);
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  await expect(page.getByText(DEVELOPER_PAGE)).toHaveCount(0);
  // No loop: still the one reload a while later.
  await page.waitForTimeout(2000);
  expect(loads).toBe(1);
});

const MESSAGE = 'Some fields are not filled';
/** notistack's toasts, outside the dialog (which hides them from the accessibility tree). */
const toastsSaying = (page: Page, text: string) =>
  page.locator('.notistack-MuiContent').filter({ hasText: text });

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function expectNoButtonCovered(toast: Locator, dialog: Locator, what: string) {
  const box = await toast.boundingBox();
  expect(box, `toast box at ${what}`).not.toBeNull();
  for (const button of await dialog.getByRole('button').all()) {
    if (!(await button.isVisible())) continue;
    const target = await button.boundingBox();
    if (!target) continue;
    const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
    expect(overlaps(box!, target), `toast over the dialog's "${name}" at ${what}`).toBe(false);
  }
}

// Issue 38: the wide dialogs too (maxWidth md: Add Customer, the nurse wizard,
// whose Close sits far left, where a bottom-left toast reached), with toasts
// top-centre at every width.
for (const [what, size, list, open, title] of [
  ['1280 px', DESKTOP, '/customers/list', 'Add customer', 'Add Customer'],
  ['390 px', PHONE, '/customers/list', 'Add customer', 'Add Customer'],
  ['1280 px', DESKTOP, '/nurses/list', 'Add nurse', 'Add Nurse Profile'],
  ['390 px', PHONE, '/nurses/list', 'Add nurse', 'Add Nurse Profile'],
] as const) {
  test(`at ${what} a toast covers none of ${title}'s buttons, and the same message shows once`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto(list);
    await page.getByRole('button', { name: open }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const toast = toastsSaying(page, MESSAGE);
    await expect(toast).toBeVisible();
    // Once its slide-in is over (500 ms on an idle machine, longer on a busy one).
    await expect(() => expectNoButtonCovered(toast, dialog, what)).toPass({ timeout: 10_000 });

    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForTimeout(500);
    await expect(toastsSaying(page, MESSAGE)).toHaveCount(1);
  });
}

test("a wrong code's toast does not follow a successful sign-in to Home", async ({
  page,
  browser,
}) => {
  test.slow();
  const { n, email, temporary } = await addStaffAccount(page, 't', 'Tina Toast');

  await asGuest(browser, async (guest) => {
    await guest.setViewportSize(DESKTOP);
    await guest.goto('/login');
    const code = await submitPassword(guest, email, temporary);
    const field = guest.getByRole('textbox', { name: 'Verification code' });
    await field.fill(code === '000000' ? '111111' : '000000');
    await guest.getByRole('button', { name: 'Verify' }).click();
    const stale = guest.getByText('Invalid verification, please try again');
    await expect(stale).toBeVisible();
    await field.fill(code);
    await guest.getByRole('button', { name: 'Verify' }).click();
    // Signed in: the last screen's error goes at once, not after its 5 s.
    await expect(guest).toHaveURL(/\/$/);
    await expect(stale).toHaveCount(0, { timeout: 2000 });
    await changeTemporaryPassword(guest, temporary, `Toast-Own-${n}`);
    await expect(guest.getByRole('heading', { name: 'Main Dashboard' })).toBeVisible();
    await expect(stale).toHaveCount(0);
  });
});
