import { z } from 'zod';
import { SMS_EVENTS, type SmsEvent } from './enums/sms.ts';
import { smsTextField } from './sms.ts';
import { VISIT_REMINDER_LEAD_MINUTES } from './visits-reminder.ts';

// The automatic messages' templates (issue 24): the placeholders each one
// may use, how Admin names it, how a template is filled and checked.

/** The placeholders each automatic message may use, with what fills them. */
export const SMS_PLACEHOLDERS: Record<SmsEvent, Record<string, string>> = {
  booking_confirmed: {
    firstName: "The customer's first name",
    service: 'The service booked',
    startDate: 'When the service starts',
    serviceName: 'Our name (Admin, service details)',
    servicePhone: 'Our phone number',
  },
  visit_tomorrow: {
    firstName: "The customer's first name",
    startDate: 'The day the visit starts',
    nurseName: 'The nurse (or nurses) coming',
    serviceName: 'Our name',
    servicePhone: 'Our phone number',
  },
  job_completed: {
    firstName: "The customer's first name",
    reference: 'The care card or booking number',
    serviceName: 'Our name',
    servicePhone: 'Our phone number',
  },
  nurse_assigned: {
    nurseFirstName: "The nurse's first name",
    startDate: 'The first day',
    endDate: 'The last day',
    place: "The client's address",
    clientName: "The client's name",
    clientPhone: "The client's phone number",
    careCardNumber: 'The care card number',
    visitCode: 'The visit code she checks in and out with (IN 4821, OUT 4821)',
    visitLink:
      "The one-tap link she checks in and out with, sharing where she is (empty while the server's PUBLIC_URL is unset)",
  },
  visit_reminder: {
    nurseFirstName: "The nurse's first name",
    startTime: 'When the shift starts (HH:MM)',
    shift: 'The shift: Day, Night or Day and night',
    clientName: "The client's name",
    clientPhone: "The client's phone number",
    place: "The client's address",
    careCardNumber: 'The care card number',
    visitCode: 'The visit code she checks in and out with (IN 4821, OUT 4821)',
    visitLink:
      "The one-tap link she checks in and out with, sharing where she is (empty while the server's PUBLIC_URL is unset)",
    howToCheck:
      'How she checks in and out, in a sentence: the one-tap link (when PUBLIC_URL is set) and the SMS keywords',
    serviceName: 'Our name',
    servicePhone: 'Our phone number',
  },
  payment_received: {
    firstName: "The customer's first name",
    amount: 'The amount paid (UGX 50,000)',
    network: 'MTN MoMo or Airtel Money',
    paidFor: 'What it paid (Job card CC-2026-000123, Shop order SO-2026-000078)',
    receipt: "The provider's transaction id, her receipt number",
    serviceName: 'Our name',
    servicePhone: 'Our phone number',
  },
};

/** What each automatic message is, as Admin lists it. */
export const SMS_EVENT_LABELS: Record<SmsEvent, string> = {
  booking_confirmed: 'Booking confirmed (to the customer)',
  visit_tomorrow: 'Visit starting tomorrow, sent at 08:00 (to the customer)',
  job_completed: 'Job completed, asking for a review (to the customer)',
  nurse_assigned: 'New assignment (to the nurse)',
  visit_reminder: `Visit reminder, ${VISIT_REMINDER_LEAD_MINUTES} minutes before each day's shift (to the nurse)`,
  payment_received: 'Payment received by a prompt on her phone, her receipt (to the customer)',
};

const PLACEHOLDER = /\{(\w*)\}/g;

/** The unknown placeholders in a template: {name} that the event does not fill. */
export function unknownPlaceholders(event: SmsEvent, text: string): string[] {
  const known = SMS_PLACEHOLDERS[event];
  const out = new Set<string>();
  for (const m of text.matchAll(PLACEHOLDER))
    if (!Object.hasOwn(known, m[1]!)) out.add(`{${m[1]}}`);
  return [...out];
}

/** A template filled in: each {name} by its value (an unknown one stays as written). */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );
}

/** PUT /sms/templates/:event. */
export const smsTemplateUpdateSchema = z
  .object({
    event: z.enum(SMS_EVENTS),
    text: smsTextField(),
    enabled: z.boolean({ error: 'enabled is true or false' }),
  })
  .superRefine((v, ctx) => {
    const unknown = unknownPlaceholders(v.event, v.text);
    if (unknown.length)
      ctx.addIssue({
        code: 'custom',
        path: ['text'],
        message: `Unknown placeholder${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`,
      });
  });
export type SmsTemplateUpdate = z.input<typeof smsTemplateUpdateSchema>;

export const smsTemplateSchema = z.object({
  event: z.enum(SMS_EVENTS),
  text: z.string(),
  enabled: z.boolean(),
  placeholders: z.array(z.object({ name: z.string(), description: z.string() })),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type SmsTemplate = z.infer<typeof smsTemplateSchema>;
