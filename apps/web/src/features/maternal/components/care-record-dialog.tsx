import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import {
  CARE_RECORD_MESSAGES,
  CARE_RECORD_PLACES,
  CARE_RECORD_PLACE_LABELS,
  careRecordFormSchema,
  ugandaDate,
  type CareRecordPlace,
} from '@app/contract';
import { FormDateField } from '../../../components/date-field';
import { FormDialog, FormDialogForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/contract-resolver';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useInvalidSubmit } from '../../../lib/invalid-submit';
import { toast } from '../../../lib/toast';
import { useRecordCareStep } from '../api/record-care-step';
import { stepDetailText } from './care-text';

/** A step of her timeline to record as done: from her profile or the Care due worklist. */
export type CareStepToRecord = {
  customerId: number;
  /** The step's key (the timeline's `key`, the worklist's `step`). */
  step: string;
  label: string;
  /** The baby a dose was given to (the timeline's `baby`, the worklist's `baby_id`). */
  babyId: number | null;
  babyName?: string | null;
  vaccines: readonly string[];
  /** Her name, when the dialog opens away from her profile (the worklist). */
  customerName?: string;
};

type Values = {
  step: string;
  baby_id: number | null;
  date: string;
  place: CareRecordPlace | '';
  facility: string;
  notes: string;
};

/** The contract's form: no day after today, a facility when elsewhere (the API's rules). */
const formSchema = careRecordFormSchema;

type CareRecordDialogProps = { step: CareStepToRecord | null; onClose: () => void };

/**
 * Record a contact or a dose as done (issue 42): the day (today by default,
 * never after it), by our nurse or elsewhere (then where), and notes.
 */
export function CareRecordDialog({ step, onClose }: CareRecordDialogProps) {
  // The step stays shown while the dialog closes (its exit transition).
  const [shown, setShown] = useState(step);
  if (step && step !== shown) setShown(step);
  return (
    <FormDialog open={step !== null} onClose={onClose}>
      {shown ? <CareRecordForm step={shown} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function CareRecordForm({ step, onClose }: { step: CareStepToRecord; onClose: () => void }) {
  const record = useRecordCareStep();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [serverError, setServerError] = useState<string | null>(null);
  // A second click before the first answer sends nothing (the button greys a render later).
  const sending = useRef(false);
  const { control, handleSubmit, formState, watch, setError } = useForm<Values>({
    resolver: contractResolver(formSchema),
    mode: 'onTouched',
    defaultValues: {
      step: step.step,
      baby_id: step.babyId,
      date: ugandaDate(),
      place: '',
      facility: '',
      notes: '',
    },
  });
  const refuse = useInvalidSubmit();
  const place = watch('place');

  const onValid = async (values: Values) => {
    if (sending.current) return;
    sending.current = true;
    setServerError(null);
    // Where it was done is said only when it was elsewhere.
    const body = formSchema.parse({
      ...values,
      facility: values.place === 'elsewhere' ? values.facility : '',
    });
    try {
      await record.mutateAsync({ customerId: step.customerId, body, idempotencyKey });
    } catch (error) {
      sending.current = false;
      // Offline and an expired session were already said; the rest is said here, values kept.
      if (isApiError(error) && error.notified) return;
      setServerError(errorMessage(error, CARE_RECORD_MESSAGES.failed));
      const fields = isApiError(error) ? (error.details ?? {}) : {};
      for (const [name, message] of Object.entries(fields))
        if (name in values) setError(name as keyof Values, { type: 'server', message });
      return;
    }
    toast.success(CARE_RECORD_MESSAGES.recorded);
    onClose();
  };

  const detail = stepDetailText(step);
  return (
    <FormDialogForm
      title="Record done"
      dirty={formState.isDirty}
      busy={record.isPending}
      onSubmit={(event) => void handleSubmit(onValid, refuse)(event)}
    >
      {serverError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverError}
        </Alert>
      ) : null}
      <Typography variant="body2" sx={{ mb: 2 }}>
        {step.customerName ? `${step.customerName}: ` : null}
        <strong>{step.label}</strong>
        {detail ? ` · ${detail}` : null}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <FormDateField
          control={control}
          name="date"
          label="Date done"
          required
          max={ugandaDate()}
        />
        <PlaceChoice control={control} />
        {place === 'elsewhere' ? (
          <FormTextField
            control={control}
            name="facility"
            label="Facility"
            required
            counter={120}
            helperText="The clinic or health centre"
          />
        ) : null}
        <FormTextField
          control={control}
          name="notes"
          label="Notes (optional)"
          multiline
          minRows={2}
          counter={500}
        />
      </Box>
    </FormDialogForm>
  );
}

function PlaceChoice({ control }: { control: Control<Values> }) {
  const { field, fieldState } = useController({ control, name: 'place' });
  const id = useId();
  return (
    <FormControl error={!!fieldState.error} required>
      <FormLabel id={id}>Done by</FormLabel>
      <RadioGroup
        aria-labelledby={id}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      >
        {CARE_RECORD_PLACES.map((p) => (
          <FormControlLabel
            key={p}
            value={p}
            control={<Radio />}
            label={CARE_RECORD_PLACE_LABELS[p]}
          />
        ))}
      </RadioGroup>
      {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
    </FormControl>
  );
}
