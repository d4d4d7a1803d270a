import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardSummary } from '@app/contract';
import { failed, ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import { incomeChange } from './income-card';
import { niceMax } from '../../../components/bar-chart';

const LAZY = { timeout: 15_000 };

const weeks = Array.from({ length: 12 }, (_, i) => {
  const d = new Date(Date.UTC(2025, 8, 1 + i * 7));
  return { weekStart: d.toISOString().slice(0, 10), amount: i * 100_000 };
});

const summary: DashboardSummary = {
  nursesAwaitingApproval: 3,
  newBookings: 7,
  jobCards: { pending: 4, ongoing: 2 },
  pendingShopOrders: 5,
  income: { thisMonth: 1_250_000, lastMonth: 1_000_000 },
  incomeByWeek: weeks,
  licences: [
    {
      id: 41,
      name: 'Sarah Nakato',
      care_number: 'CN-00041',
      licence_expiry: '2025-11-03',
      licence_state: 'expired',
    },
    {
      id: 7,
      name: 'Grace Akello',
      care_number: 'CN-00007',
      licence_expiry: '2025-12-12',
      licence_state: 'expiring',
    },
  ],
};

const link = (name: RegExp) => screen.getByRole('link', { name });

describe('Home', { timeout: 20_000 }, () => {
  it('shows each figure with a link to its filtered list', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-11-20T09:00:00Z') });
    const fetch = routeFetch([['GET', /^\/api\/v1\/dashboard\/summary$/, () => ok(summary)]]);
    renderApp('/', { session: makeSession() });

    expect(
      await screen.findByRole('link', { name: /^Nurses awaiting approval 3 / }, LAZY),
    ).toHaveAttribute('href', '/nurses/list?tab=unapproved');
    expect(link(/^New bookings 7 /)).toHaveAttribute('href', '/bookings?tab=new');
    expect(link(/^Pending job cards 4 /)).toHaveAttribute(
      'href',
      '/bookings?tab=jobcards&status=pending',
    );
    expect(link(/^Ongoing job cards 2 /)).toHaveAttribute(
      'href',
      '/bookings?tab=jobcards&status=ongoing',
    );
    expect(link(/^Pending shop orders 5 /)).toHaveAttribute('href', '/shop/orders?status=pending');
    // the figures come from one call (Home's other call is Today's visits, issue 37)
    const summaryCalls = fetch.mock.calls.filter(([url]) =>
      String(url).includes('/dashboard/summary'),
    );
    expect(summaryCalls).toHaveLength(1);
  });

  it('shows this month against last month in UGX, linked to the Paid ledger', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-11-20T09:00:00Z') });
    routeFetch([['GET', /^\/api\/v1\/dashboard\/summary$/, () => ok(summary)]]);
    renderApp('/', { session: makeSession() });

    const income = await screen.findByRole('region', { name: 'Income this month' }, LAZY);
    expect(within(income).getByRole('link', { name: /this month/ })).toHaveTextContent(
      'UGX 1,250,000',
    );
    expect(within(income).getByRole('link', { name: /this month/ })).toHaveAttribute(
      'href',
      '/finance/list?status=Paid&from=2025-11-01&to=2025-11-30',
    );
    expect(within(income).getByRole('link', { name: /last month/ })).toHaveAttribute(
      'href',
      '/finance/list?status=Paid&from=2025-10-01&to=2025-10-31',
    );
    expect(income).toHaveTextContent('Last month: UGX 1,000,000');
    expect(income).toHaveTextContent('UGX 250,000 more than last month (+25%)');
  });

  it('draws 12 labelled bars and the same figures as a table', async () => {
    routeFetch([['GET', /^\/api\/v1\/dashboard\/summary$/, () => ok(summary)]]);
    const { user } = renderApp('/', { session: makeSession() });

    const chart = await screen.findByRole('group', { name: /^Bar chart: paid income/ }, LAZY);
    const bars = within(chart).getAllByRole('img');
    expect(bars).toHaveLength(12);
    expect(bars[0]).toHaveAccessibleName('Week of 01-09-2025: UGX 0');
    expect(bars[11]).toHaveAccessibleName('Week of 17-11-2025: UGX 1,100,000');

    const table = screen.getByRole('table', { name: /Paid income per week/ });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(
      within(table).getByRole('row', { name: '17-11-2025 UGX 1,100,000' }),
    ).toBeInTheDocument();
    expect(link(/Open these weeks/)).toHaveAttribute(
      'href',
      '/finance/list?status=Paid&from=2025-09-01&to=2025-11-23',
    );

    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.queryByRole('group', { name: /^Bar chart/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show as chart' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('lists expired and expiring licences, each linked to its nurse', async () => {
    routeFetch([['GET', /^\/api\/v1\/dashboard\/summary$/, () => ok(summary)]]);
    renderApp('/', { session: makeSession() });

    const card = await screen.findByRole('region', { name: 'Licences' }, LAZY);
    const items = within(
      within(card).getByRole('list', { name: 'Licences to renew' }),
    ).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Sarah NakatoCN-00041Expired on 03-11-2025');
    expect(within(items[0]!).getByRole('link', { name: 'Sarah Nakato' })).toHaveAttribute(
      'href',
      '/nurses/list/41',
    );
    expect(items[1]).toHaveTextContent('Grace AkelloCN-00007Expires on 12-12-2025');
    expect(within(items[1]!).getByRole('link', { name: 'Grace Akello' })).toHaveAttribute(
      'href',
      '/nurses/list/7',
    );
    expect(card).not.toHaveTextContent('All licences are current');
  });

  it('says all licences are current when none is expired or expiring', async () => {
    routeFetch([
      ['GET', /^\/api\/v1\/dashboard\/summary$/, () => ok({ ...summary, licences: [] })],
    ]);
    renderApp('/', { session: makeSession() });
    const card = await screen.findByRole('region', { name: 'Licences' }, LAZY);
    expect(card).toHaveTextContent('All licences are current');
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
  });

  it('explains a failure and tries again on Retry', async () => {
    let calls = 0;
    routeFetch([
      [
        'GET',
        /^\/api\/v1\/dashboard\/summary$/,
        () => (++calls === 1 ? failed(503, 'The database is unavailable') : ok(summary)),
      ],
    ]);
    const { user } = renderApp('/', { session: makeSession() });
    expect(await screen.findByRole('alert', {}, LAZY)).toHaveTextContent(
      'The overview could not be loaded. The database is unavailable',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /^New bookings 7 / })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Home helpers', () => {
  it('describes the change from last month', () => {
    expect(incomeChange(900, 1000).text).toBe('UGX 100 less than last month (−10%)');
    expect(incomeChange(500, 0).text).toBe('UGX 500 more than last month');
    expect(incomeChange(0, 0).text).toBe('The same as last month');
  });

  it('rounds the scale up to a readable number', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(1_100_000)).toBe(2_000_000);
    expect(niceMax(230_000)).toBe(250_000);
    expect(niceMax(500)).toBe(500);
  });
});
