import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/date-picker';
import { ok, routeFetch } from '../../../test/fixtures';
import { enterDate } from '../../../test/date-input';
import { makeSession, renderApp } from '../../../test/render';
import { captureDownloads, makeIncome, makeIncomePage } from '../test-fixtures';

const LAZY = { timeout: 15_000 };
const pending = makeIncome();
const paid = makeIncome({
  id: 502,
  doc_id: 'RCT-000502',
  txn_date: '2025-04-15',
  product: 'VALUE KIT',
  station: 'Head Office',
  lead_source: 'Social network',
  payment_method: 'Cash',
  status: 'Paid',
  amount: 1234000,
  user_id: 9,
  User: { firstname: 'sarah', lastname: 'ACHIENG', phonenumber: '0701234567', address: 'Kira' },
});
const TOTALS = {
  amount: 7_484_000,
  byStatus: [
    { status: 'Paid', count: 20, amount: 7_000_000 },
    { status: 'Pending', count: 3, amount: 484_000 },
  ],
};

function api() {
  return routeFetch([
    ['GET', /^\/api\/v1\/income_trace$/, () => ok(makeIncomePage([pending, paid], 23, TOTALS))],
    [
      'GET',
      /^\/api\/v1\/income_trace\/export$/,
      () =>
        new Response('Date,User id\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="income-trace-2025-04-20.csv"',
          },
        }),
    ],
  ]);
}

type Fetch = ReturnType<typeof api>;

/** The query of the last call to a path. */
function lastQuery(fetch: Fetch, path: RegExp): Record<string, string> {
  const urls = fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => path.test(url.pathname));
  return Object.fromEntries(urls.at(-1)?.searchParams ?? []);
}
const ledgerQuery = (fetch: Fetch) => lastQuery(fetch, /\/income_trace$/);

async function open(url = '/finance/list') {
  const fetch = api();
  const utils = renderApp('/finance/list', { session: makeSession() });
  if (url !== '/finance/list') await act(() => utils.router.navigate(url));
  const table = await screen.findByRole('table', { name: 'Income trace' }, LAZY);
  await within(table).findByRole('row', { name: /RCT-000501/ });
  return { ...utils, fetch, table };
}

describe('finance screen', { timeout: 60_000 }, () => {
  it('shows the thirteen columns, formatted, 10 a page with the page count rounded up', async () => {
    const { fetch, table, user } = await open();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Date of transaction',
      'User id',
      'Customer',
      'Phonenumber',
      'Address',
      'Receipt No',
      'Product',
      'Station',
      'Source',
      'Amount',
      'Pay Method',
      'Status',
      'Manage',
    ]);
    const row = within(table).getByRole('row', { name: /RCT-000502/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '15-04-2025',
      '9',
      'sarah ACHIENG',
      '(070) 123-4567',
      'Kira',
      'RCT-000502',
      // the product in the contract's words (issue 38); the colour stays the wire value's
      'Value kit',
      'Head Office',
      'Social network',
      'UGX 1,234,000',
      'Cash',
      'Paid',
      'Edit',
    ]);
    const chip = (text: string) => within(row).getByText(text).closest('[data-color]');
    expect(chip('Value kit')).toHaveAttribute('data-color', 'green');
    expect(chip('Head Office')).toHaveAttribute('data-color', 'blue');
    expect(chip('Social network')).toHaveAttribute('data-color', 'blue');
    expect(chip('Paid')).toHaveAttribute('data-color', 'lightGreen');
    const first = within(table).getByRole('row', { name: /RCT-000501/ });
    expect(within(first).getByText('Pending').closest('[data-color]')).toHaveAttribute(
      'data-color',
      'orange',
    );
    expect(within(first).getByRole('link', { name: 'Amina Nakato' })).toHaveAttribute(
      'href',
      '/customers/list/7',
    );
    expect(screen.getByText('1–10 of 23 · page 1 of 3')).toBeInTheDocument();
    expect(ledgerQuery(fetch)).toEqual({
      sort: 'txn_date',
      order: 'desc',
      offset: '0',
      limit: '10',
    });

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(ledgerQuery(fetch)).toMatchObject({ offset: '10', limit: '10' }));
  });

  it('sorts on date, user id and receipt number through sort and order', async () => {
    const { fetch, table, user, router } = await open();
    const header = (name: string) => within(table).getByRole('button', { name });
    expect(within(table).queryByRole('button', { name: 'Customer' })).not.toBeInTheDocument();

    await user.click(header('Receipt No'));
    await waitFor(() => expect(ledgerQuery(fetch)).toMatchObject({ sort: 'doc_id', order: 'asc' }));
    expect(router.state.location.search).toBe('?sort=doc_id&order=asc');
    await user.click(header('Receipt No'));
    await waitFor(() =>
      expect(ledgerQuery(fetch)).toMatchObject({ sort: 'doc_id', order: 'desc' }),
    );
    await user.click(header('User id'));
    await waitFor(() =>
      expect(ledgerQuery(fetch)).toMatchObject({ sort: 'user_id', order: 'asc' }),
    );
    await user.click(header('Date of transaction'));
    await waitFor(() =>
      expect(ledgerQuery(fetch)).toMatchObject({ sort: 'txn_date', order: 'asc' }),
    );
  });

  it('writes the filters to the URL and the query; Clear filters empties both', async () => {
    const { fetch, user, router } = await open();
    const filters = screen.getByRole('group', { name: 'Filters' });
    await user.click(within(filters).getByRole('combobox', { name: 'Product' }));
    await user.click(await screen.findByRole('option', { name: 'Value kit' }));
    await user.click(within(filters).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    enterDate('From', '01-01-2025', within(filters));

    await waitFor(() =>
      expect(ledgerQuery(fetch)).toMatchObject({
        product: 'VALUE KIT',
        status: 'Paid',
        from: '2025-01-01',
        offset: '0',
      }),
    );
    const url = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(url)).toEqual({
      product: 'VALUE KIT',
      status: 'Paid',
      from: '2025-01-01',
    });

    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(ledgerQuery(fetch)).not.toHaveProperty('product');
  });

  it('reads filters from the URL, dropping values the API would refuse', async () => {
    const { fetch } = await open(
      '/finance/list?station=Kikubo&lead_source=Nowhere&to=2025-02-30&payment_method=Cash&sort=doc_id&order=asc',
    );
    await waitFor(() =>
      expect(ledgerQuery(fetch)).toEqual({
        station: 'Kikubo',
        payment_method: 'Cash',
        sort: 'doc_id',
        order: 'asc',
        offset: '0',
        limit: '10',
      }),
    );
    const filters = screen.getByRole('group', { name: 'Filters' });
    expect(within(filters).getByRole('combobox', { name: 'Station' })).toHaveTextContent('Kikubo');
    expect(within(filters).getByRole('combobox', { name: 'Pay Method' })).toHaveTextContent('Cash');
  });

  it('the top-bar search looks for a name, phone or receipt number', async () => {
    const { fetch, user } = await open();
    await user.type(screen.getByLabelText('Search Finance'), 'RCT-0005');
    await waitFor(() => expect(ledgerQuery(fetch)).toMatchObject({ search: 'RCT-0005' }));
    expect(screen.getByText('Entries matching “RCT-0005”')).toBeInTheDocument();
  });

  it('shows the totals of the filter, by status', async () => {
    await open();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('UGX 7,484,000 · 23 entries');
    const lines = within(totals)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'PaidUGX 7,000,000 (20 entries)',
      'UnpaidUGX 0 (0 entries)',
      'PendingUGX 484,000 (3 entries)',
    ]);
  });

  it('Export CSV downloads the current filter under the server file name', async () => {
    const { fetch, user } = await open('/finance/list?station=Mutungo&status=Paid');
    const saved = captureDownloads();
    await user.type(screen.getByLabelText('Search Finance'), 'Amina');
    await waitFor(() => expect(ledgerQuery(fetch)).toMatchObject({ search: 'Amina' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved()).toBe('income-trace-2025-04-20.csv'));
    expect(lastQuery(fetch, /\/income_trace\/export$/)).toEqual({
      station: 'Mutungo',
      status: 'Paid',
      search: 'Amina',
    });
  });

  it('Add income entry and Manage > Edit open the order form', async () => {
    const { user, table } = await open();
    await user.click(screen.getByRole('button', { name: 'Add income entry' }));
    const add = await screen.findByRole('dialog', { name: 'Add Order' });
    expect(within(add).getByRole('combobox', { name: /^Customer/ })).toHaveValue('');
    await user.click(within(add).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(table).getByRole('button', { name: 'Edit RCT-000502' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Order RCT-000502' });
    expect(within(edit).getByRole('combobox', { name: /^Customer/ })).toHaveValue(
      'sarah ACHIENG · (070) 123-4567',
    );
    expect(within(edit).getByRole('textbox', { name: /^Amount/ })).toHaveValue('1,234,000');
  });
});
