import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { KeyboardEvent, ReactNode } from 'react';
import { MSG } from '@app/contract';
import { TableScrollBox } from './table-scroll-box';

export type Column<T> = {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Offer sorting on this column (the caller sorts, usually on the server). */
  sortable?: boolean;
};

export type Sort = { field: string; order: 'asc' | 'desc' };

type PagedTableProps<T> = {
  columns: Column<T>[];
  rows: T[];
  /** Total number of rows on the server. */
  count: number;
  /** Zero-based page. */
  page: number;
  rowsPerPage: number;
  onPageChange: (page: number) => void;
  getRowId: (row: T) => string | number;
  sort?: Sort;
  onSortChange?: (sort: Sort) => void;
  loading?: boolean;
  error?: string;
  /** Makes each row open something (a dialog) by click, Enter or Space. */
  onRowClick?: (row: T) => void;
  'aria-label': string;
};

/** Number of pages: the total divided by the page size, rounded up (SPEC 2, Finance). */
export function pageCount(count: number, rowsPerPage: number): number {
  return rowsPerPage > 0 ? Math.ceil(count / rowsPerPage) : 0;
}

export function PagedTable<T>({
  columns,
  rows,
  count,
  page,
  rowsPerPage,
  onPageChange,
  getRowId,
  sort,
  onSortChange,
  loading = false,
  error,
  onRowClick,
  'aria-label': ariaLabel,
}: PagedTableProps<T>) {
  const pages = pageCount(count, rowsPerPage);
  const toggleSort = (field: string) =>
    onSortChange?.({
      field,
      order: sort?.field === field && sort.order === 'asc' ? 'desc' : 'asc',
    });

  return (
    <Paper variant="outlined">
      {error ? <Alert severity="error">{error}</Alert> : null}
      <TableScrollBox label={ariaLabel}>
        <Table size="small" aria-label={ariaLabel} aria-busy={loading}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sortDirection={sort?.field === column.key ? sort.order : false}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {column.sortable && onSortChange ? (
                    <TableSortLabel
                      active={sort?.field === column.key}
                      direction={sort?.field === column.key ? sort.order : 'asc'}
                      onClick={() => toggleSort(column.key)}
                    >
                      {column.header}
                    </TableSortLabel>
                  ) : (
                    column.header
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={getRowId(row)}
                hover
                {...(onRowClick
                  ? {
                      tabIndex: 0,
                      onClick: () => onRowClick(row),
                      onKeyDown: (event: KeyboardEvent) => {
                        if (event.key !== 'Enter' && event.key !== ' ') return;
                        event.preventDefault();
                        onRowClick(row);
                      },
                      sx: { cursor: 'pointer' },
                    }
                  : {})}
              >
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align}>
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 && !loading ? (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ color: 'text.secondary' }}>
                  {MSG.noData}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableScrollBox>
      <TablePagination
        component="div"
        count={count}
        page={pages > 0 ? Math.min(page, pages - 1) : 0}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[]}
        onPageChange={(_event, next) => onPageChange(next)}
        labelDisplayedRows={({ from, to }) =>
          `${from}–${to} of ${count} · page ${Math.min(page + 1, Math.max(pages, 1))} of ${Math.max(pages, 1)}`
        }
      />
    </Paper>
  );
}
