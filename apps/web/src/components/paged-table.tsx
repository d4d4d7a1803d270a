import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useDeferredValue } from 'react';
import { useOnline } from '../lib/online';
import { ListNotice } from './list-notice';
import { CardSort } from './table-card-sort';
import { TableCards, hasCard } from './table-cards';
import { columnLabel, type Column, type Placeholder, type Sort } from './table-column';
import { TableColumnsMenu, useHiddenColumns } from './table-columns-menu';
import { DensityToggle, useTableDensity } from './table-density';
import { DeskTable } from './table-desk';
import { TableScrollBox } from './table-scroll-box';

export type { CardPart, Column, Sort } from './table-column';

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
  /**
   * Offers the Columns menu and Compact rows; both are remembered under this
   * name. A column that starts hidden can be shown only with it.
   */
  columnsKey?: string;
  /** Makes each row open something (a dialog) by click, Enter or Space. */
  onRowClick?: (row: T) => void;
  'aria-label': string;
};

/** Number of pages: the total divided by the page size, rounded up (SPEC 2, Finance). */
export function pageCount(count: number, rowsPerPage: number): number {
  return rowsPerPage > 0 ? Math.ceil(count / rowsPerPage) : 0;
}

/**
 * A page of rows from the server with paging, sorting, the Columns menu and
 * Compact rows. At a desk a table of one-line rows; on a phone, when the
 * columns describe a card (`card: 'title'`), each row is a card in a list.
 */
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
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const cards = phone && hasCard(columns);
  const [hidden, setHidden] = useHiddenColumns(
    columnsKey,
    columns.filter((c) => c.startsHidden && c.hideable !== false).map((c) => c.key),
  );
  const [density, setDensity] = useTableDensity(columnsKey);
  // A card always shows its title and status line; the Columns menu hides the other lines.
  const shown = columns.filter(
    (c) =>
      c.hideable === false ||
      !hidden.includes(c.key) ||
      (cards && (c.card === 'title' || c.card === 'status')),
  );
  // SPEC 8, Lists: a list that cannot load offline says so (a paused query is still loading).
  const offline = offlineProp || (loading && rows.length === 0 && !online);
  const failed = offline || !!error;
  const empty = rows.length === 0;
  /** Nothing answered yet: no count to show, no "0–0 of 0". */
  const unanswered = empty && (loading || failed);
  const pages = pageCount(count, rowsPerPage);
  const placeholder: Placeholder = !empty
    ? null
    : failed
      ? 'failed'
      : loading
        ? 'loading'
        : 'empty';
  const view = {
    columns: shown,
    rows,
    getRowId,
    sort,
    onSortChange,
    onRowClick,
    loading,
    placeholder,
    notice: <ListNotice offline={offline} error={error} onRetry={onRetry} />,
    rowsPerPage,
    'aria-label': ariaLabel,
  };

  return (
    <Paper variant="outlined">
      {failed && !empty ? (
        <ListNotice offline={offline} error={error} onRetry={onRetry} sx={{ borderRadius: 0 }} />
      ) : null}
      {cards ? (
        <>
          {onSortChange ? (
            <CardSort columns={columns} sort={sort} onSortChange={onSortChange} />
          ) : null}
          <TableCards {...view} />
        </>
      ) : (
        <TableScrollBox label={ariaLabel}>
          <DeskTable {...view} density={density} />
        </TableScrollBox>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', minHeight: 52 }}>
        {columnsKey ? (
          <Box sx={{ pl: 1, display: 'flex', gap: 0.5 }}>
            <TableColumnsMenu
              table={ariaLabel}
              columns={columns
                .filter((c) => c.hideable !== false)
                .map((c) => ({ key: c.key, label: columnLabel(c) }))}
              hidden={hidden}
              onChange={setHidden}
            />
            {cards ? null : (
              <DensityToggle table={ariaLabel} density={density} onChange={setDensity} />
            )}
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
