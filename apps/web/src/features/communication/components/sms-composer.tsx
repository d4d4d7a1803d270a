import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
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
import { SMS_MESSAGES, formatUGX, type Recipient, type SmsSend } from '@app/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormSelect } from '../../../components/form-select';
import { FormTextField } from '../../../components/form-text-field';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useDebounced } from '../../../lib/use-debounced';
import { useReach } from '../api/get-reach';
import { useSmsPreview } from '../api/preview-sms';
import { useSendSms } from '../api/send-sms';
import type { SmsPerson } from '../api/sms-keys';
import { SMS_GROUPS, smsRefusal } from '../sms-labels';
import { SmsCounter } from './sms-counter';
import { SmsPreviewSummary, people, skippedText } from './sms-preview-summary';
import { SmsRecipientPicker } from './sms-recipient-picker';
import { emptySmsForm, smsBody, smsResolver, type SmsFormValues } from './sms-values';

/** Typing pauses this long before the composer asks for the count and the cost. */
export const PREVIEW_DEBOUNCE_MS = 400;

const fullRow = { gridColumn: '1 / -1' } as const;
const groupOptions = SMS_GROUPS.map(({ value, label }) => ({ value, label }));
const personOf = (r: Recipient): SmsPerson =>
  r.kind === 'customer' ? { customerId: r.id } : { nurseId: r.id };

function ToField({ control }: { control: Control<SmsFormValues> }) {
  const id = useId();
  const { field } = useController({ control, name: 'to' });
  return (
    <Box role="group" aria-labelledby={`${id}-label`} sx={fullRow}>
      <FormLabel id={`${id}-label`}>Send to</FormLabel>
      <RadioGroup
        row
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      >
        <FormControlLabel value="one" control={<Radio />} label="One person" />
        <FormControlLabel value="group" control={<Radio />} label="A group" />
      </RadioGroup>
    </Box>
  );
}

/**
 * Compose an SMS (issue 24): to one customer or nurse, or to a group. The
 * message shows its length in SMS as it is typed; a preview asked once typing
 * pauses says how many get it, who is left out and why, and the cost. A group
 * send is confirmed with its count and cost; the send queues the messages and
 * the history below shows them go.
 */
export function SmsComposer() {
  const send = useSendSms();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [confirming, setConfirming] = useState(false);
  // What the confirmation says; kept while the dialog closes, so its text does not jump.
  const [draft, setDraft] = useState({ title: '', text: '' });
  // A new round after each send: the recipient search starts empty too.
  const [round, setRound] = useState(0);
  const { control, handleSubmit, watch, reset, setError, formState } = useForm<SmsFormValues>({
    resolver: smsResolver,
    mode: 'all',
    defaultValues: emptySmsForm(),
  });
  const values = watch();
  const group = values.to === 'group';

  // The preview follows the text once typing pauses; a string, so a new render is no new value.
  const body = smsBody(values);
  const bodyKey = body ? JSON.stringify(body) : '';
  const asked = useDebounced(bodyKey, PREVIEW_DEBOUNCE_MS);
  const preview = useSmsPreview(asked ? (JSON.parse(asked) as SmsSend) : null);
  const previewCurrent =
    asked === bodyKey && !!preview.data && !preview.isPlaceholderData && !preview.isFetching;

  // One person: whether they can get an SMS at all, before a word is typed.
  const person = !group && values.recipient ? personOf(values.recipient) : null;
  const reach = useReach(person);
  const refusal = reach.data && !reach.data.sms.available ? smsRefusal(reach.data.sms) : null;

  const canSend =
    formState.isValid &&
    !send.isPending &&
    (group
      ? previewCurrent && (preview.data?.recipients ?? 0) > 0
      : !!reach.data && refusal === null);

  const submit = () => {
    const payload = smsBody(values);
    if (!payload) return;
    send.mutate(
      { body: payload, idempotencyKey },
      {
        onSuccess: (result) => {
          toast.success(SMS_MESSAGES.queued(result.queued));
          reset({ ...emptySmsForm(), to: values.to });
          setRound((n) => n + 1);
          setIdempotencyKey(newIdempotencyKey());
        },
        // Refused (422): the text keeps, with the server's word on it where it names the field.
        onError: (error) => {
          const detail = isApiError(error) ? error.details?.message : undefined;
          if (detail) setError('message', { type: 'server', message: detail });
          notifyError(error);
          setIdempotencyKey(newIdempotencyKey());
        },
        onSettled: () => setConfirming(false),
      },
    );
  };

  const askToConfirm = () => {
    const shown = preview.data;
    if (!shown) return;
    const left = skippedText(shown.skipped);
    const label = SMS_GROUPS.find((g) => g.value === values.group)?.label ?? 'The group';
    setDraft({
      title: `Send to ${people(shown.recipients)}?`,
      text:
        `${label}: ${people(shown.recipients)} will get ${shown.segments} SMS each, ` +
        `about ${formatUGX(shown.costUgx)}.${left ? ` ${left}.` : ''}`,
    });
    setConfirming(true);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="sms-compose-title" sx={{ p: 2 }}>
      <Typography id="sms-compose-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        New SMS
      </Typography>
      <UnsavedChangesGuard dirty={formState.isDirty} />
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void handleSubmit(() => (group ? askToConfirm() : submit()))(event)}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <ToField control={control} />
        <Box sx={fullRow}>
          {group ? (
            <FormSelect
              control={control}
              name="group"
              label="Group"
              required
              fullWidth
              options={groupOptions}
            />
          ) : (
            <SmsRecipientPicker key={round} control={control} />
          )}
        </Box>
        {!group && reach.isError ? (
          <Alert severity="error" sx={fullRow}>
            {errorMessage(reach.error)}
          </Alert>
        ) : null}
        {!group && values.recipient && refusal ? (
          <Alert severity="warning" sx={fullRow}>
            {values.recipient.name} cannot get an SMS: {refusal}
          </Alert>
        ) : null}
        <Box sx={{ ...fullRow, display: 'grid', gap: 0.5 }}>
          <FormTextField
            control={control}
            name="message"
            label="Message"
            required
            multiline
            rows={4}
            slotProps={{ input: { inputComponent: 'textarea' } }}
          />
          <SmsCounter text={values.message} />
        </Box>
        {group || !refusal ? (
          <Box sx={fullRow}>
            <SmsPreviewSummary
              preview={body ? preview.data : undefined}
              pending={!!body && !previewCurrent}
              error={body ? preview.error : null}
              group={group}
            />
          </Box>
        ) : null}
        <Box sx={{ ...fullRow, display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={!canSend}
            startIcon={send.isPending ? <CircularProgress size={16} color="inherit" /> : <Send />}
          >
            Send SMS
          </Button>
        </Box>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={draft.title}
        text={draft.text}
        confirmLabel="Send"
        busy={send.isPending}
        onConfirm={submit}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
