import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet, kampalaDay } from './payroll.ts';
import { createBooking } from './bookings.ts';
import { customerJobCard } from './records.ts';
import { bookNurse, makeLicensedNurse } from './schedule.ts';

// The visit-proof journeys' builders and Home's board (issue 37): a nurse
// booked today, from a card or from a booking, the board's rows, and the
// outbox simulator playing the nurse's phone.

type TodayVisit = {
  nurseJobId: number;
  careCardNumber: string;
  code: string | null;
  state: string;
};
export const todays = (page: Page) => apiGet<{ visits: TodayVisit[] }>(page, '/visits/today');
export const ugx = (n: number) => `UGX ${n.toLocaleString('en-US')}`;
export const tag = () => Date.now().toString(36);

/** A nurse booked today on a fresh card, for one day of `shift`. */
export async function visitToday(page: Page, last: string, shift: 'Day' | 'Night') {
  await page.goto('/');
  const card = (await customerJobCard(page, last, `0703${String(Date.now()).slice(-6)}`, {
    start_date: kampalaDay(0),
    days: 1,
  })) as { id: number; care_card_number: string };
  return bookOnCard(page, last, card, shift);
}

/** Mary `last`, licensed, booked on `card` for today's `shift`; with the visit's code. */
async function bookOnCard(
  page: Page,
  last: string,
  card: { id: number; care_card_number: string },
  shift: 'Day' | 'Night',
) {
  const nurse = await makeLicensedNurse(page, 'Mary', last, {
    station: 'Head Office',
    licenceExpiry: kampalaDay(400),
  });
  const job = await bookNurse(page, nurse.id, {
    jobId: card.id,
    start_date: kampalaDay(0),
    duration: 1,
    shift,
  });
  const row = (await todays(page)).visits.find((v) => v.nurseJobId === job.id);
  expect(row?.code, 'the visit has its code on the board').toMatch(/^\d{4}$/);
  return { card: card.care_card_number, nurse, jobId: job.id, code: row!.code! };
}

/**
 * A care request confirmed on the Bookings screen and turned into its job
 * card there (Confirm request, Create job card), then a nurse booked on it
 * for today: the visit from its booking on.
 */
export async function visitFromBooking(page: Page, last: string) {
  await page.goto('/bookings');
  const customers = await apiGet<{ id: number }[]>(page, '/customer', { offset: '0', limit: '1' });
  const customer = customers[0]!;
  const booking = await createBooking(page, last, {
    customerId: customer.id,
    serviceStartDate: kampalaDay(0),
    dropoff: 'Ntinda, Kampala',
  });
  await page.getByLabel('Search Bookings').fill(last);
  await page
    .getByRole('table', { name: 'All bookings' })
    .getByRole('row', { name: new RegExp(last) })
    .click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Booking ${booking.docId}`) });
  await dialog.getByRole('button', { name: 'Confirm request' }).click();
  await expect(page.getByText('Booking status changed to Accepted')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create job card' }).click();
  const form = page.getByRole('dialog', { name: `Add Job Card for booking ${booking.docId}` });
  await form.getByRole('combobox', { name: 'Patient gender', exact: true }).click();
  await page.getByRole('option', { name: 'Female', exact: true }).click();
  await form.getByRole('combobox', { name: 'Main medical disease', exact: true }).click();
  await page.getByRole('option', { name: 'C-section', exact: true }).click();
  await form.getByRole('textbox', { name: 'Facility' }).fill('Home');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Job card successfully created')).toBeVisible();
  const cards = await apiGet<{
    rows: { id: number; care_card_number: string; bookingId: number | null }[];
  }>(page, `/portal/jobcard/customer/${customer.id}`, { offset: '0', limit: '100' });
  const card = cards.rows.find((c) => c.bookingId === booking.id);
  expect(card, 'the booking links to its job card').toBeDefined();
  return bookOnCard(page, last, card!, 'Day');
}

/** Home's board, every row shown (it shows late and missed ones and a few more at first). */
export async function boardRow(page: Page, card: string) {
  const board = page.getByRole('region', { name: "Today's visits" });
  await expect(board.getByRole('list', { name: 'Visits' })).toBeVisible();
  const more = board.getByRole('button', { name: /^Show all \d+ visits$/ });
  if (await more.isVisible()) await more.click();
  return board.getByRole('listitem').filter({ hasText: card });
}

/**
 * Waits for the board's row to show `state` without a reload, and prints how
 * long it took (a figure, not a timed assertion: the bound only proves the
 * board asked again by itself, several times its 1.5 s if need be).
 */
export async function shownWithin(row: Locator, state: string) {
  const from = Date.now();
  await expect(row).toHaveAttribute('data-state', state, { timeout: 10_000 });
  const ms = Date.now() - from;
  test
    .info()
    .annotations.push({ type: 'figure', description: `${state} shown ${ms} ms after the reply` });
  console.log(`Today's visits: ${state} shown ${ms} ms after the nurse's reply SMS`);
}

/** Sends `text` from `phone` with the outbox simulator; answers the reply bubble. */
export async function simulate(page: Page, phone: string, text: string) {
  const panel = page.getByRole('region', { name: "Play the nurse's phone" });
  await panel.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  const sms = panel.getByRole('region', { name: 'Incoming SMS' });
  await sms.getByRole('textbox', { name: 'Message' }).fill(text);
  await sms.getByRole('button', { name: 'Send' }).click();
  return sms.getByLabel('Reply SMS');
}
