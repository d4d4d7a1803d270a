import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  PREGNANCY_MESSAGES,
  formatName,
  pregnancyFormSchema,
  pregnancyUpdateSchema,
  type Customer,
  type Pregnancy,
  type PregnancyRisk,
} from '@app/contract';
import { FormDialog, FormDialogForm } from '../../../components/form-dialog';
import { FormTextField, parseCount } from '../../../components/form-text-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useInvalidSubmit } from '../../../lib/invalid-submit';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useCreatePregnancy } from '../api/create-pregnancy';
import { useUpdatePregnancy } from '../api/update-pregnancy';
import { PregnancyDateFields } from './pregnancy-date-fields';
import { PregnancyRiskChoices } from './pregnancy-risk-choices';

/** What the dialog holds: dates and text as typed, counts as numbers (null when empty). */
export type PregnancyFormValues = {
  lmp: string;
  edd: string;
  gravida: number | null;
  parity: number | null;
  risks: PregnancyRisk[];
  risk_notes: string;
  facility: string;
  updated_at?: string;
};

const valuesFrom = (p: Pregnancy | null): PregnancyFormValues =>
  p
    ? {
        lmp: p.lmp,
        edd: p.edd,
        gravida: p.gravida,
        parity: p.parity,
        risks: [...p.risks],
        risk_notes: p.risk_notes ?? '',
        facility: p.facility ?? '',
        updated_at: p.updated_at,
      }
    : {
        lmp: '',
        edd: '',
        gravida: null,
        parity: null,
        risks: [],
        risk_notes: '',
        facility: '',
      };

type PregnancyDialogProps = {
  open: boolean;
  customer: Customer;
  /** The pregnancy to edit; null registers a new one. */
  pregnancy: Pregnancy | null;
  onClose: () => void;
};

/** Register a pregnancy, or edit one (issue 42): LMP or EDD, each filling the other. */
export function PregnancyDialog({ open, customer, pregnancy, onClose }: PregnancyDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose}>
      {open ? <PregnancyForm customer={customer} pregnancy={pregnancy} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function PregnancyForm({ customer, pregnancy, onClose }: Omit<PregnancyDialogProps, 'open'>) {
  const editing = pregnancy !== null;
  const schema = editing ? pregnancyUpdateSchema : pregnancyFormSchema;
  const create = useCreatePregnancy();
  const update = useUpdatePregnancy();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { control, handleSubmit, formState, setValue } = useForm<PregnancyFormValues>({
    resolver: contractResolver(schema),
    mode: 'onTouched',
    defaultValues: valuesFrom(pregnancy),
  });
  const refuse = useInvalidSubmit();
  const busy = create.isPending || update.isPending;

  const done = (message: string) => {
    toast.success(message);
    onClose();
  };
  const failed = (error: unknown) => notifyError(error, PREGNANCY_MESSAGES.failed);

  const onValid = (values: PregnancyFormValues) => {
    if (pregnancy) {
      const body = pregnancyUpdateSchema.parse(values);
      update.mutate(
        {
          id: pregnancy.id,
          customerId: customer.id,
          body: { ...body, updated_at: body.updated_at ?? pregnancy.updated_at },
        },
        { onSuccess: () => done(PREGNANCY_MESSAGES.updated), onError: failed },
      );
    } else {
      const body = pregnancyFormSchema.parse(values);
      create.mutate(
        { customerId: customer.id, body, idempotencyKey },
        { onSuccess: () => done(PREGNANCY_MESSAGES.created), onError: failed },
      );
    }
  };

  return (
    <FormDialogForm
      title={editing ? 'Edit pregnancy' : 'Register pregnancy'}
      submitLabel={editing ? 'Update' : 'Register'}
      dirty={formState.isDirty}
      busy={busy}
      onSubmit={(event) => void handleSubmit(onValid, refuse)(event)}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Customer: <strong>{formatName(customer.firstname, customer.lastname)}</strong> · give the
        last menstrual period or the expected delivery date: the other is filled in (280 days).
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <PregnancyDateFields control={control} setValue={setValue} />
        <FormTextField
          control={control}
          name="gravida"
          label="Gravida"
          required
          parse={parseCount}
          helperText="Pregnancies, this one included"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          control={control}
          name="parity"
          label="Parity"
          required
          parse={parseCount}
          helperText="Births before this pregnancy"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <PregnancyRiskChoices control={control} />
      <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
        <FormTextField
          control={control}
          name="risk_notes"
          label="Other risks (notes)"
          multiline
          minRows={2}
          counter={500}
        />
        <FormTextField
          control={control}
          name="facility"
          label="Where she plans to deliver"
          counter={120}
        />
      </Box>
    </FormDialogForm>
  );
}
