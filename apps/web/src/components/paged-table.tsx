import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useDeferredValue, type KeyboardEvent, type ReactNode } from 'react';
import { MSG } from '@app/contract';
import { useOnline } from '../lib/online';
import { ListNotice } from './list-notice';
import { MessageRow, SkeletonRows } from './table-body-states';
import { TableColumnsMenu, useHiddenColumns } from './table-columns-menu';
import { pinnedCellStyles } from './table-pinning';
import { TableScrollBox } from './table-scroll-box';

export type Column<T> = {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Offer sorting on this column (the caller sorts, usually on the server). */
  sortable?: boolean;
  /** The column's name in the Columns menu when the header is not plain text. */
  label?: string;
  /** Stays in view on the right while the rest scrolls sideways (actions, money). */
  pin?: 'right';
  /** Fixed width in px (with the padding); a pinned column after another needs one. */
  width?: number;
  /** May be hidden with the Columns menu (default true). */
  hideable?: boolean;
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
  /** No answer yet (skeleton rows), or the shown rows are the previous page's (dimmed). */
  loading?: boolean;
  error?: string | undefined;
  /** The list cannot load for want of a connection (also assumed while loading offline). */
  offline?: boolean;
  /** Asks again: offered with 'No internet connection' and with an error. */
  onRetry?: () => void;
  /** Offers the Columns menu; the hidden columns are remembered under this name. */
  columnsKey?: string;
  /** Makes each row open something (a dialog) by click, Enter or Space. */
  onRowClick?: (row: T) => void;
  'aria-label': string;
};

/** The name of a column in words (the Columns menu). */
const columnLabel = (column: { key: string; header: ReactNode; label?: string }) =>
  column.label ?? (typeof column.header === 'string' ? column.header : column.key);

/**
 * Dense cells so a wide table fits a desk screen: narrower padding, headers
 * and chip labels that wrap rather than widen the column.
 */
const denseTable = {
  '& .MuiTableCell-root': { px: 0.5, fontSize: '0.8125rem' },
  '& .MuiTableCell-root:first-of-type': { pl: 1 },
  // Two lines tall from the start: headers wrap once the rows narrow their
  // columns, and a header row growing then would push the rows down (CLS).
  '& .MuiTableCell-head': {
    fontSize: '0.75rem',
    lineHeight: 1.3,
    verticalAlign: 'bottom',
    height: 44,
  },
  '& .MuiTableSortLabel-icon': { mx: '2px', fontSize: 16 },
  // A sortable column's arrow takes room only once it sorts (the header still sorts on click).
  '& .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon': { display: 'none' },
  '& .MuiTableCell-body .MuiChip-root': { height: 'auto', minHeight: 22, maxWidth: 120 },
  '& .MuiTableCell-body .MuiChip-label': {
    whiteSpace: 'normal',
    textAlign: 'center',
    fontSize: '0.6875rem',
    lineHeight: 1.25,
    py: '3px',
    px: 0.5,
  },
} as const;

/** Number of pages: the total divided by the page size, rounded up (SPEC 2, Finance). */
export function pageCount(count: number, rowsPerPage: number): number {
  return rowsPerPage > 0 ? Math.ceil(count / rowsPerPage) : 0;
}

export function PagedTable<T>({
  columns,
  rows: answered,
  count,
  page,
  rowsPerPage,
  onPageChange,
  getRowId,
  sort,
  onSortChange,
  loading: fetching = false,
  error,
  offline: offlineProp = false,
  onRetry,
  columnsKey,
  onRowClick,
  'aria-label': ariaLabel,
}: PagedTableProps<T>) {
  // Rows that have just arrived are drawn in a transition, a few milliseconds
  // at a time, so a phone is never blocked while a page of rows is built; the
  // rows shown meanwhile count as loading (skeleton, or the last page dimmed).
  const rows = useDeferredValue(answered);
  const loading = fetching || rows !== answered;
  const online = useOnline();
  const [hidden, setHidden] = useHiddenColumns(columnsKey);
  const shown = columns.filter((c) => c.hideable === false || !hidden.includes(c.key));
  const cellSx = pinnedCellStyles(shown);
  // SPEC 8, Lists: a list that cannot load offline says so (a paused query is still loading).
  const offline = offlineProp || (loading && rows.length === 0 && !online);
  const failed = offline || !!error;
  const empty = rows.length === 0;
  /** Nothing answered yet: no count to show, no "0–0 of 0". */
  const unanswered = empty && (loading || failed);
  const pages = pageCount(count, rowsPerPage);
  const toggleSort = (field: string) =>
    onSortChange?.({
      field,
      order: sort?.field === field && sort.order === 'asc' ? 'desc' : 'asc',
    });

  return (
    <Paper variant="outlined">
      {failed && !empty ? (
        <ListNotice offline={offline} error={error} onRetry={onRetry} sx={{ borderRadius: 0 }} />
      ) : null}
      <TableScrollBox label={ariaLabel}>
        <Table size="small" aria-label={ariaLabel} aria-busy={loading} sx={denseTable}>
          <TableHead>
            <TableRow>
              {shown.map((column, index) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sortDirection={sort?.field === column.key ? sort.order : false}
                  sx={[{ fontWeight: 600 }, cellSx[index] ?? false].flat()}
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
          <TableBody
            sx={loading && !empty ? { opacity: 0.5, transition: 'opacity 150ms' } : undefined}
          >
            {empty && loading && !failed ? (
              <SkeletonRows columns={shown.length} rows={rowsPerPage} />
            ) : null}
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
                {shown.map((column, index) => (
                  <TableCell key={column.key} align={column.align} sx={cellSx[index]}>
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {empty && failed ? (
              <MessageRow columns={shown.length}>
                <ListNotice offline={offline} error={error} onRetry={onRetry} />
              </MessageRow>
            ) : null}
            {empty && !loading && !failed ? (
              <MessageRow columns={shown.length}>{MSG.noData}</MessageRow>
            ) : null}
          </TableBody>
        </Table>
      </TableScrollBox>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', minHeight: 52 }}>
        {columnsKey ? (
          <Box sx={{ pl: 1 }}>
            <TableColumnsMenu
              table={ariaLabel}
              columns={columns
                .filter((c) => c.hideable !== false)
                .map((c) => ({ key: c.key, label: columnLabel(c) }))}
              hidden={hidden}
              onChange={setHidden}
            />
          </Box>
        ) : null}
        {unanswered ? null : (
          <TablePagination
            component="div"
            sx={{ ml: 'auto' }}
            count={count}
            page={pages > 0 ? Math.min(page, pages - 1) : 0}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={[]}
            onPageChange={(_event, next) => onPageChange(next)}
            labelDisplayedRows={({ from, to }) =>
              `${from}–${to} of ${count} · page ${Math.min(page + 1, Math.max(pages, 1))} of ${Math.max(pages, 1)}`
            }
          />
        )}
      </Box>
    </Paper>
  );
}
