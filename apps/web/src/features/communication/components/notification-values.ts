import type { FieldError, Resolver } from 'react-hook-form';
import {
  COMMS_MESSAGES,
  singleNotificationSchema,
  topicNotificationSchema,
  type Customer,
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
  /** Single user: the customer picked in the recipient search. */
  recipient: Customer | null;
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

const withCustomerId = (values: NotificationFormValues) => ({
  ...values,
  customerId: values.recipient?.id ?? null,
});

const toAll = contractResolver<NotificationFormValues>(topicNotificationSchema);
const toOne = contractResolver<NotificationFormValues>(singleNotificationSchema);

/**
 * The contract's schema for the chosen audience; for a single user the
 * schema's customerId error shows on the recipient search, and so does the
 * refusal of a customer without a device token (SPEC 5).
 */
export const notificationResolver: Resolver<NotificationFormValues> = async (
  values,
  context,
  options,
) => {
  if (values.messageType === 'all') return toAll(values, context, options);
  const result = await toOne(withCustomerId(values), context, options);
  const { customerId, ...errors } = result.errors as typeof result.errors & {
    customerId?: FieldError;
  };
  const noToken = values.recipient !== null && !values.recipient.fcm_token;
  const recipient: FieldError | undefined = noToken
    ? { type: 'noToken', message: COMMS_MESSAGES.noToken }
    : customerId;
  const all = recipient ? { ...errors, recipient } : errors;
  return Object.keys(all).length > 0 ? { values: {}, errors: all } : result;
};

/** The body of the send, as the contract reads it (cannot fail once the resolver passed). */
export function notificationBody(values: NotificationFormValues): NotificationBody {
  return values.messageType === 'all'
    ? topicNotificationSchema.parse(values)
    : singleNotificationSchema.parse(withCustomerId(values));
}
