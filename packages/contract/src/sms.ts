import { z } from 'zod';
import { CUSTOMER_TYPES } from './enums/customers.ts';
import {
  MESSAGE_CHANNELS,
  SMS_AUDIENCE_KINDS,
  SMS_DELIVERY_STATUSES,
  MESSAGE_EVENTS,
  SMS_KINDS,
  SMS_RESULTS,
  SMS_SKIP_REASONS,
  type SmsSkipReason,
} from './enums/sms.ts';
import { idField } from './fields.ts';
import { pageQuerySchema } from './envelope.ts';
import { SMS_MAX_SEGMENTS, smsLength } from './sms-text.ts';

// SMS beside push (issue 24): the composer, the group sends, the history of
// every message, the gateway's callbacks, opt-out and the automatic messages.

export const SMS_MESSAGES = {
  queued: (n: number) => (n === 1 ? 'SMS queued' : `${n} SMS queued`),
  nobody: 'No one in this group can get an SMS',
  tooShort: 'Message too short',
  tooLong: `At most ${SMS_MAX_SEGMENTS} SMS a message`,
  optedOut: 'They asked for no SMS',
  noMobile: 'No mobile number on record',
  notUgandan: 'Only Ugandan mobile numbers (+256 7…) get SMS',
  marketingObjected: 'They objected to marketing',
  templateSaved: 'Template saved',
  optOutSaved: (optedOut: boolean) => (optedOut ? 'Marked: no SMS' : 'SMS allowed again'),
  callbackRefused: 'Unknown callback key',
} as const;

/** Why someone gets no SMS, as the composer says it. */
export const SKIP_REASON_TEXT: Record<SmsSkipReason, string> = {
  opted_out: SMS_MESSAGES.optedOut,
  no_mobile: SMS_MESSAGES.noMobile,
  not_ugandan_mobile: SMS_MESSAGES.notUgandan,
  marketing_objected: SMS_MESSAGES.marketingObjected,
};

/** The text of an SMS: not empty, at most SMS_MAX_SEGMENTS parts. */
export const smsTextField = () =>
  z
    .string({ error: SMS_MESSAGES.tooShort })
    .trim()
    .min(1, SMS_MESSAGES.tooShort)
    .refine((v) => smsLength(v).segments <= SMS_MAX_SEGMENTS, SMS_MESSAGES.tooLong);

const personId = idField('Choose who receives it');

/** Whom a send goes to. */
export const smsAudienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('customer'), id: personId }),
    z.object({ kind: z.literal('nurse'), id: personId }),
    /** Every customer, or those of one type. */
    z.object({ kind: z.literal('customers'), userType: z.enum(CUSTOMER_TYPES).nullish() }),
    z.object({ kind: z.literal('nurses_approved') }),
    /** Customers with a booking whose service starts this week (Monday to Sunday, Kampala). */
    z.object({ kind: z.literal('customers_booked_this_week') }),
  ],
  { error: `audience.kind is one of ${SMS_AUDIENCE_KINDS.join(', ')}` },
);
export type SmsAudience = z.infer<typeof smsAudienceSchema>;

/** POST /sms/preview and POST /sms/messages. */
export const smsSendSchema = z.object({ message: smsTextField(), audience: smsAudienceSchema });
export type SmsSend = z.input<typeof smsSendSchema>;

const skipped = z.object({ reason: z.enum(SMS_SKIP_REASONS), count: z.number().int() });

/** What a send would do, before it is sent. */
export const smsPreviewSchema = z.object({
  recipients: z.number().int(),
  skipped: z.array(skipped),
  encoding: z.enum(['GSM-7', 'UCS-2']),
  characters: z.number().int(),
  segments: z.number().int(),
  pricePerSegmentUgx: z.number(),
  costUgx: z.number().int(),
  /** For one person: their name, so the composer can say whom. */
  name: z.string().nullable(),
});
export type SmsPreview = z.infer<typeof smsPreviewSchema>;

/** What a send did: every message recorded and queued, or why someone was left out. */
export const smsSendResultSchema = z.object({
  batchId: z.string(),
  queued: z.number().int(),
  skipped: z.array(skipped),
  costUgx: z.number().int(),
});
export type SmsSendResult = z.infer<typeof smsSendResultSchema>;

/** GET /sms/messages: the history of every message, push and SMS, newest first. */
export const messageHistoryQuerySchema = pageQuerySchema.extend({
  channel: z.enum(MESSAGE_CHANNELS).optional(),
  result: z.enum(SMS_RESULTS).optional(),
  delivery: z.enum(SMS_DELIVERY_STATUSES).optional(),
  /** A name, or part of it. */
  q: z.string().trim().max(100).optional(),
});
export type MessageHistoryQuery = z.input<typeof messageHistoryQuerySchema>;

export const messageRecordSchema = z.object({
  id: z.number(),
  channel: z.enum(MESSAGE_CHANNELS),
  kind: z.enum(SMS_KINDS),
  event: z.enum(MESSAGE_EVENTS).nullable(),
  recipientKind: z.enum(['customer', 'nurse', 'all', 'device']),
  recipientId: z.number().nullable(),
  recipientName: z.string().nullable(),
  /** The number an SMS went to (E.164); null for push. */
  phone: z.string().nullable(),
  message: z.string(),
  result: z.enum(['queued', 'sending', 'sent', 'failed']),
  delivery: z.enum(SMS_DELIVERY_STATUSES).nullable(),
  /** The gateway's reason for a failure or rejection. */
  reason: z.string().nullable(),
  segments: z.number().int().nullable(),
  costUgx: z.number().nullable(),
  attempts: z.number().int(),
  gateway: z.string(),
  gatewayMessageId: z.string().nullable(),
  batchId: z.string().nullable(),
  sentByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MessageRecord = z.infer<typeof messageRecordSchema>;

/** GET /sms/reach?customerId= | nurseId=: the channels a person can be reached on. */
export const reachQuerySchema = z
  .object({ customerId: personId.optional(), nurseId: personId.optional() })
  .refine((v) => (v.customerId == null) !== (v.nurseId == null), {
    message: 'Give customerId or nurseId',
    path: ['customerId'],
  });
export const reachSchema = z.object({
  push: z.object({ available: z.boolean(), reason: z.string().nullable() }),
  sms: z.object({
    available: z.boolean(),
    reason: z.string().nullable(),
    phone: z.string().nullable(),
    optedOut: z.boolean(),
    /** When they were marked "no SMS", and how: 'staff' or 'STOP reply'. */
    optedOutAt: z.string().nullable(),
    optedOutBy: z.string().nullable(),
  }),
});
export type Reach = z.infer<typeof reachSchema>;

/** PUT /sms/opt-out: mark a customer or nurse "no SMS", or allow SMS again. */
export const smsOptOutSchema = z
  .object({
    customerId: personId.optional(),
    nurseId: personId.optional(),
    optedOut: z.boolean({ error: 'optedOut is true or false' }),
  })
  .refine((v) => (v.customerId == null) !== (v.nurseId == null), {
    message: 'Give customerId or nurseId',
    path: ['customerId'],
  });
export type SmsOptOut = z.input<typeof smsOptOutSchema>;

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A day as an SMS writes it: 'Tue 1 Dec 2026'. No reader can take it for
 * another day (01-12 and 12-01 can be), and it is plain GSM-7.
 */
export function smsDate(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** GET /sms/settings: what the composer needs besides the text. */
export const smsSettingsSchema = z.object({
  gateway: z.enum(['africastalking', 'outbox']),
  senderId: z.string().nullable(),
  pricePerSegmentUgx: z.number(),
  /** The callback URLs to give the gateway, with their key (ADMIN only; null for others). */
  deliveryCallbackUrl: z.string().nullable(),
  incomingCallbackUrl: z.string().nullable(),
  /** Issue 37: the USSD callback (check in and out from a menu), with the same key. */
  ussdCallbackUrl: z.string().nullable(),
});
export type SmsSettings = z.infer<typeof smsSettingsSchema>;

/** The gateway's delivery report, form-encoded as Africa's Talking posts it. */
export const smsDeliveryReportSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.string().min(1).max(40),
  phoneNumber: z.string().max(40).optional(),
  networkCode: z.string().max(20).optional(),
  failureReason: z.string().max(200).optional(),
  retryCount: z.string().max(10).optional(),
});

/** An incoming SMS, form-encoded as Africa's Talking posts it. */
export const smsIncomingSchema = z.object({
  from: z.string().min(1).max(40),
  text: z.string().max(2000).default(''),
  to: z.string().max(40).optional(),
  id: z.string().max(200).optional(),
  date: z.string().max(60).optional(),
  linkId: z.string().max(200).optional(),
  networkCode: z.string().max(20).optional(),
});

/**
 * A reply that asks for no more SMS: STOP, whatever follows it; STOPALL,
 * UNSUBSCRIBE, CANCEL, END or QUIT only on their own ("Cancel my booking
 * for Monday" is not a request to stop SMS).
 */
export const isStopReply = (text: string) =>
  /^\s*(?:stop\b|(?:stopall|unsubscribe|cancel|end|quit)[\s.!]*$)/i.test(text);
