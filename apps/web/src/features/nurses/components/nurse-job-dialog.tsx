import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  NURSE_JOB_SHIFTS,
  formatName,
  formatUGX,
  shiftOfCard,
  type Nurse,
  type NurseJob,
} from '@app/contract';
import { FormDialog, FormDialogForm } from '../../../components/form-dialog';
import { DateField, FormDateField } from '../../../components/date-field';
import { FormSelect } from '../../../components/form-select';
import { FormTextField } from '../../../components/form-text-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useInvalidSubmit } from '../../../lib/invalid-submit';
import { toast } from '../../../lib/toast';
import { useCreateNurseJob } from '../api/create-nurse-job';
import { useUpdateNurseJob } from '../api/update-nurse-job';
import { NURSE_JOB_MSG, NURSE_MSG } from '../messages';
import { notifyFailure } from '../../../lib/notify-error';
import { BookingCheckAlert, useDialogBookingCheck } from './booking-check-alert';
import { JobCardPicker, type PickedCard } from './job-card-picker';
import { NurseJobStatusFields } from './nurse-job-status-fields';
import {
  DURATION_DIGITS,
  daysFromCard,
  durationInput,
  emptyNurseJobForm,
  formatRateInput,
  nurseJobCreateBody,
  nurseJobEnd,
  nurseJobEndNote,
  nurseJobFormFrom,
  nurseJobFormSchema,
  nurseJobTotal,
  nurseJobUpdateBody,
  shiftHours,
  type NurseJobForm,
  type NurseJobPrefill,
} from './nurse-job-form';

type NurseJobDialogProps = {
  open: boolean;
  nurse: Nurse;
  /** The job to edit; without one the dialog books the nurse on a job card. */
  job?: NurseJob;
  /** A new job's card, days and shift, picked on the Schedule screen (issue 27). */
  prefill?: NurseJobPrefill;
  onClose: () => void;
};

/**
 * Add Job / Edit Job (SPEC 5): total and end date follow the rate, start and
 * duration live; the shift and whether the nurse may be booked (issue 27).
 */
export function NurseJobDialog({ open, nurse, job, prefill, onClose }: NurseJobDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose}>
      {/* Mounted when opened: a fresh form and a fresh idempotency key per opening. */}
      <NurseJobForm nurse={nurse} job={job} prefill={prefill} onClose={onClose} />
    </FormDialog>
  );
}

const pickedOf = (prefill: NurseJobPrefill | undefined): PickedCard | null =>
  prefill
    ? {
        id: prefill.jobId,
        care_card_number: prefill.care_card_number,
        client_name: prefill.client_name,
        start_date: prefill.start_date,
      }
    : null;

type NurseJobFormProps = Omit<NurseJobDialogProps, 'open'>;

function NurseJobForm({ nurse, job, prefill, onClose }: NurseJobFormProps) {
  const create = useCreateNurseJob();
  const update = useUpdateNurseJob();
  // Kept across retries of this dialog, so a repeat cannot book the nurse twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { control, handleSubmit, formState, getValues, setValue } = useForm<NurseJobForm>({
    resolver: contractResolver(nurseJobFormSchema),
    mode: 'onTouched',
    defaultValues: job ? nurseJobFormFrom(job) : emptyNurseJobForm(prefill),
  });
  const refuse = useInvalidSubmit();
  // The chosen card's days fill the start date and duration (daysFromCard);
  // its shifts set the shift unless one was chosen by hand.
  const prefilled = useRef({
    start: prefill?.start_date ?? '',
    duration: getValues('duration'),
    shift: getValues('shift'),
  });
  const onPicked = (card: PickedCard | null) => {
    const now = { start: getValues('start_date'), duration: getValues('duration') };
    const fill = card ? daysFromCard(card, now, prefilled.current) : {};
    const set = { shouldDirty: true, shouldValidate: true };
    if (fill.start) setValue('start_date', (prefilled.current.start = fill.start), set);
    if (fill.duration) setValue('duration', (prefilled.current.duration = fill.duration), set);
    if (card && getValues('shift') === prefilled.current.shift) {
      prefilled.current.shift = shiftOfCard(card.shifts);
      setValue('shift', prefilled.current.shift, { shouldDirty: true });
    }
  };
  const [start, duration, rate, shift, jobId] = useWatch({
    control,
    name: ['start_date', 'duration', 'rate', 'shift', 'jobId'],
  });
  const total = nurseJobTotal(rate, duration);
  const end = nurseJobEnd(start, duration);
  const busy = create.isPending || update.isPending;
  const final = job ? job.status === 'cancelled' || job.status === 'completed' : false;
  // A new booking is checked; an existing job only when it moves (its days or shift change).
  const moved =
    !job || start !== job.start_date || duration !== String(job.duration) || shift !== job.shift;
  const check = useDialogBookingCheck(
    nurse.id,
    { start, duration, shift },
    { ask: !final && moved, exceptId: job?.id, jobId },
  );
  const refused = check?.allowed === false;

  const onValid = (values: NurseJobForm) => {
    if (job) {
      const body = nurseJobUpdateBody(values, job);
      if (Object.keys(body).length === 1) return onClose();
      update.mutate(
        { job, body },
        {
          onSuccess: () => {
            toast.success(NURSE_JOB_MSG.updated);
            onClose();
          },
          onError: (error) => notifyFailure(NURSE_JOB_MSG.updateFailed, error),
        },
      );
      return;
    }
    create.mutate(
      { nurseId: nurse.id, body: nurseJobCreateBody(values, idempotencyKey) },
      {
        onSuccess: ({ message }) => {
          if (message === NURSE_JOB_MSG.alreadyCreated) toast.info(NURSE_JOB_MSG.alreadyCreated);
          else toast.success(NURSE_JOB_MSG.created);
          onClose();
        },
        onError: (error) => notifyFailure(NURSE_JOB_MSG.createFailed, error),
      },
    );
  };

  return (
    <FormDialogForm
      title={job ? `Edit Job ${job.care_card_number}` : 'Add Job'}
      dirty={formState.isDirty}
      busy={busy}
      submitLabel={job ? 'Update' : 'Save'}
      submitDisabled={refused}
      onSubmit={(event) => void handleSubmit(onValid, refuse)(event)}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Nurse: <strong>{formatName(nurse.first_name, nurse.last_name)}</strong> ·{' '}
        {NURSE_MSG.requiredNote}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Box sx={{ gridColumn: '1 / -1' }}>
          {job ? (
            <TextField
              label="Job card"
              value={`${job.care_card_number} · ${job.client_name}`}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          ) : (
            <JobCardPicker control={control} initial={pickedOf(prefill)} onPicked={onPicked} />
          )}
        </Box>
        <FormDateField
          control={control}
          name="start_date"
          label="Start date"
          required
          disabled={final}
        />
        <FormTextField
          control={control}
          name="duration"
          label="Duration (days)"
          required
          disabled={final}
          parse={durationInput}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: DURATION_DIGITS } }}
        />
        <FormSelect
          control={control}
          name="shift"
          label="Shift"
          required
          disabled={final}
          options={NURSE_JOB_SHIFTS}
          helperText={shiftHours(shift)}
        />
        <DateField
          label="End date"
          value={end}
          helperText={nurseJobEndNote(start, duration)}
          readOnly
        />
        {/* Beside the days it is about, so a phone shows it as they are typed. */}
        <BookingCheckAlert check={check} />
        <FormTextField
          control={control}
          name="rate"
          label="Daily rate (UGX)"
          required
          parse={formatRateInput}
          placeholder="50,000"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label="Total amount"
          value={total === undefined ? '' : formatUGX(total)}
          helperText="Daily rate × duration"
          slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
        />
        {job ? <NurseJobStatusFields control={control} job={job} /> : null}
      </Box>
    </FormDialogForm>
  );
}
