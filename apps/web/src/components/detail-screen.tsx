import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';

/** The :id of a detail route as a number (NaN or 0 when it is none: the screen says so). */
export function useDetailId(): number {
  const { id = '' } = useParams();
  return Number(id);
}

type DetailScreenProps<T> = {
  /** The record's id from the URL. */
  id: number;
  /** The record's query: its answer, or that it failed. */
  query: { data: T | undefined; isError: boolean };
  /** Shown when the id is no id or the record cannot be loaded. */
  loadFailed: string;
  /** The list the phone's back button returns to, and its words ('All nurses'). */
  backTo: string;
  backLabel: string;
  /** The heights of the two placeholders shown while loading, as the profile's two blocks. */
  skeletons: readonly [number, number];
  children: (record: T) => ReactNode;
};

/**
 * The frame of a profile beside its list (customers, nurses): the error, the
 * loading placeholders or the profile, and on a phone, where the profile
 * replaces the list, a button back to it.
 */
export function DetailScreen<T>({
  id,
  query,
  loadFailed,
  backTo,
  backLabel,
  skeletons,
  children,
}: DetailScreenProps<T>) {
  let body;
  if (!Number.isInteger(id) || id <= 0 || query.isError) {
    body = <Alert severity="error">{loadFailed}</Alert>;
  } else if (!query.data) {
    body = (
      <Stack spacing={2} aria-busy="true" aria-label="Loading profile">
        <Skeleton variant="rounded" height={skeletons[0]} />
        <Skeleton variant="rounded" height={skeletons[1]} />
      </Stack>
    );
  } else {
    body = children(query.data);
  }

  return (
    <Box>
      <Button
        component={Link}
        to={backTo}
        startIcon={<ArrowBack />}
        sx={{ mb: 1, display: { md: 'none' } }}
      >
        {backLabel}
      </Button>
      {body}
    </Box>
  );
}
