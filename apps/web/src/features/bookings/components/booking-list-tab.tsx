import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import type { Booking, BookingFilter } from '@app/contract';
import { useSectionSearch } from '../../../lib/search-context';
import { PagedTable } from '../../../components/paged-table';
import { errorMessage } from '../../../lib/api-client';
import { useBookings } from '../api/get-bookings';
import type { BookingJobCardParts } from '../job-card-parts';
import { bookingColumns as c } from './booking-columns';
import { BookingDialog } from './booking-dialog';

export const BOOKINGS_PAGE = 10;
const wide = [c.client, c.phone, c.service, c.start, c.cost, c.status];
const narrow = [c.clientAndPhone, c.serviceAndStart, c.statusAndCost];

type BookingListTabProps = {
  /** The list; none for every booking, whatever its status. */
  filter: BookingFilter | undefined;
  title: string;
  jobCards: BookingJobCardParts;
};

/**
 * One booking list (New, On Going, Completed or All), 10 a page, newest first;
 * the top-bar term (3+ characters) narrows it by client name, phone or docId.
 * A row opens the booking details dialog.
 */
export function BookingListTab({ filter, title, jobCards }: BookingListTabProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const term = useSectionSearch();
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<Booking | null>(null);
  // A new search term starts again at the first page.
  const [pageTerm, setPageTerm] = useState(term);
  if (term !== pageTerm) {
    setPageTerm(term);
    setPage(0);
  }
  const query = useBookings(filter, term, page, BOOKINGS_PAGE);

  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {term ? `${title} matching “${term}”` : title}
      </Typography>
      <PagedTable
        aria-label={title}
        columns={phone ? narrow : wide}
        rows={query.data?.rows ?? []}
        count={query.data?.count ?? 0}
        page={page}
        rowsPerPage={BOOKINGS_PAGE}
        onPageChange={setPage}
        getRowId={(row) => row.id}
        loading={query.isPending}
        error={query.isError ? errorMessage(query.error) : undefined}
        onRowClick={setOpen}
      />
      <BookingDialog
        bookingKey={open?.docId ?? null}
        initial={open ?? undefined}
        onClose={() => setOpen(null)}
        jobCards={jobCards}
      />
    </Box>
  );
}
