import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export const detailGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;
export const fullRow = { gridColumn: '1 / -1' } as const;

type BookingSectionProps = {
  title: string;
  children: ReactNode;
  /** Lay the children out in the details grid (otherwise as given). */
  grid?: boolean;
  action?: ReactNode;
};

/** A titled part of the booking details (a region named by its title). */
export function BookingSection({ title, children, grid = false, action }: BookingSectionProps) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3, '&:last-child': { mb: 0 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 32, mb: 0.5 }}>
        <Typography
          id={id}
          variant="overline"
          component="h3"
          sx={{ color: 'primary.dark', fontWeight: 700, flex: 1 }}
        >
          {title}
        </Typography>
        {action}
      </Box>
      {grid ? <Box sx={detailGrid}>{children}</Box> : children}
    </Box>
  );
}
