import Close from '@mui/icons-material/Close';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Booking } from '@app/contract';
import { pathTo } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useBooking } from '../api/get-booking';
import { BookingActions } from './booking-actions';
import { BookingHeading, BookingOverview } from './booking-overview';

type BookingDialogProps = {
  /** The booking's docId (or id); null keeps the dialog closed. */
  bookingKey: string | null;
  /** The row it was opened from, shown at once while the booking loads. */
  initial?: Booking;
  onClose: () => void;
};

/** The booking details dialog (SPEC 2): every field, the history and the allowed actions. */
export function BookingDialog({ bookingKey, initial, onClose }: BookingDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const id = useId();
  // The last booking stays in view while the dialog fades out.
  const [shown, setShown] = useState({ bookingKey, initial });
  if (bookingKey !== null && (bookingKey !== shown.bookingKey || initial !== shown.initial)) {
    setShown({ bookingKey, initial });
  }
  return (
    <Dialog
      open={bookingKey !== null}
      onClose={onClose}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      aria-labelledby={`${id}-title`}
    >
      {shown.bookingKey !== null ? (
        <BookingDialogView
          bookingKey={shown.bookingKey}
          initial={shown.initial}
          titleId={`${id}-title`}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

type ViewProps = { bookingKey: string; initial?: Booking; titleId: string; onClose: () => void };

function BookingDialogView({ bookingKey, initial, titleId, onClose }: ViewProps) {
  const query = useBooking(bookingKey, initial?.docId === bookingKey ? initial : undefined);
  const booking = query.data;
  const close = (
    <IconButton
      aria-label="Close"
      onClick={onClose}
      sx={{ position: 'absolute', right: 12, top: 12, color: 'text.secondary' }}
    >
      <Close />
    </IconButton>
  );

  if (!booking) {
    return (
      <>
        <DialogTitle id={titleId}>Booking</DialogTitle>
        {close}
        <DialogContent>
          {query.isError ? (
            <Alert severity="error">{errorMessage(query.error)}</Alert>
          ) : (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
              <CircularProgress aria-label="Loading" />
            </Box>
          )}
        </DialogContent>
      </>
    );
  }

  return (
    <>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        <BookingHeading booking={booking} />
      </DialogTitle>
      {close}
      <DialogContent dividers>
        <BookingOverview booking={booking} />
      </DialogContent>
      <BookingActions
        booking={booking}
        extra={
          <Button component={Link} to={pathTo.booking(booking.docId)} startIcon={<OpenInNew />}>
            Open as page
          </Button>
        }
      />
    </>
  );
}
