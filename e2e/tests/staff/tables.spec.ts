import { expect, test, type Locator, type Page } from '@playwright/test';
import { nurseWithJobs } from '../../support/tables.ts';

// Issue 21, Tables: at a desk's 1280 and 1440 px the row actions and the money
// are in view without scrolling sideways; loading shows skeleton rows, never
// "0–0 of 0"; a list that cannot load offline says so and offers Retry.

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];
/** A first screen on a busy 2-core machine may take a while (lazy chunk, then the list). */
const FIRST_LOAD = { timeout: 60_000 };

// Journeys over two screens and slow answers: the longer limit of test.slow().
test.beforeEach(() => test.slow());

const LEDGER_API = /\/api\/v1\/income_trace(\?|$)/;
const NURSE_JOBS_API = /\/api\/v1\/portal\/jobcard\/nurse\/\d+(\?|$)/;

async function openNurseJobs(page: Page, nurseId: number): Promise<Locator> {
  await page.goto(`/nurses/list/${nurseId}`);
  await page.getByRole('tab', { name: 'Nurse Jobs' }).click();
  const table = page.getByRole('table', { name: 'My Jobs' });
  await expect(table.getByRole('button', { name: /^Edit job/ }).first()).toBeVisible(FIRST_LOAD);
  return table;
}

async function openLedger(page: Page): Promise<Locator> {
  await page.goto('/finance/list');
  const table = page.getByRole('table', { name: 'Income trace' });
  await expect(table.getByRole('button', { name: /^Edit/ }).first()).toBeVisible(FIRST_LOAD);
  return table;
}

/** The first row's Edit button lies inside the window, and nothing covers it. */
async function expectEditInView(page: Page, table: Locator, what: string) {
  const edit = table.getByRole('button', { name: /^Edit/ }).first();
  const box = await edit.boundingBox();
  const view = page.viewportSize()!;
  expect(box, `${what}: Edit has a box`).not.toBeNull();
  expect(box!.x, `${what}: Edit left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: Edit right edge`).toBeLessThanOrEqual(view.width);
  expect(box!.y + box!.height, `${what}: Edit bottom edge`).toBeLessThanOrEqual(view.height);
  const onTop = await edit.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
  });
  expect(onTop, `${what}: Edit is not covered`).toBe(true);
}

/** The first row's cell under `header` shows its whole text in the visible part of the table. */
async function expectCellNotCut(table: Locator, header: string, what: string) {
  const seen = await table.evaluate((t, name) => {
    const heads = Array.from(t.querySelectorAll('thead th'));
    const index = heads.findIndex((h) => h.textContent?.trim() === name);
    const cell = t.querySelector(`tbody tr:first-child td:nth-child(${index + 1})`);
    if (index < 0 || !cell) return { found: false, inside: false, visible: [false, false] };
    const range = document.createRange();
    range.selectNodeContents(cell);
    const text = range.getBoundingClientRect();
    const box = t.closest('[role=region]')!.getBoundingClientRect();
    const y = text.top + text.height / 2;
    return {
      found: true,
      text: cell.textContent,
      inside:
        text.width > 0 &&
        text.left >= box.left &&
        text.right <= box.right &&
        text.right <= window.innerWidth,
      // Both ends of the amount are this cell's, not a column scrolled over it.
      visible: [text.left + 1, text.right - 1].map((x) =>
        cell.contains(document.elementFromPoint(x, y)),
      ),
    };
  }, header);
  expect(seen.found, `${what}: a "${header}" column`).toBe(true);
  expect(seen.inside, `${what}: "${header}" (${seen.text}) inside the table's box`).toBe(true);
  expect(seen.visible, `${what}: "${header}" (${seen.text}) not covered`).toEqual([true, true]);
}

for (const size of SIZES) {
  test(`at ${size.width}x${size.height} the first row's Edit and the money are in view`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const ledger = await openLedger(page);
    await expectEditInView(page, ledger, `ledger ${size.width}`);
    await expectCellNotCut(ledger, 'Amount', `ledger ${size.width}`);

    const jobs = await openNurseJobs(page, await nurseWithJobs(page));
    await expectEditInView(page, jobs, `nurse jobs ${size.width}`);
    await expectCellNotCut(jobs, 'Daily Rate', `nurse jobs ${size.width}`);
    await expectCellNotCut(jobs, 'Nurse Pay', `nurse jobs ${size.width}`);
  });
}

test('a hidden column stays hidden on the next visit', async ({ page }) => {
  await page.setViewportSize(SIZES[0]!);
  const ledger = await openLedger(page);
  await expect(ledger.getByRole('columnheader', { name: 'User id' })).toBeVisible();
  await page.getByRole('button', { name: 'Columns of Income trace' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'User id' }).click();
  await page.keyboard.press('Escape');
  await expect(ledger.getByRole('columnheader', { name: 'User id' })).toHaveCount(0);
  await page.reload();
  await expect(ledger.getByRole('button', { name: /^Edit/ }).first()).toBeVisible(FIRST_LOAD);
  await expect(ledger.getByRole('columnheader', { name: 'User id' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Columns of Income trace' })).toHaveText(
    /Columns \(1 hidden\)/,
  );
});

test('loading shows skeleton rows, then the rows; another page keeps the last one dimmed', async ({
  page,
}) => {
  await page.setViewportSize(SIZES[0]!);
  // Each answer waits until the test has seen the loading state.
  let release = () => {};
  let held = new Promise<void>((resolve) => (release = resolve));
  await page.route(LEDGER_API, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/finance/list');
  const ledger = page.getByRole('table', { name: 'Income trace' });
  await expect(ledger.getByTestId('table-skeleton-row').first()).toBeVisible(FIRST_LOAD);
  await expect(ledger).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByText(/0–0 of 0/)).toHaveCount(0);
  await expect(page.getByText('No data available')).toHaveCount(0);
  const rowsTop = () => ledger.locator('tbody').evaluate((b) => b.getBoundingClientRect().top);
  const topWhileLoading = await rowsTop();
  release();

  const first = ledger.getByRole('button', { name: /^Edit/ }).first();
  await expect(first).toBeVisible(FIRST_LOAD);
  await expect(ledger.getByTestId('table-skeleton-row')).toHaveCount(0);
  // The rows take the skeleton's place: the headers above them keep their height (no layout shift).
  expect(await rowsTop()).toBe(topWhileLoading);
  const firstLabel = await first.getAttribute('aria-label');

  // The next page: the current rows stay, dimmed, until it comes.
  held = new Promise<void>((resolve) => (release = resolve));
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(ledger.locator('tbody')).toHaveCSS('opacity', '0.5');
  await expect(ledger.getByRole('button', { name: firstLabel! })).toBeVisible();
  await expect(page.getByText(/^11–20 of \d/)).toBeVisible();
  release();
  await expect(ledger.locator('tbody')).toHaveCSS('opacity', '1');
  await expect(ledger.getByRole('button', { name: firstLabel! })).toHaveCount(0);
});

test('a list that cannot reach the server says "No internet connection", and Retry loads it', async ({
  page,
}) => {
  await page.setViewportSize(SIZES[0]!);
  await page.route(LEDGER_API, (route) => route.abort('internetdisconnected'));
  await page.goto('/finance/list');
  const region = page.getByRole('region', { name: 'Income trace table' });
  await expect(region.getByText('No internet connection', { exact: true })).toBeVisible(FIRST_LOAD);
  await expect(page.getByText(/0–0 of 0/)).toHaveCount(0);
  await expect(page.getByText('No data available')).toHaveCount(0);

  await page.unroute(LEDGER_API);
  await region.getByRole('button', { name: 'Retry' }).click();
  await expect(region.getByRole('button', { name: /^Edit/ }).first()).toBeVisible(FIRST_LOAD);
  await expect(region.getByText('No internet connection', { exact: true })).toHaveCount(0);
});

test('offline, a search of the nurse jobs says "No internet connection", back online it loads', async ({
  page,
  context,
}) => {
  const table = await openNurseJobs(page, await nurseWithJobs(page));
  const card = (await table.getByRole('row').nth(1).getByRole('cell').first().innerText())
    .split('\n')[0]!
    .trim();
  const panel = page.getByRole('tabpanel');

  await context.setOffline(true);
  let asked = 0;
  await page.route(NURSE_JOBS_API, async (route) => {
    asked++;
    await route.continue();
  });
  await panel.getByRole('textbox', { name: 'Search jobs' }).fill(card);
  const notice = panel.getByText('No internet connection', { exact: true });
  await expect(notice).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(asked, 'no request while offline').toBe(0);

  await context.setOffline(false);
  // The paused search goes out once the connection is back (Retry asks again at once).
  if (await panel.getByRole('button', { name: 'Retry' }).isVisible()) {
    await panel
      .getByRole('button', { name: 'Retry' })
      .click({ timeout: 2000 })
      .catch(() => {});
  }
  await expect(notice).toHaveCount(0);
  await expect(table.getByRole('row')).toHaveCount(2, FIRST_LOAD);
  await expect(table.getByRole('row').nth(1)).toContainText(card);
});
