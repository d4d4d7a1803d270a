import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { LINES_PAGE } from '../api/keys';

type ListFrameProps = {
  query: UseQueryResult<{ count: number }>;
  /** What the list says when it is empty. */
  empty: string;
  page: number;
  onPageChange: (page: number) => void;
  label: string;
  children: ReactNode;
};

/** A page of cards with its loading, error and empty states and page buttons. */
export function ListFrame({ query, empty, page, onPageChange, label, children }: ListFrameProps) {
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        {errorMessage(query.error)}
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <Box aria-label={`Loading ${label}`} sx={{ display: 'grid', gap: 1 }}>
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={120} />
      </Box>
    );
  }
  const pages = Math.ceil(query.data.count / LINES_PAGE);
  if (query.data.count === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {empty}
      </Typography>
    );
  }
  return (
    <Box
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}
      aria-busy={query.isPlaceholderData}
    >
      <Box
        component="section"
        aria-label={label}
        sx={{ display: 'grid', gap: 1.5, opacity: query.isPlaceholderData ? 0.6 : 1 }}
      >
        {children}
      </Box>
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={page + 1}
          onChange={(_event, next) => onPageChange(next - 1)}
          size="small"
          sx={{ justifySelf: 'center' }}
        />
      ) : null}
    </Box>
  );
}
