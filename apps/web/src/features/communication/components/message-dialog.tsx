import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  COMMS_MESSAGES,
  PUSH_LIMITS,
  SMS_MESSAGES,
  directMessageSchema,
  formatName,
  smsSendSchema,
  type Customer,
  type MessageChannel,
} from '@app/contract';
import { FormDialog, FormDialogForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { errorMessage } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useReach } from '../api/get-reach';
import { useMessageCustomer } from '../api/message-customer';
import { useSendSms } from '../api/send-sms';
import { notifyFailure } from '../../../lib/notify-error';
import { ChannelChoice } from './message-channels';
import { SmsCounter } from './sms-counter';

type MessageDialogProps = {
  open: boolean;
  onClose: () => void;
  customer: Customer;
};

/**
 * The customer profile's send-message action (SPEC 2, 5; issue 24): a push
 * to the customer's device (at most 250 characters), an SMS to their mobile,
 * or both. Without a device token the spec's refusal still shows for push,
 * and SMS is offered instead; when neither can reach them, the dialog says
 * why and offers no send.
 */
export function MessageDialog({ open, onClose, customer }: MessageDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose}>
      {/* Mounted when opened: each opening starts with an empty message. */}
      <MessageForm customer={customer} onClose={onClose} />
    </FormDialog>
  );
}

type MessageFormValues = { message: string };
type Channels = { push: boolean; sms: boolean };
type Outcome =
  | { channel: MessageChannel; ok: true; text: string }
  | {
      channel: MessageChannel;
      ok: false;
      error: unknown;
    };

/** The text's rules for the channels chosen: push's 250 characters, SMS's six parts. */
const messageResolver: Resolver<MessageFormValues, Channels> = (values, channels) => {
  const checks = [
    channels?.push ? directMessageSchema.shape.message : null,
    channels?.sms ? smsSendSchema.shape.message : null,
  ];
  for (const check of checks) {
    const result = check?.safeParse(values.message);
    if (result && !result.success) {
      const errors: FieldErrors<MessageFormValues> = {
        message: { type: 'custom', message: result.error.issues[0]?.message },
      };
      return { values: {}, errors };
    }
  }
  return { values, errors: {} };
};

/** Push when it can reach them (the spec's way), otherwise SMS when that can. */
const firstChoice = (push: boolean, sms: boolean): MessageChannel[] =>
  push ? ['push'] : sms ? ['sms'] : [];

const CHANNEL_NAMES: Record<MessageChannel, string> = { push: 'Push', sms: 'SMS' };

/** What a send did on one channel: "Push: Message sent successfully", "SMS not sent: <why>". */
const outcomeText = (o: Outcome) =>
  o.ok
    ? `${CHANNEL_NAMES[o.channel]}: ${o.text}`
    : `${CHANNEL_NAMES[o.channel]} not sent: ${errorMessage(o.error)}`;

function MessageForm({ customer, onClose }: Omit<MessageDialogProps, 'open'>) {
  const reach = useReach({ customerId: customer.id });
  const pushSend = useMessageCustomer();
  const smsSend = useSendSms();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  // What the last send of two channels did, when one of them failed.
  const [report, setReport] = useState<Outcome[] | null>(null);
  // Until reach answers, the profile's own word on the token decides push.
  const pushOk = reach.data ? reach.data.push.available : customer.can_push;
  const smsOk = reach.data?.sms.available ?? false;
  const [picked, setPicked] = useState<MessageChannel[] | null>(null);
  const chosen = (picked ?? firstChoice(pushOk, smsOk)).filter((c) =>
    c === 'push' ? pushOk : smsOk,
  );
  const channels: Channels = { push: chosen.includes('push'), sms: chosen.includes('sms') };
  const busy = pushSend.isPending || smsSend.isPending;
  const { control, handleSubmit, formState, watch, trigger } = useForm<MessageFormValues, Channels>(
    {
      resolver: messageResolver,
      context: channels,
      mode: 'onTouched',
      defaultValues: { message: '' },
    },
  );

  // The rules change with the channels: an error shown is checked again by the new ones.
  const rules = chosen.join('+');
  const shownError = !!formState.errors.message;
  useEffect(() => {
    if (shownError) void trigger('message');
  }, [rules, shownError, trigger]);

  const sendBy = async (channel: MessageChannel, message: string): Promise<Outcome> => {
    try {
      if (channel === 'push') {
        await pushSend.mutateAsync({ customerId: customer.id, body: { message } });
        return { channel, ok: true, text: COMMS_MESSAGES.messageSent };
      }
      const result = await smsSend.mutateAsync({
        body: { message, audience: { kind: 'customer', id: customer.id } },
        idempotencyKey,
      });
      return { channel, ok: true, text: SMS_MESSAGES.queued(result.queued) };
    } catch (error) {
      return { channel, ok: false, error };
    } finally {
      if (channel === 'sms') setIdempotencyKey(newIdempotencyKey());
    }
  };

  const onValid = async (values: MessageFormValues) => {
    const message = values.message.trim();
    const outcomes = await Promise.all(chosen.map((channel) => sendBy(channel, message)));
    const failed = outcomes.filter((o) => !o.ok);
    if (outcomes.length === 1) {
      const [only] = outcomes;
      if (only?.ok) toast.success(only.text);
      else if (only?.channel === 'push') notifyFailure(COMMS_MESSAGES.messageFailed, only.error);
      else notifyError(only?.error);
    } else if (failed.length === 0) {
      toast.success(outcomes.map(outcomeText).join(' · '));
    } else {
      // Both were tried: say what happened to each, and keep only the failed to try again.
      setReport(outcomes);
      setPicked(failed.map((o) => o.channel));
    }
    if (failed.length === 0) onClose();
  };

  return (
    <FormDialogForm
      title={`Message ${formatName(customer.firstname, customer.lastname)}`}
      dirty={formState.isDirty}
      busy={busy}
      submitLabel="Send"
      submitIcon={<Send />}
      submitDisabled={chosen.length === 0}
      // Full screen on a phone: the rows keep their height instead of sharing the screen's.
      contentSx={{ display: 'grid', gap: 2, alignContent: 'start' }}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
    >
      <ChannelChoice
        chosen={chosen}
        onChange={setPicked}
        push={pushOk}
        sms={reach.data?.sms}
        smsLoading={reach.isPending}
        smsError={reach.error}
        disabled={busy}
      />
      {report ? <Alert severity="warning">{report.map(outcomeText).join('. ')}</Alert> : null}
      <FormTextField
        control={control}
        name="message"
        label="Message"
        required
        multiline
        minRows={4}
        counter={channels.push ? PUSH_LIMITS.directMessage : undefined}
        disabled={chosen.length === 0 || busy}
        autoFocus={chosen.length > 0}
      />
      {channels.sms ? <SmsCounter text={watch('message')} /> : null}
    </FormDialogForm>
  );
}
