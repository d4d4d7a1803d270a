import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PagedTable, pageCount, type Column } from './paged-table';
import { keepStyles } from '../test/styles';

// It asserts colours: emotion's styles stay in the document.
keepStyles();

type Row = { id: number; name: string };
const columns: Column<Row>[] = [
  { key: 'id', header: 'Id', render: (r) => r.id, sortable: true },
  { key: 'name', header: 'Name', render: (r) => r.name },
];
const rows = (from: number, n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: from + i, name: `Row ${from + i}` }));

describe('PagedTable', () => {
  it('counts pages as total / rows per page, rounded up', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(25, 10)).toBe(3);
    expect(pageCount(41, 5)).toBe(9);
  });

  it('shows the rows and moves between pages through the caller', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithProviders(
      <PagedTable
        aria-label="Income trace"
        columns={columns}
        rows={rows(1, 10)}
        count={25}
        page={0}
        rowsPerPage={10}
        onPageChange={onPageChange}
        getRowId={(r) => r.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Income trace' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('1–10 of 25 · page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /previous page/i })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('disables next on the last page and says when there is no data', () => {
    renderWithProviders(
      <PagedTable
        aria-label="Empty"
        columns={columns}
        rows={[]}
        count={0}
        page={0}
        rowsPerPage={10}
        onPageChange={() => {}}
        getRowId={(r) => r.id}
      />,
    );
    expect(screen.getByText('No data available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /next page/i })).toBeDisabled();
  });

  it('asks the caller to sort by a sortable column', async () => {
    const onSortChange = vi.fn();
    const { user } = renderWithProviders(
      <PagedTable
        aria-label="Sorted"
        columns={columns}
        rows={rows(1, 2)}
        count={2}
        page={0}
        rowsPerPage={10}
        onPageChange={() => {}}
        getRowId={(r) => r.id}
        sort={{ field: 'id', order: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: /^Id/ }));
    expect(onSortChange).toHaveBeenCalledWith({ field: 'id', order: 'desc' });
  });

  it('opens a row by click, Enter or Space when the caller asks', async () => {
    const onRowClick = vi.fn();
    const { user } = renderWithProviders(
      <PagedTable
        aria-label="Clickable"
        columns={columns}
        rows={rows(1, 2)}
        count={2}
        page={0}
        rowsPerPage={10}
        onPageChange={() => {}}
        getRowId={(r) => r.id}
        onRowClick={onRowClick}
      />,
    );
    const row = screen.getByRole('row', { name: /Row 2/ });
    await user.click(row);
    expect(onRowClick).toHaveBeenLastCalledWith({ id: 2, name: 'Row 2' });
    row.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onRowClick).toHaveBeenCalledTimes(3);
  });
});

describe('PagedTable while loading, offline and with hidden columns', () => {
  const base = {
    columns,
    page: 0,
    rowsPerPage: 10,
    onPageChange: () => {},
    getRowId: (r: Row) => r.id,
  };

  it('shows skeleton rows, not "0–0 of 0" or "No data available", until the first answer', () => {
    renderWithProviders(<PagedTable aria-label="Loading" {...base} rows={[]} count={0} loading />);
    const table = screen.getByRole('table', { name: 'Loading' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('table-skeleton-row')).toHaveLength(10);
    expect(screen.queryByText(/0–0 of 0/)).not.toBeInTheDocument();
    expect(screen.queryByText('No data available')).not.toBeInTheDocument();
  });

  it('keeps the previous page, dimmed, while the next one loads', () => {
    renderWithProviders(
      <PagedTable aria-label="Paging" {...base} rows={rows(1, 10)} count={25} page={1} loading />,
    );
    expect(screen.getByText('Row 1')).toBeInTheDocument();
    expect(screen.queryByTestId('table-skeleton-row')).not.toBeInTheDocument();
    expect(screen.getByText('Row 1').closest('tbody')).toHaveStyle({ opacity: '0.5' });
  });

  it('says "No internet connection" with Retry when the list cannot load offline', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(
      <PagedTable aria-label="Offline" {...base} rows={[]} count={0} offline onRetry={onRetry} />,
    );
    expect(screen.getByText('No internet connection')).toBeInTheDocument();
    expect(screen.queryByText('No data available')).not.toBeInTheDocument();
    expect(screen.queryByTestId('table-skeleton-row')).not.toBeInTheDocument();
    expect(screen.queryByText(/0–0 of 0/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes a list still loading without a network for one that cannot load', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<PagedTable aria-label="Paused" {...base} rows={[]} count={0} loading />);
    expect(screen.getByText('No internet connection')).toBeInTheDocument();
    expect(screen.queryByTestId('table-skeleton-row')).not.toBeInTheDocument();
    onLine.mockRestore();
  });

  it('shows an error in the table with Retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(
      <PagedTable
        aria-label="Failed"
        {...base}
        rows={[]}
        count={0}
        error="Boom"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('Boom')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('hides a column from the Columns menu and remembers it for the table', async () => {
    const withAction: Column<Row>[] = [
      ...columns,
      { key: 'manage', header: 'Manage', render: () => 'Edit', hideable: false, pin: 'right' },
    ];
    const props = { ...base, columns: withAction, rows: rows(1, 2), count: 2 };
    const { user, unmount } = renderWithProviders(
      <PagedTable aria-label="People" columnsKey="people" {...props} />,
    );
    await user.click(screen.getByRole('button', { name: 'Columns of People' }));
    const menu = screen.getByRole('menu', { name: 'Columns of People' });
    expect(within(menu).queryByRole('menuitemcheckbox', { name: 'Manage' })).toBeNull();
    const name = within(menu).getByRole('menuitemcheckbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-checked', 'true');
    await user.click(name);
    expect(name).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.queryByRole('columnheader', { name: 'Name' })).not.toBeInTheDocument();
    expect(screen.queryByText('Row 1')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Manage' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('care.table-columns.people') ?? '[]')).toEqual(['name']);
    unmount();

    const again = renderWithProviders(
      <PagedTable aria-label="People" columnsKey="people" {...props} />,
    );
    expect(screen.queryByRole('columnheader', { name: 'Name' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Columns of People' })).toHaveTextContent(
      'Columns (1 hidden)',
    );
    await again.user.click(screen.getByRole('button', { name: 'Columns of People' }));
    await again.user.click(screen.getByRole('menuitem', { name: 'Show all columns' }));
    await again.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(localStorage.getItem('care.table-columns.people')).toBeNull();
  });
});
