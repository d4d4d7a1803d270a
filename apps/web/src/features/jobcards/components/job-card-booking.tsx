import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useInRouterContext } from 'react-router';
import { pathTo } from '../../../config/paths';
import { JobCardSection } from './job-card-section';

type JobCardBookingProps = {
  bookingId: number | null;
  /** Following the link leaves the dialog. */
  onOpen?: () => void;
};

/**
 * Issue 37: the booking (care request) the card was made from, as a link to
 * its page, or "No booking" for a card made for a customer directly.
 */
export function JobCardBooking({ bookingId, onOpen }: JobCardBookingProps) {
  // The dialog is shown inside the app's router; a plain link outside one.
  const routed = useInRouterContext();
  const to = bookingId === null ? null : pathTo.booking(bookingId);
  return (
    <JobCardSection title="Booking" layout="free">
      {to === null ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No booking: this card was made for the customer directly.
        </Typography>
      ) : (
        <Typography variant="body2">
          Made from{' '}
          {routed ? (
            <Link component={RouterLink} to={to} onClick={onOpen}>
              booking {bookingId}
            </Link>
          ) : (
            <Link href={to}>booking {bookingId}</Link>
          )}
        </Typography>
      )}
    </JobCardSection>
  );
}
