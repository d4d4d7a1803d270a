import { expect, test, type Locator, type Page } from '@playwright/test';
import { createBooking } from '../../support/bookings.ts';
import { uniqueMobile } from '../../support/phones.ts';
import { makeCustomer, makeEntry } from '../../support/recon.ts';
import { apiPost, postnatalCard } from '../../support/records.ts';
import { DESKTOP, PHONE, checkScreen } from '../../support/screens.ts';

// Issue 38, words that agree: a thing has one name on every screen. The
// product the API calls 'POSTNATAL CARE' (ledger), 'Postnatal Care' (a job
// card's and a booking's service) and 'Postnatal care services' (a customer's
// order) reads 'Postnatal care' everywhere; the wire values stay. A nurse's
// header says in one line where she stands (approval and account), with one
// control for each. The chips are quiet and pass axe's contrast rule.

const POSTNATAL = 'Postnatal care';
const WIRE_SPELLINGS = ['POSTNATAL CARE', 'Postnatal Care', 'Postnatal care services'];
const FIRST_LOAD = { timeout: 60_000 };

const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}`;

/** The value of a labelled detail (a <dt> and its <dd>) inside `scope`. */
const detail = (scope: Locator, label: string) =>
  scope
    .locator('dl')
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .locator('dd');

/** None of the API's spellings of the product shows in `scope`: only its one name. */
async function expectOneName(scope: Locator, what: string) {
  for (const wire of WIRE_SPELLINGS) {
    await expect(scope.getByText(wire, { exact: true }), `${what}: no '${wire}'`).toHaveCount(0);
  }
}

/** The section title in the top bar is whole: wrapped if need be, never cut. */
async function expectWholeTitle(page: Page, title: string) {
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeVisible();
  const cut = await heading.evaluate((h) => ({
    wide: h.scrollWidth > h.clientWidth + 1,
    ellipsis: getComputedStyle(h).textOverflow === 'ellipsis',
  }));
  expect(cut, `${title} is not cut`).toEqual({ wide: false, ellipsis: false });
}

async function nurseProfile(page: Page, size: string) {
  const last = unique('Words');
  const nurse = await apiPost<{ id: number }>(page, '/careteam', {
    nurse: {
      first_name: 'Esther',
      last_name: last,
      email: `esther.${last.toLowerCase()}@example.ug`,
      phone_number: uniqueMobile(),
      qualification: 'Registered Nurse',
      graduation_year: '2018',
    },
  });
  await page.goto(`/nurses/list/${nurse.id}`);
  const summary = page.getByRole('region', { name: 'Nurse summary' });
  await expect(summary.getByRole('heading', { name: `Esther ${last}` })).toBeVisible(FIRST_LOAD);
  await expectWholeTitle(page, 'Nurse Profiles Dashboard');

  // One line for approval and account, in words, not 'Pending approval · Inactive' beside ACTIVE.
  await expect(summary.getByTestId('nurse-status-line')).toHaveText(
    'Awaiting approval · account active: Esther can be booked on jobs once approved',
  );
  await expect(summary.getByText(/Inactive|Pending approval/)).toHaveCount(0);
  // One control for each: the account's select and the approval's button; the tab repeats neither.
  const account = page.getByRole('combobox', { name: 'Account status' });
  await expect(account).toHaveCount(1);
  await expect(account).toHaveText('Active');
  await expect(page.getByRole('button', { name: /^(Approve|Unapprove)$/ })).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Profile state' })).toHaveCount(0);
  // The e-mail may break before its '@' and '.', not inside a name.
  expect(
    await summary.getByText(`esther.${last.toLowerCase()}@example.ug`).locator('wbr').count(),
  ).toBe(3);
  await checkScreen(page, `nurse profile (${size})`);
}

async function postnatalEverywhere(page: Page, size: string) {
  const last = unique('Agree');
  const customer = await makeCustomer(page, last);
  const booking = await createBooking(page, last, { customerId: customer.id });
  const card = await apiPost<{ id: number; care_card_number: string }>(
    page,
    '/portal/jobcard',
    postnatalCard(customer.id, { bookingId: booking.id, start_date: '2026-04-01', days: 5 }),
  );
  const receipt = `W${Date.now().toString().slice(-8)}`;
  await makeEntry(page, { customerId: customer.id, receipt, amount: 450_000, day: '2026-03-30' });

  // The booking (its service is the wire's 'Postnatal Care').
  await page.goto(`/bookings/${booking.docId}`);
  const article = page.getByRole('article', { name: new RegExp(`Booking ${booking.docId}`) });
  await expect(detail(article, 'Service')).toHaveText(POSTNATAL, FIRST_LOAD);
  await expect(article.getByText(`${POSTNATAL} for Grace ${last}`)).toBeVisible();
  await expectOneName(article, `booking (${size})`);
  await checkScreen(page, `booking (${size})`);

  // Its job card, in the list and in the job card dialog.
  const cards = article.getByRole('list', { name: 'Job cards of this booking' });
  await expect(cards).toContainText(`${POSTNATAL} from 01-04-2026`);
  await cards
    .getByRole('button', { name: new RegExp(`Job card ${card.care_card_number}`) })
    .click();
  const dialog = page.getByRole('dialog', {
    name: new RegExp(`Job card ${card.care_card_number}`),
  });
  await expect(detail(dialog, 'Service')).toHaveText(POSTNATAL);
  await expect(dialog.getByText(`${POSTNATAL} for Grace ${last}`)).toBeVisible();
  await expectOneName(dialog, `job card (${size})`);
  await checkScreen(page, `job card (${size})`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The ledger (its product is the wire's 'POSTNATAL CARE'), as a table or as cards.
  await page.goto('/finance/list');
  await page.getByLabel('Search Finance').fill(last);
  const main = page.getByRole('main');
  await expect(main.getByText(receipt).first()).toBeVisible(FIRST_LOAD);
  const chip = main.locator('[data-color]').filter({ hasText: new RegExp(`^${POSTNATAL}$`) });
  await expect(chip.first()).toBeVisible();
  await expect(chip.first()).toHaveAttribute('data-color', 'purple');
  // the quiet chip: dark text, the colour as outline and dot
  await expect(chip.first()).toHaveAttribute('data-look', 'quiet');
  await expect(
    main
      .locator('[data-color]')
      .filter({ hasText: /^Unpaid$/ })
      .first(),
  ).toBeVisible();
  await expect(main.getByText('UnPaid', { exact: true })).toHaveCount(0);
  await expectOneName(main, `ledger (${size})`);
  await checkScreen(page, `ledger (${size})`);
}

for (const [size, viewport] of [
  ['1280x800', DESKTOP],
  ['390x844', PHONE],
] as const) {
  test.describe(`at ${size}`, () => {
    test.use({ viewport });
    test.beforeEach(() => test.slow());

    test("a nurse's header says where she stands in one line, with one control each", async ({
      page,
    }) => {
      await nurseProfile(page, size);
    });

    test('postnatal care has one name on a booking, its job card and the ledger', async ({
      page,
    }) => {
      await postnatalEverywhere(page, size);
    });
  });
}
