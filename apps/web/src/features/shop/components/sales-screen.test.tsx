import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/date-picker';
import { formatIsoDate } from '@app/contract';
import { failed, ok, routeFetch } from '../../../test/fixtures';
import { dateValue, enterDate } from '../../../test/date-input';
import { axisTop, fillDays, lastDays } from '../sales-range';
import { makeSales, renderAt } from '../test-fixtures';

const LAZY = { timeout: 15_000 };

function api() {
  return routeFetch([
    [
      'GET',
      /^\/api\/v1\/portal\/orders\/sales$/,
      (url) => {
        const from = url.searchParams.get('from') ?? '';
        const to = url.searchParams.get('to') ?? '';
        if (from > to)
          return failed(400, 'The start is after the end', { to: 'The start is after the end' });
        return ok(makeSales({ from, to }));
      },
    ],
  ]);
}

const asked = (fetch: ReturnType<typeof api>) =>
  fetch.mock.calls.map(([url]) => String(url).replace('/api/v1/portal/orders/sales?', ''));

const cell = (row: HTMLElement, index: number) => within(row).getAllByRole('cell')[index];

describe('shop sales screen', { timeout: 30_000 }, () => {
  it('reads the range from the URL and shows the sums', async () => {
    const fetch = api();
    renderAt('/shop/sales?from=2026-03-01&to=2026-03-03');
    const totals = await screen.findByRole('group', { name: 'Totals' }, LAZY);
    expect(dateValue('From')).toBe('01-03-2026');
    expect(dateValue('To')).toBe('03-03-2026');
    expect(asked(fetch)).toEqual(['from=2026-03-01&to=2026-03-03']);
    await waitFor(() => expect(totals).toHaveTextContent('UGX 435,000'));
    const figure = (label: string) => within(totals).getByText(label).nextSibling;
    expect(figure('Orders')).toHaveTextContent('3');
    expect(figure('Items')).toHaveTextContent('5');
    expect(figure('Subtotal')).toHaveTextContent('UGX 420,000');
    expect(figure('Shipping')).toHaveTextContent('UGX 15,000');
    expect(figure('Total')).toHaveTextContent('UGX 435,000');

    // By status: every status, in order, with zeros where there were none.
    const status = screen.getByRole('table', { name: 'By status' });
    const rows = within(status).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Pending1UGX 138,000',
      'Confirmed0UGX 0',
      'Received2UGX 297,000',
      'Completed0UGX 0',
      'Cancelled1UGX 50,000',
    ]);

    // By product: best seller (by total) first.
    const products = screen.getByRole('table', { name: 'By product' });
    const names = within(products)
      .getAllByRole('row')
      .slice(1)
      .map((r) => cell(r, 1)?.textContent);
    expect(names).toEqual([
      'Prepared mama bag',
      'Newborn diapers (pack of 60)',
      'Mama kit (value)',
    ]);

    // By day: a bar per day of the range (the empty day too), each labelled.
    const chart = screen.getByRole('group', { name: /^Sales by day/ });
    const bars = within(chart).getAllByRole('img');
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual([
      '01-03-2026: 2 orders, UGX 297,000',
      '02-03-2026: 0 orders, UGX 0',
      '03-03-2026: 1 order, UGX 138,000',
    ]);
    const table = screen.getByRole('table', { name: 'Sales by day', hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(3);
  });

  it('defaults to the last 30 days and writes them in the URL', async () => {
    const fetch = api();
    const { router } = renderAt('/shop/sales');
    const { from, to } = lastDays(30);
    expect(to).toBe(formatIsoDate(Date.now()));
    await waitFor(() => expect(router.state.location.search).toBe(`?from=${from}&to=${to}`));
    await screen.findByRole('group', { name: 'From' }, LAZY);
    expect(dateValue('From')).toBe(from.split('-').reverse().join('-'));
    await screen.findByRole('table', { name: 'By status' });
    expect(asked(fetch)).toEqual([`from=${from}&to=${to}`]);
  });

  it('a changed date goes to the URL; a refused range shows the API message', async () => {
    api();
    const { router } = renderAt('/shop/sales?from=2026-03-01&to=2026-03-03');
    await screen.findByRole('group', { name: 'From' }, LAZY);
    enterDate('From', '09-03-2026');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2026-03-09&to=2026-03-03'),
    );
    expect(await screen.findByText('The start is after the end')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'By status' })).not.toBeInTheDocument();
  });

  it('helpers: the days of a range and a round axis top', () => {
    expect(fillDays({ from: '2026-02-27', to: '2026-03-01' }, []).map((d) => d.date)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(fillDays({ from: '2026-03-02', to: '2026-03-01' }, [])).toEqual([]);
    expect([0, 7, 140_000, 297_000, 1_000_000].map(axisTop)).toEqual([
      1, 10, 200_000, 500_000, 1_000_000,
    ]);
  });
});
