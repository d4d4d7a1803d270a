import { expect, type Locator, type Page } from '@playwright/test';
import { authHeaders } from './records.ts';

export type CreatedBooking = { id: number; docId: string; status: string };

/**
 * A care request as the customer app sends it (POST /booking, ruling 17),
 * Pending, for Grace `lastName`; `more` overrides any field (e.g. the phone,
 * primaryPhoneNumber, which is otherwise a new 0709 number).
 */
export async function createBooking(
  page: Page,
  lastName: string,
  more: Record<string, unknown> = {},
): Promise<CreatedBooking> {
  const res = await page.request.post('/api/v1/booking', {
    headers: await authHeaders(page),
    data: {
      firstName: 'Grace',
      lastName,
      primaryPhoneNumber: `0709${String(Date.now()).slice(-6)}`,
      service: 'Postnatal Care',
      serviceStartDate: '2026-04-01',
      packagePrice: 350000,
      totalCost: 380000,
      packageDetails: '7 days, day shifts',
      requestedFor: 'Her sister',
      motherNames: `Grace ${lastName}`,
      ...more,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: CreatedBooking }).data;
}

/**
 * Takes a Pending booking to Completed with the Bookings screen's own
 * buttons: Confirm (Accepted), Start (Ongoing), Complete (asked once).
 */
export async function completeThroughScreen(page: Page, lastName: string, docId: string) {
  await page.goto('/bookings');
  await page.getByLabel('Search Bookings').fill(lastName);
  await page.getByRole('tab', { name: 'New Bookings' }).click();
  await page
    .getByRole('table', { name: 'New Bookings' })
    .getByRole('row', { name: new RegExp(lastName) })
    .click();
  await confirmStartComplete(
    page,
    page.getByRole('dialog', { name: new RegExp(`Booking ${docId}`) }),
  );
}

/**
 * In an open booking dialog, Confirm (Accepted), Start (Ongoing) and
 * Complete (asked once, naming the client: issue 21), each move's toast seen.
 */
export async function confirmStartComplete(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Confirm request' }).click();
  await expect(page.getByText('Booking status changed to Accepted')).toBeVisible();
  await dialog.getByRole('button', { name: 'Start request' }).click();
  await expect(page.getByText('Booking status changed to Ongoing')).toBeVisible();
  await dialog.getByRole('button', { name: 'Complete request' }).click();
  await page
    .getByRole('dialog', { name: /^Complete the request of .*\?$/ })
    .getByRole('button', { name: 'Complete request' })
    .click();
  await expect(page.getByText('Booking status changed to Completed')).toBeVisible();
}
