import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PagedTable, type Column } from './paged-table';

// A column that starts hidden (a field the table does not name, ADR 032):
// offered in the Columns menu unticked; once shown, it stays shown on the
// next visit, remembered apart from the columns a person hid.

type Row = { id: number; name: string; discount: number | null };
const columns: Column<Row>[] = [
  { key: 'id', header: 'Id', render: (r) => r.id },
  { key: 'name', header: 'Name', render: (r) => r.name },
  { key: 'discount', header: 'Discount', render: (r) => r.discount, startsHidden: true },
];
const props = {
  columns,
  rows: [
    { id: 1, name: 'Row 1', discount: 5000 },
    { id: 2, name: 'Row 2', discount: null },
  ],
  count: 2,
  page: 0,
  rowsPerPage: 10,
  onPageChange: () => {},
  getRowId: (r: Row) => r.id,
};

const openMenu = async (user: { click: (el: Element) => Promise<void> }) => {
  await user.click(screen.getByRole('button', { name: 'Columns of Orders' }));
  return screen.getByRole('menu', { name: 'Columns of Orders' });
};

describe('PagedTable: a column that starts hidden', () => {
  it('is hidden at first, shown from the Columns menu, and stays shown on the next visit', async () => {
    localStorage.clear();
    const { user, unmount } = renderWithProviders(
      <PagedTable aria-label="Orders" columnsKey="orders" {...props} />,
    );
    expect(screen.queryByRole('columnheader', { name: 'Discount' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Columns of Orders' })).toHaveTextContent(
      'Columns (1 hidden)',
    );
    const menu = await openMenu(user);
    const discount = within(menu).getByRole('menuitemcheckbox', { name: 'Discount' });
    expect(discount).toHaveAttribute('aria-checked', 'false');
    await user.click(discount);
    expect(discount).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('columnheader', { name: 'Discount' })).toBeInTheDocument();
    expect(screen.getByText('5000')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('care.table-columns-shown.orders') ?? '[]')).toEqual([
      'discount',
    ]);
    expect(localStorage.getItem('care.table-columns.orders')).toBeNull();
    unmount();

    const again = renderWithProviders(
      <PagedTable aria-label="Orders" columnsKey="orders" {...props} />,
    );
    expect(screen.getByRole('columnheader', { name: 'Discount' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Columns of Orders' })).toHaveTextContent(
      /^Columns$/,
    );
    // Hidden again: it is no longer remembered as shown.
    const menu2 = await openMenu(again.user);
    await again.user.click(within(menu2).getByRole('menuitemcheckbox', { name: 'Discount' }));
    await again.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.queryByRole('columnheader', { name: 'Discount' })).not.toBeInTheDocument();
    expect(localStorage.getItem('care.table-columns-shown.orders')).toBeNull();
    expect(localStorage.getItem('care.table-columns.orders')).toBeNull();
  });

  it('is shown with the others by Show all columns, and a hidden one stays apart', async () => {
    localStorage.clear();
    const { user } = renderWithProviders(
      <PagedTable aria-label="Orders" columnsKey="orders" {...props} />,
    );
    let menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Name' }));
    expect(JSON.parse(localStorage.getItem('care.table-columns.orders') ?? '[]')).toEqual(['name']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Show all columns' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Discount' })).toBeInTheDocument();
    expect(localStorage.getItem('care.table-columns.orders')).toBeNull();
    expect(JSON.parse(localStorage.getItem('care.table-columns-shown.orders') ?? '[]')).toEqual([
      'discount',
    ]);
    menu = await openMenu(user);
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Discount' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('cannot be shown without a table name (no Columns menu)', () => {
    renderWithProviders(<PagedTable aria-label="Orders" {...props} />);
    expect(screen.queryByRole('columnheader', { name: 'Discount' })).not.toBeInTheDocument();
  });
});
