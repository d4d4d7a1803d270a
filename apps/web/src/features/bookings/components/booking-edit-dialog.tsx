import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import type { BaseSyntheticEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  MONEY_HINT,
  bookingEditSchema,
  bookingRequestLabel,
  ugandaDate,
  type Booking,
} from '@app/contract';
import { FormDateField } from '../../../components/date-field';
import { FormDialog, FormDialogForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { isApiError } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/contract-resolver';
import { useInvalidSubmit } from '../../../lib/invalid-submit';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useEditBooking } from '../api/edit-booking';
import {
  bookingEditBody,
  bookingEditFormFrom,
  isEditField,
  type BookingEditValues,
} from '../booking-edit-form';
import { BOOKING_MSG } from '../messages';

type BookingEditDialogProps = { open: boolean; booking: Booking; onClose: () => void };

/**
 * Fill in a request (its start date, price...) or correct a Pending or
 * Accepted booking (issue 37): PATCH /booking/{id} with the version shown.
 */
export function BookingEditDialog({ open, booking, onClose }: BookingEditDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} maxWidth="md">
      {/* Mounted when opened: each opening starts from the booking as it is then. */}
      <BookingEditForm booking={booking} onClose={onClose} />
    </FormDialog>
  );
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;
const fullRow = { gridColumn: '1 / -1' } as const;
const money = {
  input: { startAdornment: <InputAdornment position="start">UGX</InputAdornment> },
  htmlInput: { inputMode: 'numeric' },
} as const;

function BookingEditForm({ booking, onClose }: Omit<BookingEditDialogProps, 'open'>) {
  const edit = useEditBooking();
  const { control, handleSubmit, setError, formState } = useForm<BookingEditValues>({
    resolver: contractResolver(bookingEditSchema),
    mode: 'onTouched',
    defaultValues: bookingEditFormFrom(booking),
  });
  const refuse = useInvalidSubmit();
  const [start, price] = useWatch({ control, name: ['serviceStartDate', 'totalCost'] });
  const request = booking.missing.length > 0;
  // While a request, an empty start date or price says it is needed to confirm it.
  const needed = (field: string, value: string) =>
    request && !value.trim() ? `${field}: needed before the request is confirmed` : undefined;

  const showProblems = (problems: Record<string, string>) => {
    for (const [field, message] of Object.entries(problems))
      if (isEditField(field)) setError(field, { message }, { shouldFocus: true });
  };

  const onValid = (values: BookingEditValues, event?: BaseSyntheticEvent) => {
    const { body, problems } = bookingEditBody(values, booking);
    if (problems) {
      showProblems(problems);
      refuse(problems, event);
      return;
    }
    edit.mutate(
      { docId: booking.docId, body },
      {
        onSuccess: () => {
          toast.success(BOOKING_MSG.edited);
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.details) showProblems(error.details);
          notifyError(error);
        },
      },
    );
  };

  return (
    <FormDialogForm
      title={`${request ? 'Fill in request' : 'Edit booking'} ${booking.docId}`}
      dirty={formState.isDirty}
      busy={edit.isPending}
      submitLabel="Update"
      onSubmit={(event) => void handleSubmit(onValid, refuse)(event)}
    >
      {request ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {bookingRequestLabel(booking.missing)}. Fill it in here, then confirm the request.
        </Alert>
      ) : null}
      <Box sx={grid}>
        <FormTextField control={control} name="service" label="Service" required />
        <FormDateField
          control={control}
          name="serviceStartDate"
          label="Start date"
          helperText={
            start && start < ugandaDate()
              ? 'This day has passed: fine for care that has already begun'
              : needed('Start date', start)
          }
        />
        <FormTextField
          control={control}
          name="totalCost"
          label="Total cost"
          placeholder="380,000"
          helperText={needed('The price the client pays', price) ?? MONEY_HINT}
          slotProps={money}
        />
        <FormTextField
          control={control}
          name="packagePrice"
          label="Package price"
          placeholder="350,000"
          helperText={MONEY_HINT}
          slotProps={money}
        />
        <FormTextField
          control={control}
          name="packageDetails"
          label="Package details"
          multiline
          minRows={2}
          sx={fullRow}
        />
        <FormTextField control={control} name="extras" label="Extras" multiline sx={fullRow} />
        <FormTextField control={control} name="dropoff" label="Drop-off" sx={fullRow} />
        <FormTextField control={control} name="requestedFor" label="Requested for" />
        <FormTextField control={control} name="motherNames" label="Mother's names" />
      </Box>
    </FormDialogForm>
  );
}
