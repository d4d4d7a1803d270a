import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { bookingRequestLabel, isEditableBooking, labelFor, type Booking } from '@app/contract';
import { StatusChip } from '../../../components/status-chip';
import type { BookingJobCardParts } from '../job-card-parts';
import { clientName } from './booking-columns';
import { BookingDetails } from './booking-details';
import { BookingHistory } from './booking-history';
import { BookingJobCards } from './booking-job-cards';

/** 'Booking BK-…' and its status chip: the dialog's title, the page's heading. */
export function BookingHeading({ booking }: { booking: Booking }) {
  return (
    <Box
      component="span"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
    >
      <span>
        Booking <span style={{ whiteSpace: 'nowrap' }}>{booking.docId}</span>
      </span>
      <StatusChip kind="booking" value={booking.status} variant="filled" />
    </Box>
  );
}

type BookingOverviewProps = { booking: Booking; jobCards: BookingJobCardParts };

/**
 * Everything about a booking: its fields, its job cards and its status
 * history; first, when it is a request still to be filled in, what it lacks.
 */
export function BookingOverview({ booking, jobCards }: BookingOverviewProps) {
  const request = booking.missing.length > 0 && isEditableBooking(booking.status);
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {labelFor('service', booking.service)} for {clientName(booking)}
      </Typography>
      {request ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <strong>{bookingRequestLabel(booking.missing)}</strong>. Fill it in with ‘Fill in
          request’; it can be confirmed once nothing is missing.
        </Alert>
      ) : null}
      <BookingDetails booking={booking} />
      <BookingJobCards booking={booking} jobCards={jobCards} />
      <BookingHistory history={booking.statusHistory} />
    </>
  );
}
