import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { reviewCreateSchema, type NurseJob, type ReviewCreate } from '@app/contract';
import { FormDialog, FormDialogForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useInvalidSubmit } from '../../../lib/invalid-submit';
import { toast } from '../../../lib/toast';
import { useCreateReview } from '../api/create-review';
import { REVIEW_MSG } from '../messages';
import { notifyFailure } from '../../../lib/notify-error';

/** SPEC 9: NPS 1 to 10; the slider starts in the middle. */
export const NPS_MIN = 1;
export const NPS_MAX = 10;
export const NPS_DEFAULT = 5;
const MARKS = Array.from({ length: NPS_MAX }, (_, i) => ({ value: i + 1, label: String(i + 1) }));

type ReviewDialogProps = { open: boolean; job: NurseJob | undefined; onClose: () => void };

/** Rate a nurse job (SPEC 2): the customer's NPS and both feedback texts. */
export function ReviewDialog({ open, job, onClose }: ReviewDialogProps) {
  return (
    <FormDialog open={open && job !== undefined} onClose={onClose}>
      {job ? <ReviewForm job={job} onClose={onClose} /> : null}
    </FormDialog>
  );
}

type FormValues = {
  nurse_job_id: number;
  nps: number;
  customer_review: string;
  nurse_review: string;
};

function ReviewForm({ job, onClose }: { job: NurseJob; onClose: () => void }) {
  const npsId = useId();
  const create = useCreateReview();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { control, handleSubmit, formState } = useForm<FormValues>({
    resolver: contractResolver(reviewCreateSchema),
    mode: 'onTouched',
    defaultValues: {
      nurse_job_id: job.id,
      nps: NPS_DEFAULT,
      customer_review: '',
      nurse_review: '',
    },
  });
  const refuse = useInvalidSubmit();

  const onValid = (values: FormValues) => {
    const body: ReviewCreate = reviewCreateSchema.parse(values);
    create.mutate(
      { body, idempotencyKey },
      {
        onSuccess: () => {
          toast.success(REVIEW_MSG.added);
          onClose();
        },
        onError: (error) => notifyFailure(REVIEW_MSG.failed, error),
      },
    );
  };

  return (
    <FormDialogForm
      title={`Rate job ${job.care_card_number}`}
      dirty={formState.isDirty}
      busy={create.isPending}
      onSubmit={(event) => void handleSubmit(onValid, refuse)(event)}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {job.client_name} · {job.nurse_name}
      </Typography>
      <Typography id={npsId} gutterBottom>
        How likely is the customer to recommend this nurse? (NPS)
      </Typography>
      <Box sx={{ px: 1.5, mb: 3 }}>
        <Controller
          control={control}
          name="nps"
          render={({ field }) => (
            <Slider
              name={field.name}
              value={field.value}
              onChange={(_event, value) => {
                if (typeof value === 'number' && Number.isFinite(value)) field.onChange(value);
              }}
              min={NPS_MIN}
              max={NPS_MAX}
              step={1}
              marks={MARKS}
              valueLabelDisplay="auto"
              aria-labelledby={npsId}
            />
          )}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <FormTextField
          control={control}
          name="customer_review"
          label="Customer feedback"
          required
          multiline
          minRows={3}
        />
        <FormTextField
          control={control}
          name="nurse_review"
          label="Nurse feedback"
          required
          multiline
          minRows={3}
        />
      </Box>
    </FormDialogForm>
  );
}
