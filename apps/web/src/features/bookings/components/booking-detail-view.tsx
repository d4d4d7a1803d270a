import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useSectionSearch } from '../../../lib/search-context';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useBooking } from '../api/get-booking';
import { bookingTabOf } from '../booking-status';
import type { BookingJobCardParts } from '../job-card-parts';
import { BookingActions } from './booking-actions';
import { BookingHeading, BookingOverview } from './booking-overview';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /bookings/:id (docId or id): the booking details as a page, for a deep link. */
export function BookingDetailView({ jobCards }: { jobCards: BookingJobCardParts }) {
  const { id = '' } = useParams();
  const query = useBooking(id);
  const booking = query.data;
  useDocumentTitle('Bookings', booking && `Booking ${booking.docId}`);
  const term = useSectionSearch();
  const navigate = useNavigate();
  const back = `${paths.bookings}?tab=${booking ? bookingTabOf(booking.status) : 'new'}`;

  // A new top-bar search from here shows the matching bookings of this booking's tab
  // (a term already there when the page opened, from the list, stays put).
  const [openedWith] = useState(term);
  useEffect(() => {
    if (term && term !== openedWith) void navigate(back);
  }, [term, openedWith, back, navigate]);

  // Until the booking is here, the page is named by the id it was opened with.
  const pending = (
    <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
      Booking {id}
    </Typography>
  );
  let body;
  if (query.isError) {
    body = (
      <>
        {pending}
        <Alert severity="error">{errorMessage(query.error)}</Alert>
      </>
    );
  } else if (!booking) {
    body = (
      <>
        {pending}
        <Stack spacing={2} aria-busy="true" aria-label="Loading booking">
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      </>
    );
  } else {
    body = (
      <Paper variant="outlined" component="article" aria-labelledby="booking-title">
        <Typography
          id="booking-title"
          variant="h5"
          component="h2"
          sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}
        >
          <BookingHeading booking={booking} />
        </Typography>
        <Box sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
          <BookingOverview booking={booking} jobCards={jobCards} />
        </Box>
        <Box sx={{ borderTop: 1, borderColor: 'divider', '&:empty': { display: 'none' } }}>
          <BookingActions booking={booking} jobCards={jobCards} />
        </Box>
      </Paper>
    );
  }

  return (
    <Box>
      <Button component={Link} to={back} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        All bookings
      </Button>
      {body}
    </Box>
  );
}
