import EditNote from '@mui/icons-material/EditNote';
import NoteAdd from '@mui/icons-material/NoteAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import {
  bookingRequestProblem,
  bookingStartProblem,
  isEditableBooking,
  type Booking,
} from '@app/contract';
import { ActionNotes, withNotes } from '../../../components/action-notes';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { useRequestPaymentPart } from '../../../lib/request-payment-slot';
import { useSession } from '../../../lib/session';
import { WARNING_MS, toast } from '../../../lib/toast';
import { bookingKeys } from '../api/keys';
import { useUpdateBookingStatus } from '../api/update-booking-status';
import { bookingActions, isFinalBooking, type BookingMove } from '../booking-status';
import type { BookingJobCardParts } from '../job-card-parts';
import { BOOKING_MSG } from '../messages';
import { clientName } from './booking-columns';
import { BookingConfirmedOffer } from './booking-confirmed-offer';
import { BookingEditDialog } from './booking-edit-dialog';

const COLORS: Record<BookingMove, 'primary' | 'success' | 'error'> = {
  Accepted: 'primary',
  onGoing: 'primary',
  Completed: 'success',
  Cancelled: 'error',
};

/** 'Error updating booking', with the server's reason when it gave one (a 409 names the status). */
function notifyFailure(error: unknown) {
  if (isApiError(error) && error.notified) return;
  const reason = isApiError(error) && error.status >= 400 && error.status < 500 && error.message;
  toast.error(reason ? BOOKING_MSG.failedWith(reason) : BOOKING_MSG.failed);
}

const group = { display: 'flex', flexWrap: 'wrap', gap: 1 } as const;

type BookingActionsProps = {
  booking: Booking;
  jobCards: BookingJobCardParts;
  /** More buttons on the left (the dialog's 'Open as page'). */
  extra?: ReactNode;
};

/**
 * The booking's buttons: only the status moves its status allows (SPEC 4;
 * Cancel asks first), sending the version shown, and 'Create job card' while
 * the booking is open and its client is a customer. Start and Complete request
 * are greyed out before the service start date, the contract's reason written
 * below them (issue 36); so is Confirm request while the booking is a request
 * lacking its start date or price, which 'Fill in request' completes, and once
 * confirmed the job card is offered (issue 37). On a phone the moves come first.
 */
export function BookingActions({ booking, jobCards, extra }: BookingActionsProps) {
  const session = useSession();
  const queryClient = useQueryClient();
  const update = useUpdateBookingStatus();
  // Cancel and Complete request are final: they ask first, naming the client.
  const [asking, setAsking] = useState<'Cancelled' | 'Completed' | null>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState(false);
  // Confirmed just now, with no job card yet: offer to make it (issue 37).
  const [offering, setOffering] = useState(false);
  const noteId = useId();
  const { actions, notes } = withNotes(
    bookingActions(booking.status),
    noteId,
    (status) =>
      bookingRequestProblem(status, booking.missing) ??
      bookingStartProblem(status, booking.serviceStartDate),
  );
  const canCreate = booking.customerId !== null && !isFinalBooking(booking.status);
  const editable = isEditableBooking(booking.status);
  // Issue 43: a prompt on her phone for what is owed on it (the payments area's part).
  const RequestPayment = useRequestPaymentPart();
  const payable = RequestPayment !== null && booking.status !== 'Cancelled';
  const offer = offering && canCreate;

  const move = (to: BookingMove) =>
    update.mutate(
      {
        field: 'status',
        value: to,
        docId: booking.docId,
        user: session?.user.email,
        updatedAt: booking.updatedAt,
      },
      {
        onSuccess: (moved) => {
          setAsking(null);
          toast.success(BOOKING_MSG.changed(moved.status), { autoHideDuration: WARNING_MS });
          // As it was before the move: one that has its job card needs no other.
          setOffering(moved.status === 'Accepted' && booking.jobCardIds.length === 0);
        },
        onError: (error) => {
          setAsking(null);
          notifyFailure(error);
        },
      },
    );

  if (!extra && !canCreate && !editable && !payable && actions.length === 0) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        gap: 1,
        px: { xs: 2, sm: 3 },
        py: 2,
      }}
    >
      {offer ? (
        <BookingConfirmedOffer
          onDismiss={() => setOffering(false)}
          onCreate={() => {
            setOffering(false);
            setCreating(true);
          }}
        />
      ) : null}
      <Box sx={group}>
        {extra}
        {editable ? (
          <Button startIcon={<EditNote />} onClick={() => setEditing(true)}>
            {booking.missing.length > 0 ? 'Fill in request' : 'Edit booking'}
          </Button>
        ) : null}
        {canCreate ? (
          <Button startIcon={<NoteAdd />} onClick={() => setCreating(true)}>
            Create job card
          </Button>
        ) : null}
        {payable ? <RequestPayment target="booking" targetId={booking.id} /> : null}
      </Box>
      <Box sx={{ ...group, order: { xs: -1, sm: 0 }, ml: 'auto' }}>
        {actions.map((action) => (
          <Button
            key={action.status}
            variant={action.status === 'Cancelled' ? 'outlined' : 'contained'}
            color={COLORS[action.status]}
            disabled={update.isPending || action.note !== null}
            aria-describedby={action.note?.id}
            onClick={() =>
              action.status === 'Cancelled' || action.status === 'Completed'
                ? setAsking(action.status)
                : move(action.status)
            }
          >
            {action.label}
          </Button>
        ))}
      </Box>
      <ActionNotes notes={notes} sx={{ order: { xs: -1, sm: 0 }, textAlign: { sm: 'right' } }} />
      <ConfirmDialog
        open={asking !== null}
        title={(asking === 'Completed' ? BOOKING_MSG.completeTitle : BOOKING_MSG.cancelTitle)(
          clientName(booking),
        )}
        text={(asking === 'Completed' ? BOOKING_MSG.completeText : BOOKING_MSG.cancelText)(
          booking.docId,
        )}
        confirmLabel={asking === 'Completed' ? 'Complete request' : 'Cancel request'}
        cancelLabel={asking === 'Completed' ? 'Not yet' : 'Keep request'}
        danger={asking !== 'Completed'}
        busy={update.isPending}
        onConfirm={() => asking && move(asking)}
        onCancel={() => setAsking(null)}
      />
      {editable ? (
        <BookingEditDialog open={editing} booking={booking} onClose={() => setEditing(false)} />
      ) : null}
      {booking.customerId !== null ? (
        <jobCards.CreateDialog
          open={creating}
          booking={booking}
          client={clientName(booking)}
          onClose={() => setCreating(false)}
          // The booking lists its job cards (jobCardIds).
          onCreated={() => void queryClient.invalidateQueries({ queryKey: bookingKeys.all })}
        />
      ) : null}
    </Box>
  );
}
