import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ListNotice } from '../../../components/list-notice';
import { errorMessage } from '../../../lib/api-client';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
  '@media print': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
} as const;

type JobCardSectionProps = {
  title: string;
  children: ReactNode;
  /** Labelled values in a grid (the default), or content laid out by itself (a list, a table). */
  layout?: 'grid' | 'free';
};

/** One titled part of the job card dialog and of the printed card. */
export function JobCardSection({ title, children, layout = 'grid' }: JobCardSectionProps) {
  return (
    <Box component="section" sx={{ mb: 3, breakInside: 'avoid' }}>
      <Typography variant="overline" component="h3" sx={{ color: 'primary.dark', fontWeight: 700 }}>
        {title}
      </Typography>
      {layout === 'grid' ? <Box sx={grid}>{children}</Box> : children}
    </Box>
  );
}

type SectionStateProps = {
  /** What is loading, for the spinner's label: "Loading the nurses". */
  loading: string;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
};

/** A section's part while it loads, or why it could not load, with a retry; null once loaded. */
export function SectionState({ loading, query }: SectionStateProps) {
  if (query.isError)
    return <ListNotice error={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (!query.isPending) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', py: 1 }}>
      <CircularProgress size={16} aria-hidden />
      <Typography variant="body2">{loading}…</Typography>
    </Box>
  );
}
