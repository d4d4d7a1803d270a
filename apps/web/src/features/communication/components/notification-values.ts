import type { FieldError, Resolver } from 'react-hook-form';
import {
  COMMS_MESSAGES,
  singleNotificationSchema,
  topicNotificationSchema,
  type Recipient,
} from '@app/contract';
import { contractResolver } from '../../../lib/contract-resolver';
import type { NotificationBody } from '../api/send-notification';

/** What the compose form holds: text as typed, '' for no choice yet. */
export type NotificationFormValues = {
  category: string;
  title: string;
  click_action: string;
  message: string;
  label: string;
  messageType: 'all' | 'single';
  /** Single user: the customer or nurse picked in the recipient search. */
  recipient: Recipient | null;
};

export const emptyNotificationForm = (): NotificationFormValues => ({
  category: '',
  title: '',
  click_action: '',
  message: '',
  label: '',
  messageType: 'all',
  recipient: null,
});

/** The picked person as the API names them: customerId or nurseId. */
const withRecipientId = (values: NotificationFormValues) => ({
  ...values,
  customerId: values.recipient?.kind === 'customer' ? values.recipient.id : undefined,
  nurseId: values.recipient?.kind === 'nurse' ? values.recipient.id : undefined,
});

const toAll = contractResolver<NotificationFormValues>(topicNotificationSchema);
const toOne = contractResolver<NotificationFormValues>(singleNotificationSchema);

/**
 * The contract's schema for the chosen audience; for a single user the
 * schema's recipient errors show on the recipient search, and so does the
 * refusal of someone without a device token (SPEC 5).
 */
export const notificationResolver: Resolver<NotificationFormValues> = async (
  values,
  context,
  options,
) => {
  if (values.messageType === 'all') return toAll(values, context, options);
  const result = await toOne(withRecipientId(values), context, options);
  const { customerId, nurseId, ...errors } = result.errors as typeof result.errors & {
    customerId?: FieldError;
    nurseId?: FieldError;
  };
  const noToken = values.recipient !== null && !values.recipient.reachable;
  const recipient: FieldError | undefined = noToken
    ? { type: 'noToken', message: COMMS_MESSAGES.noToken }
    : (customerId ?? nurseId);
  const all = recipient ? { ...errors, recipient } : errors;
  return Object.keys(all).length > 0 ? { values: {}, errors: all } : result;
};

/** The body of the send, as the contract reads it (cannot fail once the resolver passed). */
export function notificationBody(values: NotificationFormValues): NotificationBody {
  return values.messageType === 'all'
    ? topicNotificationSchema.parse(values)
    : singleNotificationSchema.parse(withRecipientId(values));
}
