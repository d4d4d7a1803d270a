import { expect, test, type Locator, type Page } from '@playwright/test';
import { DESKTOP, PHONE, checkScreen } from '../../support/screens.ts';
import { nurseWithJobs } from '../../support/tables.ts';

// Issue 38, tables readable at a glance: at a 1280 px desk every column of
// the ledger, of a nurse's jobs and of the job cards is in view, rows of one
// line and status chips whole; on a 390 px phone the same lists are cards
// whose first line holds the status, with no sideways page scroll.

/** A first screen on a busy 2-core machine may take a while (lazy chunk, then the list). */
const FIRST_LOAD = { timeout: 60_000 };
/** One line of text, a chip or a small button, with the cell's padding: well under two lines. */
const ONE_LINE = 60;

test.beforeEach(() => test.slow());

/** Every column header lies inside the window and the table's box: nothing to scroll sideways. */
async function expectColumnsInView(page: Page, table: Locator, columns: number, what: string) {
  const headers = table.getByRole('columnheader');
  await expect(headers).toHaveCount(columns);
  const view = page.viewportSize()!;
  for (const header of await headers.all()) {
    const box = (await header.boundingBox())!;
    const name = (await header.innerText()).replace(/\s+/g, ' ');
    expect(box.x, `${what}: "${name}" left edge`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${what}: "${name}" right edge`).toBeLessThanOrEqual(view.width);
  }
  const scroll = await table.evaluate((t) => {
    const region = t.closest('[role=region]')!;
    return { wide: region.scrollWidth, box: region.clientWidth };
  });
  expect(scroll.wide, `${what}: the table is no wider than its box`).toBeLessThanOrEqual(
    scroll.box,
  );
}

/** Each row of the table is about a line tall. */
async function expectOneLineRows(table: Locator, what: string) {
  const heights = await table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => Math.round(r.getBoundingClientRect().height)));
  expect(heights.length, `${what}: rows`).toBeGreaterThan(0);
  for (const height of heights) expect(height, `${what}: row height`).toBeLessThan(ONE_LINE);
}

/** The chips under these headers show their whole label (none cut with an ellipsis). */
async function expectChipsWhole(table: Locator, headers: string[], what: string) {
  const cut = await table.evaluate((t, names) => {
    const heads = Array.from(t.querySelectorAll('thead th')).map((h) => h.textContent?.trim());
    const found: string[] = [];
    for (const name of names) {
      const column = heads.indexOf(name) + 1;
      if (column === 0) found.push(`no column ${name}`);
      for (const label of t.querySelectorAll(`tbody td:nth-child(${column}) .MuiChip-label`)) {
        if (label.scrollWidth > label.clientWidth) found.push(`${name}: ${label.textContent}`);
      }
    }
    return found;
  }, headers);
  expect(cut, `${what}: chips cut`).toEqual([]);
}

/** The first card of a list: its status chips on its first line, whole and inside the window. */
async function expectCardStatus(page: Page, list: Locator, what: string) {
  const card = list.getByRole('listitem').first();
  await expect(card).toBeVisible(FIRST_LOAD);
  const chips = await card.evaluate((li) => {
    const title = document.getElementById(li.getAttribute('aria-labelledby') ?? '');
    const line = title?.parentElement;
    if (!line) return null;
    return Array.from(line.querySelectorAll('[data-color]')).map((chip) => {
      const box = chip.getBoundingClientRect();
      const label = chip.querySelector('.MuiChip-label')!;
      return {
        text: chip.textContent,
        right: box.right,
        top: box.top - li.getBoundingClientRect().top,
        whole: label.scrollWidth <= label.clientWidth,
      };
    });
  });
  expect(chips, `${what}: a first line with a title`).not.toBeNull();
  expect(chips!.length, `${what}: a status on the first line`).toBeGreaterThan(0);
  for (const chip of chips!) {
    expect(chip.right, `${what}: ${chip.text} inside the window`).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    expect(chip.top, `${what}: ${chip.text} on the first line`).toBeLessThan(40);
    expect(chip.whole, `${what}: ${chip.text} whole`).toBe(true);
  }
  return card;
}

test("at 1280x800 the ledger, a nurse's jobs and the job cards fit, one line a row", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/finance/list');
  const ledger = page.getByRole('table', { name: 'Income trace' });
  await expect(ledger.getByRole('button', { name: /^Edit/ }).first()).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('button', { name: 'Add income entry' })).toBeVisible();
  await expectColumnsInView(page, ledger, 13, 'ledger');
  await expectOneLineRows(ledger, 'ledger');
  await expectChipsWhole(ledger, ['Status'], 'ledger');

  // Compact rows: shorter rows, still one line, and so on the next visit.
  const standard = await ledger.locator('tbody tr').first().boundingBox();
  await page.getByRole('button', { name: 'Compact rows in Income trace' }).click();
  await expect(page.getByRole('button', { name: 'Compact rows in Income trace' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const compact = await ledger.locator('tbody tr').first().boundingBox();
  expect(compact!.height, 'a compact row is shorter').toBeLessThan(standard!.height);
  await page.reload();
  await expect(ledger.getByRole('button', { name: /^Edit/ }).first()).toBeVisible(FIRST_LOAD);
  expect((await ledger.locator('tbody tr').first().boundingBox())!.height).toBe(compact!.height);
  await expectColumnsInView(page, ledger, 13, 'compact ledger');

  const nurse = await nurseWithJobs(page);
  await page.goto(`/nurses/list/${nurse}`);
  await page.getByRole('tab', { name: 'Nurse Jobs' }).click();
  const jobs = page.getByRole('table', { name: 'My Jobs' });
  await expect(jobs.getByRole('button', { name: /^Edit job/ }).first()).toBeVisible(FIRST_LOAD);
  await expectColumnsInView(page, jobs, 11, 'nurse jobs');
  await expectOneLineRows(jobs, 'nurse jobs');
  await expectChipsWhole(jobs, ['Job Status', 'Pay Status'], 'nurse jobs');

  await page.goto('/bookings?tab=jobcards');
  const cards = page.getByRole('table', { name: 'Job Cards' });
  await expect(cards.locator('tbody tr').nth(1)).toBeVisible(FIRST_LOAD);
  await expectColumnsInView(page, cards, 5, 'job cards');
  await expectOneLineRows(cards, 'job cards');
  await expectChipsWhole(cards, ['Status'], 'job cards');
});

test("at 390x844 the ledger, a nurse's jobs and the job cards are cards, status first", async ({
  page,
}) => {
  const nurse = await nurseWithJobs(page);
  await page.setViewportSize(PHONE);

  await page.goto('/finance/list');
  const ledger = page.getByRole('list', { name: 'Income trace' });
  await expectCardStatus(page, ledger, 'ledger');
  await expect(page.getByRole('table', { name: 'Income trace' })).toHaveCount(0);
  // Named by its receipt number (RCT-001157; parallel journeys add others, e.g. RCN-...;
  // a payment by a prompt on her phone has the provider's transaction id, SI9090... or digits).
  await expect(ledger.getByRole('listitem').first()).toHaveAccessibleName(
    /^(?:[A-Z]{3}-\S+|[A-Z]{0,2}\d{8,})$/,
  );
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  await expect(page.getByText(/^1–10 of \d/)).toBeVisible();
  await checkScreen(page, 'ledger cards (phone)');

  await page.goto(`/nurses/list/${nurse}`);
  await page.getByRole('tab', { name: 'Nurse Jobs' }).click();
  const jobs = page.getByRole('list', { name: 'My Jobs' });
  const job = await expectCardStatus(page, jobs, 'nurse jobs');
  await expect(job).toHaveAccessibleName(/^CC-/);
  await expect(job.getByRole('button', { name: /^Edit job/ })).toBeVisible();
  await checkScreen(page, 'nurse jobs cards (phone)');

  await page.goto('/bookings?tab=jobcards');
  const cards = page.getByRole('list', { name: 'Job Cards' });
  const card = await expectCardStatus(page, cards, 'job cards');
  await checkScreen(page, 'job cards (phone)');
  const name = (await card.getAttribute('aria-labelledby'))!;
  const number = (await page.locator(`[id="${name}"]`).innerText()).trim();
  await card.click();
  await expect(page.getByRole('dialog', { name: new RegExp(`^Job card ${number}`) })).toBeVisible(
    FIRST_LOAD,
  );
});
