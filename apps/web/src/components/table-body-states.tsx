import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { memo, type ReactNode } from 'react';

/** At most this many skeleton rows stand in for the first answer. */
export const MAX_SKELETON_ROWS = 10;

/**
 * Grey rows the shape of the table while its first answer loads, so loading
 * never reads as "0-0 of 0" or "No data available". Hidden from screen
 * readers: the table says aria-busy instead.
 */
export const SkeletonRows = memo(function SkeletonRows({
  columns,
  rows,
}: {
  columns: number;
  rows: number;
}) {
  return Array.from({ length: Math.max(1, Math.min(rows, MAX_SKELETON_ROWS)) }, (_, r) => (
    <TableRow key={r} aria-hidden="true" data-testid="table-skeleton-row">
      {Array.from({ length: columns }, (_, c) => (
        <TableCell key={c}>
          <Skeleton variant="text" width={c === 0 ? '80%' : '60%'} sx={{ minWidth: 24 }} />
        </TableCell>
      ))}
    </TableRow>
  ));
});

/**
 * One row across the whole table: 'No data available', or why nothing could
 * load. The words stay in the visible part of a table wider than its box.
 */
export function MessageRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ color: 'text.secondary', py: 1.5 }}>
        <Box
          sx={{
            position: 'sticky',
            left: 8,
            maxWidth: 'calc(100vw - 48px)',
          }}
        >
          {children}
        </Box>
      </TableCell>
    </TableRow>
  );
}
