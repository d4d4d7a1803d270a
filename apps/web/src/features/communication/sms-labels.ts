import {
  CUSTOMER_TYPES,
  SMS_EVENT_LABELS,
  SMS_MESSAGES,
  type MessageChannel,
  type MessageRecord,
  type SmsAudience,
  type SmsDeliveryStatus,
  type MessageEvent,
  type SmsEvent,
  type SmsResult,
} from '@app/contract';
import type { ChipColor } from '../../theme';
import type { ReachSms } from './api/get-reach';

// Words and colours of the SMS screens (issue 24).

export const CHANNEL_LABELS: Record<MessageChannel, string> = { push: 'Push', sms: 'SMS' };

export const SMS_RESULT_LABELS: Record<SmsResult, string> = {
  queued: 'Queued',
  sending: 'Sending…',
  sent: 'Sent',
  failed: 'Failed',
};

/** Africa's Talking's delivery reports as staff read them. */
export const DELIVERY_LOOK: Record<SmsDeliveryStatus, { text: string; color: ChipColor }> = {
  Sent: { text: 'Sent to network', color: 'blue' },
  Submitted: { text: 'Submitted', color: 'blue' },
  Buffered: { text: 'Buffered (phone off?)', color: 'orange' },
  Success: { text: 'Delivered', color: 'green' },
  Failed: { text: 'Not delivered', color: 'red' },
  Rejected: { text: 'Rejected', color: 'red' },
};

export const SMS_GATEWAY_LABELS: Record<string, string> = {
  africastalking: "Africa's Talking",
  outbox: 'Local outbox',
  fcm: 'Firebase (FCM)',
};

/**
 * A message's status chip: the gateway's delivery report when there is one,
 * otherwise our result. A message the local outbox took reached no phone, so
 * it never reads 'Sent' (as for push, ruling 24).
 */
export function messageStatus(row: MessageRecord): { text: string; color: ChipColor } {
  if (row.delivery) return DELIVERY_LOOK[row.delivery];
  if (row.result === 'sent' && row.gateway === 'outbox')
    return { text: 'Delivered to outbox', color: 'blue' };
  const color: Record<SmsResult, ChipColor> = {
    queued: 'navy',
    sending: 'orange',
    sent: 'green',
    failed: 'red',
  };
  return { text: SMS_RESULT_LABELS[row.result], color: color[row.result] };
}

/** Issue 42: the care messages (from the library of messages for each week). */
const CARE_EVENT_LABELS = {
  care_stage: 'Message for her week',
  care_reminder: 'Care reminder, the day before',
} as const;

/** An automatic message's event, without the "(to the customer)" Admin adds. */
export const eventLabel = (event: MessageEvent) =>
  event in CARE_EVENT_LABELS
    ? CARE_EVENT_LABELS[event as keyof typeof CARE_EVENT_LABELS]
    : SMS_EVENT_LABELS[event as SmsEvent].replace(/\s*\(.*\)$/, '');

/** The groups a send can go to (issue 24), one value each for the group select. */
export const SMS_GROUPS = [
  { value: 'customers', label: 'All customers' },
  ...CUSTOMER_TYPES.map((type) => ({
    value: `customers:${type}`,
    label: `Customers: ${{ parent: 'parents', expecting: 'expecting mothers', other: 'other' }[type]}`,
  })),
  { value: 'nurses_approved', label: 'Nurses approved' },
  { value: 'customers_booked_this_week', label: 'Customers with a booking this week' },
] as const;

/** The audience of a group select value. */
export function groupAudience(value: string): SmsAudience | null {
  if (value === 'nurses_approved' || value === 'customers_booked_this_week') return { kind: value };
  if (value === 'customers') return { kind: 'customers', userType: null };
  const type = CUSTOMER_TYPES.find((t) => value === `customers:${t}`);
  return type ? { kind: 'customers', userType: type } : null;
}

/** Who set "no SMS": staff on a profile, or the person's own STOP reply (the API's optedOutBy). */
export const optOutSourceLabel = (by: string | null) =>
  by === null || by.trim() === '' ? null : by.toLowerCase() === 'staff' ? 'staff' : 'STOP reply';

/** Why one person gets no SMS: the server's reason, or the rule it follows. */
export function smsRefusal(sms: ReachSms): string {
  if (sms.reason) return sms.reason;
  if (sms.optedOut) return SMS_MESSAGES.optedOut;
  return sms.phone ? SMS_MESSAGES.notUgandan : SMS_MESSAGES.noMobile;
}
