import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { Booking } from '@app/contract';
import { paths } from '../../../config/paths';
import type { BookingJobCardParts } from '../job-card-parts';
import { BOOKING_MSG } from '../messages';
import { BookingSection } from './booking-section';

type BookingJobCardsProps = { booking: Booking; jobCards: BookingJobCardParts };

/**
 * The job cards made from this booking (each opens the job card dialog), or
 * why none can be made yet: the client is not a customer.
 */
export function BookingJobCards({ booking, jobCards }: BookingJobCardsProps) {
  const ids = booking.jobCardIds;
  return (
    <BookingSection title="Job cards">
      {booking.customerId === null ? (
        <Alert
          severity="info"
          action={
            <Button component={Link} to={paths.customersList} color="inherit" size="small">
              Customer Profiles
            </Button>
          }
          sx={{ mb: ids.length ? 1 : 0 }}
        >
          {BOOKING_MSG.noCustomer}
        </Alert>
      ) : null}
      {ids.length === 0 && booking.customerId !== null ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No job card yet.
        </Typography>
      ) : null}
      <jobCards.List ids={ids} label="Job cards of this booking" />
    </BookingSection>
  );
}
