import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import {
  CARE_TIP_CATEGORIES,
  COMMS_MESSAGES,
  careTipFormSchema,
  type CareTip,
  type CareTipForm as CareTipFormValues,
} from '@app/contract';
import { FormSelect } from '../../../components/form-select';
import { FormTextField } from '../../../components/form-text-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { toast } from '../../../lib/toast';
import { useCreateCareTip } from '../api/create-care-tip';
import { useUpdateCareTip } from '../api/update-care-tip';
import { notifyFailure } from '../../../lib/notify-error';

/** The contract's limits, shown as counters. */
export const TIP_LIMITS = { title: 120, subtitle: 200 } as const;

const emptyTip = (): CareTipFormValues => ({
  title: '',
  subtitle: '',
  details: '',
  category: '' as CareTipFormValues['category'],
});

const tipValues = (tip: CareTip): CareTipFormValues => ({
  title: tip.title,
  subtitle: tip.subtitle,
  details: tip.details,
  category: tip.category as CareTipFormValues['category'],
});

type CareTipFormProps = {
  /** The tip being updated; without one the form creates a tip. */
  tip: CareTip | null;
  /** Back to create mode. */
  onNew: () => void;
  /** A new tip is first in the list (newest first). */
  onCreated: () => void;
  /** Lets the screen bring the form into view and focus it. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/**
 * Health tip form (SPEC 5): title, subtitle, details and category, all
 * required. Creates a tip, or updates the selected one; the screen remounts
 * it (key) when the selection changes.
 */
export function CareTipForm({ tip, onNew, onCreated, headingRef }: CareTipFormProps) {
  const create = useCreateCareTip();
  const update = useUpdateCareTip();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  // the version this form edits: the tip's, then each saved answer's
  const [version, setVersion] = useState(tip?.updatedAt);
  const { control, handleSubmit, reset } = useForm<CareTipFormValues>({
    resolver: contractResolver(careTipFormSchema),
    mode: 'onTouched',
    defaultValues: tip ? tipValues(tip) : emptyTip(),
  });
  const busy = create.isPending || update.isPending;

  const onValid = (values: CareTipFormValues) => {
    const body = careTipFormSchema.parse(values);
    if (tip) {
      update.mutate(
        // someone else's edit meanwhile answers 409
        { id: tip.id, body: { ...body, updatedAt: version } },
        {
          onSuccess: (saved) => {
            setVersion(saved.updatedAt);
            toast.success(COMMS_MESSAGES.tipUpdated);
          },
          onError: (error) => notifyFailure(COMMS_MESSAGES.tipUpdateFailed, error),
        },
      );
      return;
    }
    toast.info(COMMS_MESSAGES.tipSaving);
    create.mutate(
      { body, idempotencyKey },
      {
        onSuccess: () => {
          toast.success(COMMS_MESSAGES.tipSaved);
          reset(emptyTip());
          setIdempotencyKey(newIdempotencyKey());
          onCreated();
        },
        onError: (error) => notifyFailure(COMMS_MESSAGES.tipSaveFailed, error),
      },
    );
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-labelledby="tip-form-title"
      onSubmit={(event) =>
        void handleSubmit(onValid, () => toast.error(COMMS_MESSAGES.tipsInvalid))(event)
      }
      sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          id="tip-form-title"
          ref={headingRef}
          tabIndex={-1}
          variant="h6"
          component="h2"
          // Below the fixed top bar when scrolled into view.
          sx={{ flex: 1, outline: 'none', scrollMarginTop: 80 }}
        >
          {tip ? 'Update health tip' : 'New health tip'}
        </Typography>
        {tip ? (
          <Button startIcon={<Add />} onClick={onNew} disabled={busy}>
            New tip
          </Button>
        ) : null}
      </Box>
      <FormTextField
        control={control}
        name="title"
        label="Title"
        required
        counter={TIP_LIMITS.title}
      />
      <FormTextField
        control={control}
        name="subtitle"
        label="Subtitle"
        required
        multiline
        counter={TIP_LIMITS.subtitle}
      />
      <FormTextField
        control={control}
        name="details"
        label="Details"
        required
        multiline
        minRows={4}
      />
      <FormSelect
        control={control}
        name="category"
        label="Category"
        required
        options={CARE_TIP_CATEGORIES}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {tip ? 'Update' : 'Save'}
        </Button>
      </Box>
    </Paper>
  );
}
