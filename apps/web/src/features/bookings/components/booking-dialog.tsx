import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Link } from 'react-router';
import type { Booking } from '@app/contract';
import {
  RecordDialog,
  RecordDialogClose,
  RecordDialogPending,
  type ShownRecord,
} from '../../../components/record-dialog';
import { pathTo } from '../../../config/paths';
import { useBooking } from '../api/get-booking';
import type { BookingJobCardParts } from '../job-card-parts';
import { BookingActions } from './booking-actions';
import { BookingHeading, BookingOverview } from './booking-overview';

type BookingDialogProps = {
  /** The booking's docId (or id); null keeps the dialog closed. */
  bookingKey: string | null;
  /** The row it was opened from, shown at once while the booking loads. */
  initial?: Booking;
  onClose: () => void;
  jobCards: BookingJobCardParts;
};

/** The booking details dialog (SPEC 2): every field, the history and the allowed actions. */
export function BookingDialog({ bookingKey, initial, onClose, jobCards }: BookingDialogProps) {
  return (
    <RecordDialog recordKey={bookingKey} initial={initial} onClose={onClose}>
      {(shown) => <BookingDialogView {...shown} onClose={onClose} jobCards={jobCards} />}
    </RecordDialog>
  );
}

type ViewProps = ShownRecord<string, Booking> & {
  onClose: () => void;
  jobCards: BookingJobCardParts;
};

function BookingDialogView({ recordKey, initial, titleId, onClose, jobCards }: ViewProps) {
  const query = useBooking(recordKey, initial?.docId === recordKey ? initial : undefined);
  const booking = query.data;

  if (!booking) {
    return (
      <RecordDialogPending title="Booking" titleId={titleId} query={query} onClose={onClose} />
    );
  }

  return (
    <>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        <BookingHeading booking={booking} />
      </DialogTitle>
      <RecordDialogClose onClose={onClose} />
      <DialogContent dividers>
        <BookingOverview booking={booking} jobCards={jobCards} />
      </DialogContent>
      <BookingActions
        booking={booking}
        jobCards={jobCards}
        extra={
          <Button component={Link} to={pathTo.booking(booking.docId)} startIcon={<OpenInNew />}>
            Open as page
          </Button>
        }
      />
    </>
  );
}
