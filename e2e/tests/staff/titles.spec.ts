import { expect, test } from '@playwright/test';
import { authHeaders } from '../../support/records.ts';

// Issue 21: the browser tab names the screen, and the record when one is open:
// "<record> · <Screen>", otherwise "<Screen> · Care Back-office".

async function dataOf<T>(res: { json: () => Promise<unknown> }): Promise<T> {
  return ((await res.json()) as { data: T }).data;
}

/** As the screens write a name: as typed, the words' spaces collapsed (issue 21.9: 'McDonald'). */
const name = (...parts: string[]) => parts.flatMap((p) => p.trim().split(/\s+/)).join(' ');

test('each screen names the browser tab, and an open record comes first', async ({ page }) => {
  // Nine screens and three records, one after the other: a busy two-core machine needs the time.
  test.setTimeout(150_000);
  await page.goto('/');
  await expect(page).toHaveTitle('Home · Care Back-office');

  for (const [path, title] of [
    ['/nurses/list', 'Nurses · Care Back-office'],
    ['/customers/list', 'Customers · Care Back-office'],
    ['/bookings', 'Bookings · Care Back-office'],
    ['/bookings?tab=jobcards', 'Job cards · Care Back-office'],
    ['/shop/orders', 'Shop orders · Care Back-office'],
    ['/shop/sales', 'Shop sales · Care Back-office'],
    ['/finance/list', 'Finance · Care Back-office'],
    ['/communication', 'Communication · Care Back-office'],
    ['/admin', 'Admin · Care Back-office'],
    ['/no-such-screen', 'Page not found · Care Back-office'],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }

  // A nurse profile: "Grace Namuli · Nurses"; back on the list, the screen again.
  const h = await authHeaders(page);
  const [nurse] = await dataOf<{ id: number; first_name: string; last_name: string }[]>(
    await page.request.get('/api/v1/careteam', {
      headers: h,
      params: { status: 'true', limit: 1 },
    }),
  );
  if (!nurse) throw new Error('the demo seed has no approved nurse');
  const nurseName = name(nurse.first_name, nurse.last_name);
  await page.goto(`/nurses/list/${nurse.id}`);
  await expect(page.getByRole('heading', { name: nurseName }).first()).toBeVisible();
  await expect(page).toHaveTitle(`${nurseName} · Nurses`);

  // A customer profile, and a job card opened over it.
  const customers = await dataOf<{ id: number; firstname: string; lastname: string }[]>(
    await page.request.get('/api/v1/customer', { headers: h, params: { offset: 0, limit: 1 } }),
  );
  const customer = customers[0]!;
  const customerName = name(customer.firstname, customer.lastname);
  await page.goto(`/customers/list/${customer.id}`);
  await expect(page).toHaveTitle(`${customerName} · Customers`);

  // A booking, by its number.
  const booking = await dataOf<{ docId: string }>(
    await page.request.post('/api/v1/booking', {
      headers: h,
      data: {
        firstName: 'Grace',
        lastName: `Titles${Date.now().toString(36)}`,
        primaryPhoneNumber: `0709${String(Date.now()).slice(-6)}`,
        service: 'Postnatal Care',
        serviceStartDate: '2026-04-01',
        packagePrice: 350000,
        totalCost: 380000,
      },
    }),
  );
  await page.goto(`/bookings/${booking.docId}`);
  await expect(page).toHaveTitle(`Booking ${booking.docId} · Bookings`);
  await page.getByRole('link', { name: 'All bookings' }).click();
  await expect(page).toHaveTitle('Bookings · Care Back-office');
});

test('a job card opened over the Job cards list names the tab, and closing it gives it back', async ({
  page,
}) => {
  await page.goto('/bookings?tab=jobcards');
  await expect(page).toHaveTitle('Job cards · Care Back-office');
  await page.getByRole('tabpanel').getByRole('table').getByRole('row').nth(1).click();
  const dialog = page.getByRole('dialog', { name: /^Job card CC-/ });
  await expect(dialog).toBeVisible();
  const number = ((await dialog.textContent()) ?? '').match(/CC-\d{4}-\d+/)?.[0];
  expect(number).toBeTruthy();
  await expect(page).toHaveTitle(`Job card ${number} · Job cards`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveTitle('Job cards · Care Back-office');
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test('the sign-in screen names the tab', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign in · Care Back-office');
  });
});
