import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  CARE_MESSAGE_CATEGORIES,
  CARE_MESSAGE_MESSAGES,
  CARE_MESSAGE_WEEKS,
  careMessageCreateSchema,
  type CareMessageCategory,
} from '@app/contract';
import { FormDialog, FormDialogForm } from '../../../components/form-dialog';
import { FormSelect } from '../../../components/form-select';
import { FormTextField, parseCount } from '../../../components/form-text-field';
import { isApiError } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/contract-resolver';
import { useInvalidSubmit } from '../../../lib/invalid-submit';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useCreateCareMessage } from '../api/create-care-message';
import { checkCareText, MessagePreview } from './care-message-preview';
import { CareMessagePlaceholders } from './care-message-placeholders';

export const ADD_FAILED = 'The message could not be added, please try again';

type Values = { category: CareMessageCategory; week: number | null; text: string };

/** The week of a category that has only one (the reminder's), else null. */
const fixedWeek = (c: CareMessageCategory) =>
  CARE_MESSAGE_WEEKS[c].min === CARE_MESSAGE_WEEKS[c].max ? CARE_MESSAGE_WEEKS[c].min : null;

type Props = { open: boolean; category: CareMessageCategory; onClose: () => void };

/**
 * Add a message for a week (issue 42, ADMIN): its category, its week and its
 * English text, checked as typed by the contract's rules. The translations
 * are written afterwards, from the library.
 */
export function CareMessageAddDialog({ open, category, onClose }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} maxWidth="md">
      {open ? <AddForm category={category} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function AddForm({ category, onClose }: { category: CareMessageCategory; onClose: () => void }) {
  const create = useCreateCareMessage();
  const refuse = useInvalidSubmit();
  const { control, handleSubmit, formState, watch, setValue, setError } = useForm<Values>({
    resolver: contractResolver(careMessageCreateSchema),
    mode: 'onChange',
    defaultValues: { category, week: fixedWeek(category), text: '' },
  });
  const chosen = watch('category');
  const weeks = CARE_MESSAGE_WEEKS[chosen];
  // The reminder has one "week" (the day before): set, not asked.
  useEffect(() => {
    const fixed = fixedWeek(chosen);
    if (fixed !== null) setValue('week', fixed, { shouldValidate: formState.isSubmitted });
  }, [chosen, setValue, formState.isSubmitted]);
  const preview = checkCareText(watch('text'), 'en', chosen).preview;

  const onValid = (values: Values) =>
    create.mutate(careMessageCreateSchema.parse(values), {
      onSuccess: () => {
        toast.success(CARE_MESSAGE_MESSAGES.created);
        onClose();
      },
      onError: (failure) => {
        const fields = isApiError(failure) ? Object.entries(failure.details ?? {}) : [];
        const known = fields.filter(([name]) => ['category', 'week', 'text'].includes(name));
        for (const [name, message] of known)
          setError(name as keyof Values, { type: 'server', message });
        if (known.length === 0) notifyError(failure, ADD_FAILED);
      },
    });

  return (
    <FormDialogForm
      title="Add a message"
      dirty={formState.isDirty}
      busy={create.isPending}
      onSubmit={(event) => void handleSubmit(onValid, refuse)(event)}
      submitLabel="Add message"
    >
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <FormSelect
            control={control}
            name="category"
            label="Category"
            options={CARE_MESSAGE_CATEGORIES}
            fullWidth
          />
          {fixedWeek(chosen) === null ? (
            <FormTextField
              control={control}
              name="week"
              label="Week"
              type="number"
              parse={parseCount}
              fullWidth
              helperText={`${weeks.label}: ${weeks.min} to ${weeks.max}`}
              slotProps={{ htmlInput: { min: weeks.min, max: weeks.max, inputMode: 'numeric' } }}
            />
          ) : null}
        </Box>
        <FormTextField
          control={control}
          name="text"
          label="English text"
          multiline
          minRows={4}
          fullWidth
          helperText="Sent in every language until it is translated"
        />
        <CareMessagePlaceholders category={chosen} />
        <MessagePreview preview={preview} />
      </Box>
    </FormDialogForm>
  );
}
