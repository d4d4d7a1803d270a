import { FormDialogActions } from '../../../components/form-dialog-actions';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  MSG,
  NURSE_PAY_STATUSES,
  formatName,
  formatUGX,
  type Nurse,
  type NurseJob,
} from '@app/contract';
import { FormSelect } from '../../../components/form-select';
import { FormTextField } from '../../../components/form-text-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { toast } from '../../../lib/toast';
import { useCreateNurseJob } from '../api/create-nurse-job';
import { useUpdateNurseJob } from '../api/update-nurse-job';
import { NURSE_JOB_MSG, NURSE_MSG } from '../messages';
import { notifyFailure } from '../notify';
import { JobCardPicker } from './job-card-picker';
import {
  DURATION_DIGITS,
  durationInput,
  emptyNurseJobForm,
  formatRateInput,
  nurseJobCreateBody,
  nurseJobEnd,
  nurseJobFormFrom,
  nurseJobFormSchema,
  nurseJobStatusChoices,
  nurseJobTotal,
  nurseJobUpdateBody,
  type NurseJobForm,
} from './nurse-job-form';

type NurseJobDialogProps = {
  open: boolean;
  nurse: Nurse;
  /** The job to edit; without one the dialog books the nurse on a job card. */
  job?: NurseJob;
  onClose: () => void;
};

/** Add Job / Edit Job (SPEC 5): total and end date follow the rate, start and duration live. */
export function NurseJobDialog({ open, nurse, job, onClose }: NurseJobDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      fullScreen={phone}
      maxWidth="sm"
      fullWidth
      aria-labelledby={`${id}-title`}
    >
      {/* Mounted when opened: a fresh form and a fresh idempotency key per opening. */}
      <NurseJobForm titleId={`${id}-title`} nurse={nurse} job={job} onClose={onClose} />
    </Dialog>
  );
}

type NurseJobFormProps = Omit<NurseJobDialogProps, 'open'> & { titleId: string };

const dateLabel = { inputLabel: { shrink: true } } as const;

function NurseJobForm({ titleId, nurse, job, onClose }: NurseJobFormProps) {
  const create = useCreateNurseJob();
  const update = useUpdateNurseJob();
  // Kept across retries of this dialog, so a repeat cannot book the nurse twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { control, handleSubmit } = useForm<NurseJobForm>({
    resolver: contractResolver(nurseJobFormSchema),
    mode: 'onTouched',
    defaultValues: job ? nurseJobFormFrom(job) : emptyNurseJobForm(),
  });
  const [start, duration, rate] = useWatch({
    control,
    name: ['start_date', 'duration', 'rate'],
  });
  const total = nurseJobTotal(rate, duration);
  const end = nurseJobEnd(start, duration);
  const busy = create.isPending || update.isPending;
  const final = job ? job.status === 'cancelled' || job.status === 'completed' : false;

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
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, () => toast.error(MSG.formInvalid))(event)}
      style={{ display: 'contents' }}
    >
      <DialogTitle id={titleId}>{job ? `Edit Job ${job.care_card_number}` : 'Add Job'}</DialogTitle>
      <DialogContent dividers>
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
              <JobCardPicker control={control} />
            )}
          </Box>
          <FormTextField
            control={control}
            name="start_date"
            label="Start date"
            type="date"
            required
            disabled={final}
            slotProps={dateLabel}
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
          <TextField
            label="End date"
            type="date"
            value={end}
            helperText="Start date + duration"
            slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
          />
          {job ? (
            <>
              <FormSelect
                control={control}
                name="status"
                label="Job status"
                options={nurseJobStatusChoices(job.status)}
              />
              <FormSelect
                control={control}
                name="payment_status"
                label="Payment status"
                options={NURSE_PAY_STATUSES}
              />
            </>
          ) : null}
        </Box>
      </DialogContent>
      <FormDialogActions onClose={onClose} busy={busy} editing={!!job} />
    </form>
  );
}
