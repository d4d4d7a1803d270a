import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  CARE_STEP_KINDS,
  CARE_STEP_KIND_LABELS,
  CARE_STEP_UNITS,
  careStepSchema,
  type CareStep,
  type CareStepKind,
  type CareStepUnit,
} from '@app/contract';
import { FormDialog, FormDialogForm } from '../../../components/form-dialog';
import { FormSelect } from '../../../components/form-select';
import { FormTextField, parseCount } from '../../../components/form-text-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { useInvalidSubmit } from '../../../lib/invalid-submit';
import { recordedText } from './care-schedule-text';

/** A step to edit (null: a new one), and the contacts or doses recorded on it. */
export type CareStepTarget = { step: CareStep | null; recorded: number };

type Props = {
  target: CareStepTarget | null;
  /** The other steps' keys: a new step's key must differ from each. */
  takenKeys: readonly string[];
  onApply: (step: CareStep) => void;
  onClose: () => void;
};

/** What the dialog holds: the numbers as typed (null when empty), the vaccines as one text. */
type Values = {
  key: string;
  label: string;
  kind: CareStepKind | '';
  at: { amount: number | null; unit: CareStepUnit };
  window: { dueFrom: number | null; dueUntil: number | null; overdueUntil: number | null };
  vaccines: string;
  note: string;
};

const valuesOf = (s: CareStep | null): Values => ({
  key: s?.key ?? '',
  label: s?.label ?? '',
  kind: s?.kind ?? '',
  at: { amount: s?.at.amount ?? null, unit: s?.at.unit ?? 'weeks' },
  window: {
    dueFrom: s?.window.dueFrom ?? null,
    dueUntil: s?.window.dueUntil ?? null,
    overdueUntil: s?.window.overdueUntil ?? null,
  },
  vaccines: s?.vaccines.join(', ') ?? '',
  note: s?.note ?? '',
});

/** The step the values make, as careStepSchema reads it (a step's condition is kept). */
const stepInput = (v: Values, condition: CareStep['condition']) => ({
  ...v,
  kind: v.kind || undefined,
  vaccines: v.vaccines
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
  note: v.note.trim() || undefined,
  ...(condition ? { condition } : {}),
});

const VACCINES_HINT = 'List up to 10 vaccines, each in 40 characters or fewer';

/**
 * The contract's careStepSchema on the dialog's values, its messages on the
 * fields they concern (the vaccines' on the one text), and a new key not
 * used by another step.
 */
const formSchemaFor = (takenKeys: readonly string[], condition: CareStep['condition']) =>
  z.custom<Values>().superRefine((values, ctx) => {
    const checked = careStepSchema.safeParse(stepInput(values, condition));
    for (const issue of checked.success ? [] : checked.error.issues) {
      const [first] = issue.path;
      if (first === 'vaccines') {
        ctx.addIssue({ code: 'custom', message: VACCINES_HINT, path: ['vaccines'] });
      } else {
        // A number left empty: the schema's own words where it has them.
        const empty = issue.code === 'invalid_type' && issue.path.join('.') === 'at.amount';
        ctx.addIssue({
          code: 'custom',
          message: empty ? 'Give a whole number' : issue.message,
          path: issue.path,
        });
      }
    }
    const key = values.key.trim();
    if (takenKeys.includes(key))
      ctx.addIssue({ code: 'custom', message: `Another step uses ${key}`, path: ['key'] });
  });

/** Edit a step of the care schedule, or add one: kept in the card's draft until saved. */
export function CareStepDialog({ target, takenKeys, onApply, onClose }: Props) {
  // The step stays shown while the dialog closes (its exit transition).
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  return (
    <FormDialog open={target !== null} onClose={onClose}>
      {shown ? (
        <CareStepForm target={shown} takenKeys={takenKeys} onApply={onApply} onClose={onClose} />
      ) : null}
    </FormDialog>
  );
}

const KINDS = CARE_STEP_KINDS.map((k) => ({ value: k, label: CARE_STEP_KIND_LABELS[k] }));
const UNITS = CARE_STEP_UNITS.map((u) => ({ value: u, label: u[0]!.toUpperCase() + u.slice(1) }));

const DAY_FIELDS = [
  { name: 'window.dueFrom', label: 'Due from (day)', hint: '0 or less: days before its date' },
  { name: 'window.dueUntil', label: 'Due until (day)', hint: '0 or more: days after its date' },
  { name: 'window.overdueUntil', label: 'Overdue until (day)', hint: 'Then missed' },
] as const;

function CareStepForm({
  target,
  takenKeys,
  onApply,
  onClose,
}: Omit<Props, 'target'> & {
  target: CareStepTarget;
}) {
  const { step, recorded } = target;
  const condition = step?.condition;
  const schema = formSchemaFor(takenKeys, condition);
  const { control, handleSubmit, formState } = useForm<Values>({
    resolver: contractResolver(schema),
    mode: 'onTouched',
    defaultValues: valuesOf(step),
  });
  const refuse = useInvalidSubmit();

  const onValid = (values: Values) => {
    onApply(careStepSchema.parse(stepInput(values, condition)));
    onClose();
  };

  const grid = {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
  };
  return (
    <FormDialogForm
      title={step ? `Edit ${step.label}` : 'Add step'}
      dirty={formState.isDirty}
      submitLabel="Apply"
      onSubmit={(event) => void handleSubmit(onValid, refuse)(event)}
    >
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
        Kept in the draft until Save schedule.
        {step ? ` ${recordedText(step.kind, recorded)}.` : null}
        {condition === 'malaria-vaccine'
          ? ' Only in the districts that give the malaria vaccine.'
          : null}
      </Typography>
      <Box sx={grid}>
        <FormTextField
          fullWidth
          control={control}
          name="key"
          label="Key"
          required
          disabled={step !== null}
          helperText={
            step ? 'Kept: recorded contacts and doses name their step by it' : 'e.g. anc-9'
          }
        />
        <Box sx={{ gridColumn: { sm: 'span 2' } }}>
          <FormTextField fullWidth control={control} name="label" label="Name" required />
        </Box>
        <FormSelect fullWidth control={control} name="kind" label="Kind" options={KINDS} required />
        <FormTextField
          fullWidth
          control={control}
          name="at.amount"
          label="Falls after"
          type="number"
          required
          parse={parseCount}
          helperText="After the LMP (antenatal) or the birth"
          slotProps={{ htmlInput: { min: 0, max: 400, inputMode: 'numeric' } }}
        />
        <FormSelect
          fullWidth
          control={control}
          name="at.unit"
          label="Unit"
          options={UNITS}
          required
        />
        {DAY_FIELDS.map((f) => (
          <FormTextField
            key={f.name}
            fullWidth
            control={control}
            name={f.name}
            label={f.label}
            type="number"
            required
            parse={parseCount}
            helperText={f.hint}
          />
        ))}
        <Box sx={{ gridColumn: { sm: '1 / -1' }, display: 'grid', gap: 2 }}>
          <FormTextField
            fullWidth
            control={control}
            name="vaccines"
            label="Vaccines"
            helperText="Separated by commas, e.g. OPV 1, PCV 1"
          />
          <FormTextField
            fullWidth
            control={control}
            name="note"
            label="Note (optional)"
            multiline
            minRows={2}
            counter={200}
          />
        </Box>
      </Box>
    </FormDialogForm>
  );
}
