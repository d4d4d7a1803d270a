import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { smsSendSchema, type Recipient, type SmsAudience, type SmsSend } from '@app/contract';
import { groupAudience } from '../sms-labels';

/** What the SMS composer holds: to one person (found by the search) or to a group. */
export type SmsFormValues = {
  to: 'one' | 'group';
  recipient: Recipient | null;
  /** A value of SMS_GROUPS; '' before one is chosen. */
  group: string;
  message: string;
};

export const emptySmsForm = (): SmsFormValues => ({
  to: 'one',
  recipient: null,
  group: '',
  message: '',
});

export const CHOOSE_GROUP = 'Choose a group';
export const CHOOSE_PERSON = 'Choose who receives it';

/** Whom the form sends to; null until the person or group is chosen. */
export function audienceOf(values: SmsFormValues): SmsAudience | null {
  if (values.to === 'group') return groupAudience(values.group);
  return values.recipient ? { kind: values.recipient.kind, id: values.recipient.id } : null;
}

/** The send the form describes, as the contract reads it; null while it is not complete. */
export function smsBody(values: SmsFormValues): SmsSend | null {
  const parsed = smsSendSchema.safeParse({ message: values.message, audience: audienceOf(values) });
  return parsed.success ? parsed.data : null;
}

/**
 * The contract's rules for the text (not empty, at most six SMS), with the
 * missing person or group shown on its own field.
 */
export const smsResolver: Resolver<SmsFormValues> = (values) => {
  const errors: FieldErrors<SmsFormValues> = {};
  const text = smsSendSchema.shape.message.safeParse(values.message);
  if (!text.success) {
    const message: FieldError = { type: 'custom', message: text.error.issues[0]?.message };
    errors.message = message;
  }
  if (!audienceOf(values)) {
    errors[values.to === 'one' ? 'recipient' : 'group'] = {
      type: 'required',
      message: values.to === 'one' ? CHOOSE_PERSON : CHOOSE_GROUP,
    };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
