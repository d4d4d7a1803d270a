import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/**
 * One item of a list shown as cards (Admin > Care schedule's steps, the
 * care messages' library): an outlined card named by its heading
 * (`labelId`), its parts stacked on a phone and laid in `columns` from
 * md up.
 */
export function ListCard({
  labelId,
  columns,
  children,
}: {
  labelId: string;
  columns: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={labelId}
      sx={{
        p: 1.5,
        display: 'grid',
        gap: 1,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: columns },
      }}
    >
      {children}
    </Paper>
  );
}
