import { z } from 'zod';
import {
  CARE_TIP_CATEGORIES,
  CLICK_TARGETS,
  NOTIFICATION_CATEGORIES,
} from './enums/communication.ts';
import { MSG } from './messages.ts';
import { idField, versionField } from './fields.ts';

const required = { error: MSG.fieldRequired };
export const TOO_LONG = 'You have exceeded the character length';

/** SPEC 5 / ruling 21: title and body required, at most 100 characters each. */
const limited = (max: number) =>
  z.string(required).trim().min(1, MSG.fieldRequired).max(max, TOO_LONG);

export const PUSH_LIMITS = { title: 100, message: 100, directMessage: 250 } as const;

const notificationFields = {
  category: z.enum(NOTIFICATION_CATEGORIES, required),
  title: limited(PUSH_LIMITS.title),
  click_action: z.enum(CLICK_TARGETS, required),
  message: limited(PUSH_LIMITS.message),
  label: z
    .string()
    .trim()
    .max(40, TOO_LONG)
    .nullish()
    .transform((v) => v || null),
};

/** POST /sendcomms/sendNotificationToTopic: everyone, on the global topic. */
export const topicNotificationSchema = z.object({
  ...notificationFields,
  messageType: z.literal('all').default('all'),
});

const recipientId = idField('Choose who receives it');

/** SPEC 3: the receiver of a notification to everyone. */
export const GLOBAL_RECEIVER = 'global';

/**
 * POST /sendcomms/send_to_one_user: one customer or one nurse, found by the
 * recipient search (customerId or nurseId; the server looks up their device
 * token), or SPEC 3's `receiver`, one device token (the server finds whose
 * it is for the history; an unknown one is still sent). With an id, a
 * receiver is not used.
 */
export const singleNotificationSchema = z
  .object({
    ...notificationFields,
    messageType: z.literal('single').default('single'),
    customerId: recipientId.nullish(),
    nurseId: recipientId.nullish(),
    receiver: z
      .string({ error: 'receiver is one device token' })
      .trim()
      .max(4096, 'A device token is at most 4096 characters')
      .nullish()
      .transform((v) => v || undefined),
  })
  .superRefine((v, ctx) => {
    if (v.customerId == null && v.nurseId == null && v.receiver == null)
      ctx.addIssue({ code: 'custom', path: ['customerId'], message: 'Choose who receives it' });
    else if (v.customerId != null && v.nurseId != null)
      ctx.addIssue({ code: 'custom', path: ['nurseId'], message: 'Choose one person only' });
    else if (v.customerId == null && v.nurseId == null && v.receiver === GLOBAL_RECEIVER)
      ctx.addIssue({
        code: 'custom',
        path: ['receiver'],
        message: 'To send to everyone, use sendNotificationToTopic',
      });
  });

/** GET /sendcomms/recipients: customers and nurses by name or phone, from 3 characters. */
export const recipientSearchQuerySchema = z.object({
  searchTerm: z.string().trim().min(3, 'Type at least 3 characters').max(100),
});

export const RECIPIENT_KINDS = ['customer', 'nurse'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];

/** A person a single notification can go to; the device token itself never leaves the server. */
export const recipientSchema = z.object({
  kind: z.enum(RECIPIENT_KINDS),
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  /** Has a device token, so a push can reach them. */
  reachable: z.boolean(),
});
export type Recipient = z.infer<typeof recipientSchema>;

/**
 * PUT /customer/{id}/device-token and /careteam/{id}/device-token: the
 * customer or nurse app registers its push token (null when it signs out).
 */
export const deviceTokenSchema = z.object({
  fcm_token: z
    .string({ error: 'fcm_token is a device token or null' })
    .trim()
    .min(1, 'fcm_token is a device token or null')
    .max(4096, 'A device token is at most 4096 characters')
    .nullable(),
});
export const deviceTokenResultSchema = z.object({ reachable: z.boolean() });

/** SPEC 5 message dialog: at most 250 characters, 'Message too short' when empty. */
export const directMessageSchema = z.object({
  message: z
    .string({ error: 'Message too short' })
    .trim()
    .min(1, 'Message too short')
    .max(PUSH_LIMITS.directMessage, 'Max 250 characters'),
  /** The client may send the token it knows; the server uses the customer's own. */
  to: z.string().max(4096).nullish(),
});

/**
 * A send's state: recorded before the gateway is called ('sending'), then
 * its answer. A record still 'sending' is on its way, or went to the gateway
 * with no answer saved: it may have gone out, so it is never shown as sent.
 */
export const NOTIFICATION_RESULTS = ['sending', 'sent', 'failed'] as const;
export type NotificationResult = (typeof NOTIFICATION_RESULTS)[number];

/** A notification to everyone (a topic) or to one person. */
export const MESSAGE_TYPES = ['all', 'single'] as const;

export const notificationSchema = z.object({
  id: z.number(),
  category: z.string(),
  title: z.string(),
  click_action: z.string().nullable(),
  message: z.string(),
  label: z.string().nullable(),
  messageType: z.enum(MESSAGE_TYPES),
  topic: z.string().nullable(),
  /** 'global' for a topic, otherwise whom it went to (never the raw device token). */
  receiver: z.string(),
  /** Everyone, which kind of person a single send went to, or a device token of no one known. */
  receiverType: z.enum(['all', ...RECIPIENT_KINDS, 'device']),
  gateway: z.string(),
  result: z.enum(NOTIFICATION_RESULTS),
  gatewayMessageId: z.string().nullable(),
  gatewayError: z.string().nullable(),
  /** The staff member's id, and name as the history shows it (null: no longer known). */
  sentBy: z.string().nullable(),
  sentByName: z.string().nullable(),
  documentid: z.string(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const careTipFormSchema = z.object({
  title: z.string(required).trim().min(1, MSG.fieldRequired).max(120),
  subtitle: z.string(required).trim().min(1, MSG.fieldRequired).max(200),
  details: z.string(required).trim().min(1, MSG.fieldRequired).max(5000),
  category: z.enum(CARE_TIP_CATEGORIES, required),
});
export type CareTipForm = z.input<typeof careTipFormSchema>;

/** An edit, with the version it was based on (API.md: a stale one answers 409). */
export const careTipUpdateSchema = careTipFormSchema.extend({ updatedAt: versionField() });
export type CareTipUpdate = z.input<typeof careTipUpdateSchema>;

export const careTipSchema = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  details: z.string(),
  category: z.string(),
  count: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CareTip = z.infer<typeof careTipSchema>;

export const COMMS_MESSAGES = {
  sent: 'Notification message sent successfully',
  noToken: 'You cannot send this user a direct message',
  messageNoToken: 'Cannot send message to user without firebase token',
  messageSent: 'Message sent successfully',
  messageFailed: 'Error sending notification',
  tipSaving: 'Saving health tip',
  tipSaved: 'Health tip saved successfully',
  tipSaveFailed: 'Error saving data.',
  tipPushed: 'Notification sent successfully',
  tipPushFailed: 'Error sending push notification',
  tipUpdated: 'Update successful',
  tipUpdateFailed: 'Error updating health tip',
  tipsInvalid: 'Please fill in the required fields',
  tipNotFound: 'Health tip not found',
  resultUnknown:
    'The notification was handed to the gateway, but its result could not be saved: the history shows it as sending',
} as const;
