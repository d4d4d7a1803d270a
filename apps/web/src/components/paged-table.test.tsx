import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PagedTable, pageCount, type Column } from './paged-table';

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
