import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { CLICK_TARGETS, COMMS_MESSAGES, NOTIFICATION_CATEGORIES, PUSH_LIMITS } from '@app/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes';
import { FormSelect } from '../../../components/form-select';
import { FormTextField } from '../../../components/form-text-field';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useSendNotification } from '../api/send-notification';
import { CATEGORY_LABELS, CLICK_TARGET_LABELS, MESSAGE_TYPE_LABELS } from '../labels';
import {
  emptyNotificationForm,
  notificationBody,
  notificationResolver,
  type NotificationFormValues,
} from './notification-values';
import { RecipientPicker } from './recipient-picker';

/** The label is optional and short: the app shows it as a tag. */
export const LABEL_MAX = 40;

const categoryOptions = NOTIFICATION_CATEGORIES.map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));
const targetOptions = CLICK_TARGETS.map((value) => ({ value, label: CLICK_TARGET_LABELS[value] }));
const fullRow = { gridColumn: '1 / -1' } as const;

const audience = (values: NotificationFormValues) =>
  values.messageType === 'all' || !values.recipient ? 'all users' : values.recipient.name;

function AudienceField({ control }: { control: Control<NotificationFormValues> }) {
  const id = useId();
  const { field } = useController({ control, name: 'messageType' });
  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <FormLabel id={`${id}-label`}>Send to</FormLabel>
      <RadioGroup
        row
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {(['all', 'single'] as const).map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio />}
            label={MESSAGE_TYPE_LABELS[value]}
          />
        ))}
      </RadioGroup>
    </Box>
  );
}

/**
 * Compose and send a push notification (SPEC 5, ruling 21): to all users
 * (topic global) or one customer's device. Send stays disabled while the
 * form is invalid; a confirmation says who will receive it.
 */
export function NotificationForm() {
  const send = useSendNotification();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  // What the confirmation shows; kept while the dialog closes, so its text does not jump.
  const [draft, setDraft] = useState<NotificationFormValues | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { control, handleSubmit, watch, reset, formState } = useForm<NotificationFormValues>({
    resolver: notificationResolver,
    mode: 'all',
    defaultValues: emptyNotificationForm(),
  });
  const single = watch('messageType') === 'single';

  const askToSend = (values: NotificationFormValues) => {
    setDraft(values);
    setConfirming(true);
  };

  const confirmSend = () => {
    if (!draft) return;
    send.mutate(
      { body: notificationBody(draft), idempotencyKey },
      {
        onSuccess: () => {
          toast.success(COMMS_MESSAGES.sent);
          reset(emptyNotificationForm());
          setIdempotencyKey(newIdempotencyKey());
        },
        // A failed send is in the history as failed; the form keeps its text to try again.
        onError: (error) => {
          notifyError(error);
          setIdempotencyKey(newIdempotencyKey());
        },
        onSettled: () => setConfirming(false),
      },
    );
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="compose-title" sx={{ p: 2 }}>
      <Typography id="compose-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        New push notification
      </Typography>
      {/* A half-written notification is not lost to a stray click on the menu. */}
      <UnsavedChangesGuard dirty={formState.isDirty} />
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void handleSubmit(askToSend)(event)}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <FormSelect
          control={control}
          name="category"
          label="Category"
          required
          options={categoryOptions}
        />
        <FormSelect
          control={control}
          name="click_action"
          label="Opens in the app"
          required
          options={targetOptions}
        />
        <FormTextField
          control={control}
          name="title"
          label="Title"
          required
          counter={PUSH_LIMITS.title}
          sx={fullRow}
        />
        <FormTextField
          control={control}
          name="message"
          label="Message"
          required
          multiline
          // A plain textarea of fixed height: MUI's growing one measures itself
          // as the screen opens, a long task on a phone (issue 21).
          rows={3}
          slotProps={{ input: { inputComponent: 'textarea' } }}
          counter={PUSH_LIMITS.message}
          sx={fullRow}
        />
        <FormTextField control={control} name="label" label="Label" counter={LABEL_MAX} />
        <AudienceField control={control} />
        {single ? (
          <Box sx={fullRow}>
            <RecipientPicker control={control} />
          </Box>
        ) : null}
        <Box sx={{ ...fullRow, display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={!formState.isValid || send.isPending}
            startIcon={send.isPending ? <CircularProgress size={16} color="inherit" /> : <Send />}
          >
            Send notification
          </Button>
        </Box>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={`Send to ${draft ? audience(draft) : 'all users'}?`}
        text={draft ? `“${draft.title.trim()}” will be pushed to ${audience(draft)}.` : undefined}
        confirmLabel="Send"
        busy={send.isPending}
        onConfirm={confirmSend}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
