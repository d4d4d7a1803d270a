import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { BOOKING_MSG } from '../messages';

type BookingConfirmedOfferProps = { onCreate: () => void; onDismiss: () => void };

/**
 * After 'Confirm request' (issue 37): the job card is the next step, so it is
 * offered at once. Written in the dialog, not over it: the booking stays in
 * view and its next move at hand.
 */
export function BookingConfirmedOffer({ onCreate, onDismiss }: BookingConfirmedOfferProps) {
  return (
    <Alert
      severity="success"
      role="status"
      sx={{ flexBasis: '100%', order: -2 }}
      action={
        <>
          <Button color="inherit" size="small" onClick={onDismiss}>
            Later
          </Button>
          <Button color="inherit" size="small" variant="outlined" onClick={onCreate}>
            Yes, create it
          </Button>
        </>
      }
    >
      <AlertTitle>{BOOKING_MSG.confirmedOffer}</AlertTitle>
      {BOOKING_MSG.confirmedOfferText}
    </Alert>
  );
}
