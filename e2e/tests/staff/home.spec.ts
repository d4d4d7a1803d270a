import { expect, test, type Page } from '@playwright/test';
import { authHeaders } from '../../support/records.ts';

type Summary = {
  nursesAwaitingApproval: number;
  newBookings: number;
  jobCards: { pending: number; ongoing: number };
  pendingShopOrders: number;
  income: { thisMonth: number; lastMonth: number };
  incomeByWeek: { weekStart: string; amount: number }[];
};

const ugx = (n: number) => `UGX ${new Intl.NumberFormat('en-UG').format(n)}`;

/** The figures as the API answers them to the signed-in admin, to compare with the screen. */
async function summaryFromApi(page: Page): Promise<Summary> {
  const res = await page.request.get('/api/v1/dashboard/summary', {
    headers: await authHeaders(page),
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Summary }).data;
}

test('Home shows the figures, and New bookings leads to the bookings list', async ({ page }) => {
  const figure = (label: string) => page.getByRole('link', { name: new RegExp(`^${label} \\d`) });
  // Other journeys add and approve nurses and bookings meanwhile: Home is right
  // for the moment it loaded, so the screen and the API are read again until
  // one moment's figures agree.
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(figure('New bookings')).toBeVisible();
    const s = await summaryFromApi(page);

    await expect(figure('Nurses awaiting approval')).toHaveAccessibleName(
      new RegExp(`^Nurses awaiting approval ${s.nursesAwaitingApproval} `),
      { timeout: 2_000 },
    );
    await expect(figure('Pending job cards')).toContainText(String(s.jobCards.pending), {
      timeout: 2_000,
    });
    await expect(figure('Ongoing job cards')).toContainText(String(s.jobCards.ongoing), {
      timeout: 2_000,
    });
    const income = page.getByRole('region', { name: 'Income this month' });
    await expect(income).toContainText(ugx(s.income.thisMonth), { timeout: 2_000 });
    await expect(income).toContainText(`Last month: ${ugx(s.income.lastMonth)}`, {
      timeout: 2_000,
    });
    const bars = page
      .getByRole('group', { name: /^Bar chart: paid income per week/ })
      .getByRole('img');
    await expect(bars).toHaveCount(12, { timeout: 2_000 });
    await expect(bars.last()).toHaveAccessibleName(
      new RegExp(`: ${ugx(s.incomeByWeek[11]!.amount)}$`),
      { timeout: 2_000 },
    );
    await expect(figure('New bookings')).toContainText(String(s.newBookings), {
      timeout: 2_000,
    });
  }).toPass({ timeout: 60_000 });
  await expect(figure('Pending shop orders')).toHaveAttribute(
    'href',
    '/shop/orders?status=pending',
  );

  await figure('New bookings').click();
  await expect(page).toHaveURL(/\/bookings\?tab=new$/);
  await expect(page.getByRole('tab', { name: 'New Bookings', selected: true })).toBeVisible();
  await expect(page.getByText('Bookings Dashboard')).toBeVisible();
});

test('Home works on a 390 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('link', { name: /^Pending shop orders \d/ })).toBeVisible();
  await expect(
    page.getByRole('group', { name: /^Bar chart: paid income per week/ }).getByRole('img'),
  ).toHaveCount(12);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
