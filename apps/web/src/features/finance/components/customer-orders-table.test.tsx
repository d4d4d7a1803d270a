import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesSent, makeCustomer, ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeIncome, makeIncomePage } from '../test-fixtures';
import { CustomerOrdersTable } from './customer-orders-table';

function api() {
  return routeFetch([
    [
      'GET',
      /^\/api\/v1\/user_income_trace\/7$/,
      () => ok(makeIncomePage([makeIncome(), makeIncome({ id: 502, doc_id: 'RCT-000502' })], 12)),
    ],
    ['GET', /^\/api\/v1\/customer\/7$/, () => ok(makeCustomer())],
    ['PUT', /^\/api\/v1\/income_trace\/501$/, () => ok(makeIncome({ status: 'Paid' }))],
  ]);
}

describe('CustomerOrdersTable', { timeout: 60_000 }, () => {
  it("lists the customer's orders 5 a page, with their own columns", async () => {
    const fetch = api();
    renderWithProviders(<CustomerOrdersTable customerId={7} />);
    const table = screen.getByRole('table', { name: 'My Orders' });
    expect(screen.getByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    const row = await within(table).findByRole('row', { name: /RCT-000501/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date of transaction', 'Receipt No', 'Product', 'Amount', 'Status', 'Manage']);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['02-03-2025', 'RCT-000501', 'Prepared mama bag', 'UGX 250,000', 'Pending', 'Edit']);
    expect(within(row).getByText('Prepared mama bag').closest('[data-color]')).toHaveAttribute(
      'data-color',
      'navy',
    );
    expect(screen.getByText('1–5 of 12 · page 1 of 3')).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/user_income_trace/7?offset=0&limit=5');
  });

  it('fetches nothing without a customer id', async () => {
    const fetch = api();
    renderWithProviders(<CustomerOrdersTable customerId={0} />);
    expect(screen.getByRole('table', { name: 'My Orders' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('Edit opens the order with the customer fixed and saves with PUT', async () => {
    const fetch = api();
    const { user } = renderWithProviders(<CustomerOrdersTable customerId={7} />);
    await user.click(await screen.findByRole('button', { name: 'Edit RCT-000501' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Order RCT-000501' });
    expect(within(dialog).getByText('Amina Nakato · +256 772 123 456')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /^Customer/ })).toBeNull();
    await user.click(within(dialog).getByRole('combobox', { name: /^Payment status/ }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Order successfully updated')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /income_trace\/501$/)[0]).toMatchObject({
      user_id: 7,
      status: 'Paid',
      updatedAt: '2025-03-02T08:00:00.000Z',
    });
    // The table asks again for what changed.
    await waitFor(() =>
      expect(
        fetch.mock.calls.filter(([url]) => String(url).includes('/user_income_trace/7')),
      ).toHaveLength(2),
    );
  });
});
