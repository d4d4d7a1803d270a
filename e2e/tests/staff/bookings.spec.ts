import { expect, test, type Page } from '@playwright/test';
import { confirmStartComplete, createBooking } from '../../support/bookings.ts';
import { authHeaders } from '../../support/records.ts';

const unique = (tag: string) => `E2e${tag}${Date.now().toString(36)}`;

/** Narrows the bookings with the top-bar search (client name, 3+ characters). */
async function search(page: Page, term: string) {
  await page.getByLabel('Search Bookings').fill(term);
}

test('a new booking is confirmed, started, completed and listed under Completed', async ({
  page,
}) => {
  test.slow();
  const lastName = unique('Done');
  await page.goto('/bookings');
  const booking = await createBooking(page, lastName);

  await search(page, lastName);
  // The search spans every status; the tab narrows it.
  await page.getByRole('tab', { name: 'New Bookings' }).click();
  const fresh = page.getByRole('table', { name: 'New Bookings' });
  const row = fresh.getByRole('row', { name: new RegExp(lastName) });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('UGX 380,000');
  await row.click();

  const dialog = page.getByRole('dialog', { name: new RegExp(`Booking ${booking.docId}`) });
  await expect(dialog.getByText('7 days, day shifts')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Start request' })).toBeHidden();
  await confirmStartComplete(page, dialog);
  // A completed booking takes no more moves, and says who moved it.
  await expect(dialog.getByRole('button', { name: 'Cancel request' })).toBeHidden();
  const history = dialog.getByRole('list', { name: 'Status history' });
  await expect(history.getByRole('listitem')).toHaveCount(4);
  await expect(history).toContainText('Ongoing → Completed by e2e.admin@care.ug');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(fresh.getByRole('row', { name: new RegExp(lastName) })).toBeHidden();

  await page.getByRole('tab', { name: 'Completed' }).click();
  const completed = page.getByRole('table', { name: 'Completed' });
  await expect(completed.getByRole('row', { name: new RegExp(lastName) })).toContainText(
    'Completed',
  );
});

test('an accepted booking is cancelled from On Going', async ({ page }) => {
  test.slow();
  const lastName = unique('Off');
  await page.goto('/bookings');
  const booking = await createBooking(page, lastName);
  // Confirmed by a colleague in the meantime.
  const moved = await page.request.put(`/api/v1/booking/${booking.docId}`, {
    headers: await authHeaders(page),
    data: { field: 'status', value: 'Accepted', docId: booking.docId },
  });
  expect(moved.status()).toBe(200);

  await page.getByRole('tab', { name: 'On Going Booking' }).click();
  await search(page, lastName);
  await expect(page.getByRole('table', { name: 'All bookings' })).toBeVisible();
  await page.getByRole('tab', { name: 'On Going Booking' }).click();
  const ongoing = page.getByRole('table', { name: 'On Going Booking' });
  const row = ongoing.getByRole('row', { name: new RegExp(lastName) });
  await expect(row).toContainText('Accepted');
  await row.click();

  const dialog = page.getByRole('dialog', { name: new RegExp(`Booking ${booking.docId}`) });
  await dialog.getByRole('button', { name: 'Cancel request' }).click();
  const confirm = page.getByRole('dialog', {
    name: new RegExp(`^Cancel the request of .*${lastName}`),
  });
  await confirm.getByRole('button', { name: 'Cancel request' }).click();
  await expect(page.getByText('Booking status changed to Cancelled')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Start request' })).toBeHidden();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(ongoing.getByRole('row', { name: new RegExp(lastName) })).toBeHidden();

  await page.getByRole('tab', { name: 'Completed' }).click();
  const completed = page.getByRole('table', { name: 'Completed' });
  await expect(completed.getByRole('row', { name: new RegExp(lastName) })).toContainText(
    'Cancelled',
  );

  // The deep link shows the same booking as a page.
  await page.goto(`/bookings/${booking.docId}`);
  const article = page.getByRole('article', { name: new RegExp(`Booking ${booking.docId}`) });
  await expect(article.getByText('Cancelled').first()).toBeVisible();
  await expect(article.getByRole('button', { name: 'Cancel request' })).toBeHidden();
});

test("a confirmed request becomes a job card for the booking's customer", async ({ page }) => {
  test.slow();
  const lastName = unique('Card');
  await page.goto('/bookings');
  const customers = await page.request.get('/api/v1/customer?offset=0&limit=1', {
    headers: await authHeaders(page),
  });
  const [customer] = ((await customers.json()) as { data: Array<{ id: number }> }).data;
  const booking = await createBooking(page, lastName, {
    customerId: customer!.id,
    dropoff: 'Ntinda, Kampala',
  });

  await search(page, lastName);
  await page
    .getByRole('table', { name: 'All bookings' })
    .getByRole('row', { name: new RegExp(lastName) })
    .click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Booking ${booking.docId}`) });
  await dialog.getByRole('button', { name: 'Confirm request' }).click();
  await expect(page.getByText('Booking status changed to Accepted')).toBeVisible();

  await dialog.getByRole('button', { name: 'Create job card' }).click();
  const form = page.getByRole('dialog', { name: `Add Job Card for booking ${booking.docId}` });
  await expect(form.getByRole('combobox', { name: 'Service', exact: true })).toHaveText(
    'Postnatal care',
  );
  await expect(form.getByRole('group', { name: 'Booking date' })).toContainText('01-04-2026');
  await form.getByRole('combobox', { name: 'Patient gender', exact: true }).click();
  await page.getByRole('option', { name: 'Female', exact: true }).click();
  await form.getByRole('combobox', { name: 'Main medical disease', exact: true }).click();
  await page.getByRole('option', { name: 'C-section', exact: true }).click();
  await form.getByRole('textbox', { name: 'Facility' }).fill('Home');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Job card successfully created')).toBeVisible();

  const cards = dialog.getByRole('list', { name: 'Job cards of this booking' });
  await cards.getByRole('button', { name: /Job card CC-/ }).click();
  const card = page.getByRole('dialog', { name: /^Job card CC-/ });
  await expect(card.getByText('Postnatal care', { exact: true }).first()).toBeVisible();
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
});
