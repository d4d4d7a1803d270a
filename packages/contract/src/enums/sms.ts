// sms: canonical lists of the area (issue 24).

/** Who a send goes to: one person, or a group chosen by a filter. */
export const SMS_AUDIENCE_KINDS = [
  'customer',
  'nurse',
  'customers',
  'nurses_approved',
  'customers_booked_this_week',
] as const;
export type SmsAudienceKind = (typeof SMS_AUDIENCE_KINDS)[number];

/** How a message left: app push or SMS. One history holds both. */
export const MESSAGE_CHANNELS = ['push', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * Our side of an SMS: recorded and waiting for the queue ('queued'), handed
 * to the gateway ('sending'), accepted by it ('sent'), or stopped for good
 * ('failed', with the reason). A transient failure goes back to 'queued'
 * until its fifth attempt.
 */
export const SMS_RESULTS = ['queued', 'sending', 'sent', 'failed'] as const;
export type SmsResult = (typeof SMS_RESULTS)[number];

/** The gateway's delivery reports (Africa's Talking), as the history shows them. */
export const SMS_DELIVERY_STATUSES = [
  'Sent',
  'Submitted',
  'Buffered',
  'Success',
  'Failed',
  'Rejected',
] as const;
export type SmsDeliveryStatus = (typeof SMS_DELIVERY_STATUSES)[number];
/** The gateway's last word on a message: a later report never moves it (issue 39). */
export const SMS_FINAL_DELIVERY_STATUSES = [
  'Success',
  'Failed',
  'Rejected',
] as const satisfies readonly SmsDeliveryStatus[];

/** What a send was: a direct message, a group send, or one the work itself sends. */
export const SMS_KINDS = ['direct', 'group', 'automatic'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/** The messages the work itself sends, each with its template (Admin). */
export const SMS_EVENTS = [
  'booking_confirmed',
  'visit_tomorrow',
  'job_completed',
  'nurse_assigned',
  'visit_reminder',
  'payment_received',
] as const;
export type SmsEvent = (typeof SMS_EVENTS)[number];

/**
 * Issue 42 (ADR 057): the care messages' events, written from the library
 * of messages for each week (not from a template): a stage message, and the
 * reminder the day before a contact or vaccine.
 */
export const CARE_SMS_EVENTS = ['care_stage', 'care_reminder'] as const;
export type CareSmsEvent = (typeof CARE_SMS_EVENTS)[number];
/** Every event an automatic message in the history may name. */
export const MESSAGE_EVENTS = [...SMS_EVENTS, ...CARE_SMS_EVENTS] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

/**
 * Why someone in an audience gets no SMS. marketing_objected: a group send
 * (marketing) to someone who objected to marketing (issue 26).
 */
export const SMS_SKIP_REASONS = [
  'opted_out',
  'no_mobile',
  'not_ugandan_mobile',
  'marketing_objected',
] as const;
export type SmsSkipReason = (typeof SMS_SKIP_REASONS)[number];
