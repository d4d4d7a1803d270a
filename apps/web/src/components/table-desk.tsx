import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { MSG } from '@app/contract';
import {
  DEFAULT_MAX_WIDTH,
  MIN_CUT_WIDTH,
  openProps,
  type Column,
  type TableViewProps,
} from './table-column';
import type { Density } from './table-density';
import { MessageRow, SkeletonRows } from './table-body-states';
import { pinnedCellStyles } from './table-pinning';

/**
 * Dense cells so a wide table fits a desk screen: narrow padding, headers
 * that wrap rather than widen the column, and rows of one line (a long
 * value cut with an ellipsis, see Column.maxWidth). Compact rows take
 * less padding and smaller chips and buttons.
 */
const tableStyles = (density: Density) => {
  const compact = density === 'compact';
  return {
    '& .MuiTableCell-root': { px: '3px', fontSize: '0.8125rem' },
    '& .MuiTableCell-root:first-of-type': { pl: 1 },
    '& .MuiTableCell-body': { py: compact ? '2px' : 0.75 },
    // Two lines tall from the start: headers wrap once the rows narrow their
    // columns, and a header row growing then would push the rows down (CLS).
    '& .MuiTableCell-head': {
      fontSize: '0.75rem',
      lineHeight: 1.3,
      verticalAlign: 'bottom',
      height: 44,
    },
    // A cell's one line: cut with an ellipsis at its width, never wrapped.
    '& [data-cell-line]': {
      display: 'block',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      // The line clips what sticks out of it: a link's focus ring is drawn inside.
      '& a:focus-visible': { outlineOffset: '-2px' },
    },
    '& .MuiTableSortLabel-icon': { mx: '2px', fontSize: 16 },
    // A sortable column's arrow takes room only once it sorts (the header still sorts on click).
    '& .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon': { display: 'none' },
    '& .MuiTableCell-body .MuiChip-root': { height: compact ? 18 : 22 },
    '& .MuiTableCell-body .MuiChip-label': { fontSize: '0.6875rem', px: 0.75 },
    ...(compact
      ? {
          '& .MuiTableCell-body .MuiButton-root': { py: 0, minHeight: 0, lineHeight: 1.5 },
          '& .MuiTableCell-body .MuiIconButton-root': { p: '2px' },
        }
      : {}),
  } as const;
};

/**
 * The box of a line that may give up width: a grid track of at least
 * MIN_CUT_WIDTH and at most the line's own width, so that the table's
 * columns (whose least width is their cells' least) shrink it before any
 * whole value when the table is short of room; never past `maxWidth`.
 * Inline styles: a page of rows draws a few hundred of them.
 */
const cutBox = (maxWidth: number, align: Column<unknown>['align']): CSSProperties => ({
  display: 'grid',
  gridTemplateColumns: `minmax(${Math.min(maxWidth, MIN_CUT_WIDTH)}px, max-content)`,
  justifyContent: align === 'right' ? 'end' : align === 'center' ? 'center' : 'start',
  maxWidth,
});

/**
 * On hover, a cut line (or a chip cut inside it) takes its whole text as its
 * title, so the browser shows it; a line that fits has none.
 */
export function titleIfCut(event: MouseEvent<HTMLElement>) {
  const line = event.currentTarget;
  const parts = [line, ...Array.from(line.querySelectorAll<HTMLElement>('*'))];
  if (parts.some((el) => el.scrollWidth > el.clientWidth + 1)) line.title = line.textContent ?? '';
  else line.removeAttribute('title');
}

/** One cell's line (its title set on hover when cut). */
function Line({ maxWidth, children }: { maxWidth?: number; children: ReactNode }) {
  return (
    <div data-cell-line="" onMouseEnter={titleIfCut} style={{ maxWidth }}>
      {children}
    </div>
  );
}

/** PagedTable at a desk: a table with sortable headers and one-line rows. */
export function DeskTable<T>({
  columns,
  rows,
  getRowId,
  sort,
  onSortChange,
  onRowClick,
  loading,
  placeholder,
  notice,
  rowsPerPage,
  density,
  'aria-label': ariaLabel,
}: TableViewProps<T> & { density: Density }) {
  const cellSx = pinnedCellStyles(columns);
  const toggleSort = (field: string) =>
    onSortChange?.({
      field,
      order: sort?.field === field && sort.order === 'asc' ? 'desc' : 'asc',
    });

  return (
    <Table size="small" aria-label={ariaLabel} aria-busy={loading} sx={tableStyles(density)}>
      <TableHead>
        <TableRow>
          {columns.map((column, index) => (
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
        sx={loading && rows.length > 0 ? { opacity: 0.5, transition: 'opacity 150ms' } : undefined}
      >
        {placeholder === 'loading' ? (
          <SkeletonRows columns={columns.length} rows={rowsPerPage} />
        ) : null}
        {rows.map((row) => (
          <TableRow
            key={getRowId(row)}
            hover
            {...openProps(row, onRowClick)}
            sx={onRowClick ? { cursor: 'pointer' } : undefined}
          >
            {columns.map((column, index) => (
              <TableCell key={column.key} align={column.align} sx={cellSx[index]}>
                {column.maxWidth ? (
                  <div style={cutBox(column.maxWidth, column.align)}>
                    <Line>{column.render(row)}</Line>
                  </div>
                ) : (
                  <Line maxWidth={DEFAULT_MAX_WIDTH}>{column.render(row)}</Line>
                )}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {placeholder === 'failed' ? (
          <MessageRow columns={columns.length}>{notice}</MessageRow>
        ) : null}
        {placeholder === 'empty' ? (
          <MessageRow columns={columns.length}>{MSG.noData}</MessageRow>
        ) : null}
      </TableBody>
    </Table>
  );
}
