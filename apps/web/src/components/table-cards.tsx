import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { MSG } from '@app/contract';
import { columnLabel, openProps, type Column, type TableViewProps } from './table-column';
import { MAX_SKELETON_ROWS } from './table-body-states';
import { visuallyHidden } from './visually-hidden';

/** Whether a table's columns describe a card (one of them is its title). */
export const hasCard = <T,>(columns: Column<T>[]) => columns.some((c) => c.card === 'title');

const CARD_LINES = 3;

/**
 * The cards' look, once for the list: a page draws a few hundred parts, as
 * plain elements. The first line wraps the statuses under a long title; a
 * "label: value" line wraps its value, whole.
 */
const cardStyles = {
  listStyle: 'none',
  m: 0,
  p: 0,
  '& > li': { p: 1.5, borderBottom: 1, borderColor: 'divider' },
  '& > li[data-opens]': { cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } },
  '& [data-card-first]': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 },
  '& [data-card-title]': {
    typography: 'subtitle2',
    mr: 'auto',
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  '& [data-card-status]': { display: 'flex' },
  '& dl': {
    display: 'grid',
    gridTemplateColumns: 'minmax(5.5rem, max-content) minmax(0, 1fr)',
    columnGap: 1.5,
    rowGap: 0.5,
    alignItems: 'baseline',
    m: 0,
    mt: 1,
    typography: 'body2',
  },
  '& dl > div': { display: 'contents' },
  '& dt': { color: 'text.secondary', fontSize: '0.8125rem' },
  '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
  '& [data-card-actions]': { display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 0.5 },
} as const;
const dimmed = { opacity: 0.5, transition: 'opacity 150ms' } as const;

/** Grey cards the shape of the list while its first answer loads (hidden from screen readers). */
function SkeletonCards({ count }: { count: number }) {
  return Array.from({ length: Math.max(1, Math.min(count, MAX_SKELETON_ROWS)) }, (_, i) => (
    <li key={i} aria-hidden="true" data-testid="table-skeleton-card">
      <Skeleton variant="text" width="60%" />
      {Array.from({ length: CARD_LINES }, (_, line) => (
        <Skeleton key={line} variant="text" width="40%" />
      ))}
    </li>
  ));
}

/**
 * PagedTable on a phone: each row a card in a list named as the table. Its
 * first line holds the title column and the status columns (each named for
 * screen readers), then every other shown column as "label: value" (the
 * whole text, wrapped), and last the row's actions. A card opens the row
 * by click, Enter or Space where a row does.
 */
export function TableCards<T>({
  columns,
  rows,
  getRowId,
  onRowClick,
  loading,
  placeholder,
  notice,
  rowsPerPage,
  'aria-label': ariaLabel,
}: TableViewProps<T>) {
  const prefix = useId();
  const title = columns.find((c) => c.card === 'title');
  const statuses = columns.filter((c) => c.card === 'status');
  const actions = columns.filter((c) => c.card === 'actions');
  const lines = columns.filter((c) => c.card === undefined);

  return (
    <>
      <Box
        component="ul"
        aria-label={ariaLabel}
        aria-busy={loading}
        sx={[cardStyles, loading && rows.length > 0 ? dimmed : false]}
      >
        {placeholder === 'loading' ? <SkeletonCards count={rowsPerPage} /> : null}
        {rows.map((row) => {
          const titleId = `${prefix}-${getRowId(row)}`;
          return (
            <li
              key={getRowId(row)}
              aria-labelledby={title ? titleId : undefined}
              data-opens={onRowClick ? '' : undefined}
              {...openProps(row, onRowClick)}
            >
              <div data-card-first="">
                {title ? (
                  <div id={titleId} data-card-title="">
                    {title.render(row)}
                  </div>
                ) : null}
                {statuses.map((column) => (
                  <div key={column.key} data-card-status="">
                    <span style={visuallyHidden}>{`${columnLabel(column)}: `}</span>
                    {column.render(row)}
                  </div>
                ))}
              </div>
              {lines.length > 0 ? (
                <dl>
                  {lines.map((column) => (
                    <div key={column.key}>
                      <dt>{columnLabel(column)}</dt>
                      <dd>{column.render(row)}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {actions.length > 0 ? (
                <div data-card-actions="">
                  {actions.map((column) => (
                    <div key={column.key}>{column.render(row)}</div>
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
      </Box>
      {placeholder === 'failed' ? <Box sx={{ p: 1.5 }}>{notice}</Box> : null}
      {placeholder === 'empty' ? (
        <Typography variant="body2" sx={{ p: 1.5, color: 'text.secondary' }}>
          {MSG.noData}
        </Typography>
      ) : null}
    </>
  );
}
