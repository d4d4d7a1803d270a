import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import {
  PREGNANCY_MESSAGES,
  formatName,
  pregnancyOutcomeSchemaFor,
  ugandaDate,
  type BabySex,
  type Customer,
  type Pregnancy,
  type PregnancyOutcomeKind,
} from '@app/contract';
import { FormDateField } from '../../../components/date-field';
import { FormDialog, FormDialogForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useInvalidSubmit } from '../../../lib/invalid-submit';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useRecordOutcome } from '../api/record-outcome';
import { OutcomeBabyFields, emptyBaby } from './outcome-baby-fields';

/** What the dialog holds: text as typed, a weight as a number (null when empty). */
export type OutcomeFormValues = {
  kind: PregnancyOutcomeKind;
  date: string;
  place: string;
  babies: { name: string; sex: BabySex | ''; birth_weight_grams: number | null }[];
  notes: string;
  updated_at: string;
};

type OutcomeDialogProps = {
  open: boolean;
  customer: Customer;
  /** The ongoing pregnancy whose outcome is recorded. */
  pregnancy: Pregnancy;
  onClose: () => void;
  /** After it is saved: the profile refreshes her (a birth makes her a parent). */
  onRecorded?: () => void;
};

/** Record how a pregnancy ended (issue 42): a birth of 1-4 babies, or a loss; the day and where. */
export function OutcomeDialog({ open, onClose, ...props }: OutcomeDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose}>
      {open ? <OutcomeForm {...props} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function OutcomeForm({
  customer,
  pregnancy,
  onClose,
  onRecorded,
}: Omit<OutcomeDialogProps, 'open'>) {
  // The dialog knows her LMP: the day is checked against it as the API does.
  const schema = useMemo(() => pregnancyOutcomeSchemaFor(pregnancy.lmp), [pregnancy.lmp]);
  const record = useRecordOutcome();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { control, handleSubmit, formState, setValue, watch } = useForm<OutcomeFormValues>({
    resolver: contractResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      kind: 'birth',
      date: ugandaDate(),
      place: pregnancy.facility ?? '',
      babies: [emptyBaby()],
      notes: '',
      updated_at: pregnancy.updated_at,
    },
  });
  const refuse = useInvalidSubmit();
  const kind = watch('kind');

  // mutateAsync, not mutate's callbacks: once saved, the refetched pregnancy
  // is no longer ongoing and this dialog unmounts before they would run.
  const onValid = async (values: OutcomeFormValues) => {
    const body = schema.parse(values);
    try {
      await record.mutateAsync({ id: pregnancy.id, customerId: customer.id, body, idempotencyKey });
    } catch (error) {
      notifyError(error, PREGNANCY_MESSAGES.outcomeFailed);
      return;
    }
    toast.success(PREGNANCY_MESSAGES.outcomeRecorded);
    onRecorded?.();
    onClose();
  };

  // A loss has no babies; a birth has at least one row to fill in.
  const chooseKind = (next: PregnancyOutcomeKind) =>
    setValue('babies', next === 'birth' ? [emptyBaby()] : [], { shouldDirty: true });

  return (
    <FormDialogForm
      title="Record outcome"
      submitLabel="Save outcome"
      dirty={formState.isDirty}
      busy={record.isPending}
      onSubmit={(event) => void handleSubmit(onValid, refuse)(event)}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Customer: <strong>{formatName(customer.firstname, customer.lastname)}</strong> · recording
        the outcome ends the pregnancy; a birth adds the babies to her profile.
      </Typography>
      <KindChoice control={control} onChoose={chooseKind} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          my: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <FormDateField
          control={control}
          name="date"
          label={kind === 'birth' ? 'Date of birth' : 'Date of the loss'}
          required
          max={ugandaDate()}
        />
        <FormTextField
          control={control}
          name="place"
          label="Where"
          required
          counter={120}
          helperText="The facility, or home"
        />
      </Box>
      {kind === 'birth' ? (
        <OutcomeBabyFields control={control} />
      ) : (
        <FormTextField
          control={control}
          name="notes"
          label="Notes (optional)"
          multiline
          minRows={2}
          counter={500}
          fullWidth
        />
      )}
    </FormDialogForm>
  );
}

function KindChoice({
  control,
  onChoose,
}: {
  control: Control<OutcomeFormValues>;
  onChoose: (kind: PregnancyOutcomeKind) => void;
}) {
  const { field } = useController({ control, name: 'kind' });
  return (
    <RadioGroup
      row
      aria-label="Outcome"
      name={field.name}
      value={field.value}
      onChange={(event) => {
        const next = event.target.value as PregnancyOutcomeKind;
        field.onChange(next);
        onChoose(next);
      }}
    >
      <FormControlLabel value="birth" control={<Radio />} label="Live birth" />
      <FormControlLabel value="loss" control={<Radio />} label="Loss" />
    </RadioGroup>
  );
}
