import { z } from 'zod';
import { CARE_TIP_CATEGORIES, CLICK_TARGETS, NOTIFICATION_CATEGORIES } from './enums.ts';
import { MSG } from './messages.ts';

const required = { error: MSG.fieldRequired };
export const TOO_LONG = 'You have exceeded the character length';

/** SPEC 5 / DECISIONS 21: title and body required, at most 100 characters each. */
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

/**
 * POST /sendcomms/send_to_one_user: one person, found by the recipient
 * search; the server looks up their device token.
 */
export const singleNotificationSchema = z.object({
  ...notificationFields,
  messageType: z.literal('single').default('single'),
  customerId: z.coerce
    .number({ error: 'Choose who receives it' })
    .int()
    .positive('Choose who receives it'),
});

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

export const notificationSchema = z.object({
  id: z.number(),
  category: z.string(),
  title: z.string(),
  click_action: z.string().nullable(),
  message: z.string(),
  label: z.string().nullable(),
  messageType: z.enum(['all', 'single']),
  topic: z.string().nullable(),
  /** 'global' for a topic, otherwise whom it went to (never the raw device token). */
  receiver: z.string(),
  gateway: z.string(),
  result: z.enum(['sent', 'failed']),
  gatewayMessageId: z.string().nullable(),
  gatewayError: z.string().nullable(),
  sentBy: z.string().nullable(),
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
} as const;
