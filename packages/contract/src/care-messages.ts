import { IntlMessageFormat } from 'intl-messageformat';
import { z } from 'zod';
import { idParam } from './fields.ts';
import {
  CUSTOMER_LANGUAGES,
  CUSTOMER_LANGUAGE_LABELS,
  type CustomerLanguage,
} from './sms-replies.ts';
import { smsLength, SMS_MAX_SEGMENTS } from './sms-text.ts';

// Issue 42 (ADR 057): messages for each week. A library of SMS keyed by the
// week of her pregnancy, the week after the birth or her baby's age in
// weeks (the SPEC's care-tip categories Pregnancy, Postnatal and Baby), and
// the reminder sent the day before a contact or a vaccine is due; each
// written per language in ICU message format (English shipped; Luganda,
// Swahili and Runyankole entered by staff). A message with no translation
// in her language goes in English.

/** The library's groups: the SPEC's care-tip categories, and the day-before reminder. */
export const CARE_MESSAGE_CATEGORIES = ['Pregnancy', 'Postnatal', 'Baby', 'Reminder'] as const;
export type CareMessageCategory = (typeof CARE_MESSAGE_CATEGORIES)[number];

/** What `week` counts in each group, and the weeks it may name. */
export const CARE_MESSAGE_WEEKS: Record<
  CareMessageCategory,
  { label: string; min: number; max: number }
> = {
  Pregnancy: { label: 'Week of pregnancy', min: 4, max: 42 },
  Postnatal: { label: 'Week after the birth', min: 0, max: 6 },
  Baby: { label: "Baby's age in weeks", min: 0, max: 52 },
  Reminder: { label: 'The day before a contact or vaccine', min: 0, max: 0 },
};

/**
 * The values a message may name, by group. Dates are ICU dates
 * (`{date, date, long}`), numbers plural-ready (`{weeks, plural, one {# week}
 * other {# weeks}}`).
 */
export const CARE_MESSAGE_PLACEHOLDERS: Record<CareMessageCategory, Record<string, string>> = {
  Pregnancy: {
    firstName: 'Her first name',
    weeks: 'Weeks of pregnancy today',
    edd: 'Her expected delivery date (a date)',
    serviceName: 'Our name',
    servicePhone: 'Our phone number',
  },
  Postnatal: {
    firstName: 'Her first name',
    weeks: 'Weeks since the birth',
    serviceName: 'Our name',
    servicePhone: 'Our phone number',
  },
  Baby: {
    firstName: 'Her first name',
    babyName: "The baby's name (or 'your baby')",
    weeks: "The baby's age in weeks",
    serviceName: 'Our name',
    servicePhone: 'Our phone number',
  },
  Reminder: {
    firstName: 'Her first name',
    step: 'What is due: the contact or the vaccines',
    date: 'The day it is due (a date)',
    serviceName: 'Our name',
    servicePhone: 'Our phone number',
  },
};

export const CARE_MESSAGE_MESSAGES = {
  notFound: 'Care message not found',
  saved: 'Message saved',
  created: 'Message added',
  deleted: 'Message deleted',
  settingsSaved: 'Care message settings saved',
  englishRequired: 'Write the English text: it is sent when there is no translation',
  stale: 'Someone changed this text meanwhile: reload to see it, then edit again',
  tooLong: `At most ${SMS_MAX_SEGMENTS} SMS a message`,
  weekOutOfRange: (c: CareMessageCategory) =>
    `${CARE_MESSAGE_WEEKS[c].label}: from ${CARE_MESSAGE_WEEKS[c].min} to ${CARE_MESSAGE_WEEKS[c].max}`,
  badFormat: (detail: string) =>
    `The message cannot be read: ${detail}. Names go in braces, e.g. {firstName}`,
  unknownPlaceholder: (name: string, c: CareMessageCategory) =>
    `{${name}} is not known in a ${c} message: use ${Object.keys(CARE_MESSAGE_PLACEHOLDERS[c])
      .map((p) => `{${p}}`)
      .join(', ')}`,
} as const;

/** The names an ICU message uses, at any depth (plural and select branches too). */
function namesIn(elements: ReturnType<IntlMessageFormat['getAst']>, into = new Set<string>()) {
  for (const el of elements) {
    if ('value' in el && el.type !== 0 && typeof el.value === 'string') into.add(el.value);
    if ('options' in el)
      for (const option of Object.values(el.options as Record<string, { value: typeof elements }>))
        namesIn(option.value, into);
    if ('children' in el) namesIn(el.children as typeof elements, into);
  }
  return into;
}

/** Why a message's text cannot be used in its group, or null when it can. */
export function careMessageProblem(text: string, category: CareMessageCategory): string | null {
  let format: IntlMessageFormat;
  try {
    format = new IntlMessageFormat(text, 'en');
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return CARE_MESSAGE_MESSAGES.badFormat(detail.replaceAll('_', ' ').toLowerCase());
  }
  const known = CARE_MESSAGE_PLACEHOLDERS[category];
  for (const name of namesIn(format.getAst()))
    if (!(name in known)) return CARE_MESSAGE_MESSAGES.unknownPlaceholder(name, category);
  return null;
}

/** The values a message is filled with: text, numbers, and days (YYYY-MM-DD) for dates. */
export type CareMessageValues = Record<string, string | number>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A message's text made ready to fill in many times (its parse is done once). */
export function careMessageFormatter(
  text: string,
  language: CustomerLanguage,
): (values: CareMessageValues) => string {
  const format = new IntlMessageFormat(text, language);
  return (values) =>
    String(
      format.format(
        Object.fromEntries(
          Object.entries(values).map(([k, v]) => [
            k,
            typeof v === 'string' && DAY.test(v) ? new Date(`${v}T12:00:00Z`) : v,
          ]),
        ),
      ),
    ).trim();
}

/**
 * A message filled in for her, in her language's conventions (dates, plurals).
 * A day is given at noon UTC, so it is the same day in Kampala and anywhere.
 */
export const renderCareMessage = (
  text: string,
  language: CustomerLanguage,
  values: CareMessageValues,
): string => careMessageFormatter(text, language)(values);

/** {babyName} when the baby has no name recorded: "your baby", in her language. */
export const BABY_NAME_FALLBACK: Record<CustomerLanguage, string> = {
  en: 'your baby',
  lg: 'omwana wo',
  sw: 'mtoto wako',
  nyn: 'omwana waawe',
};

/** Example values, for a preview and for checking a text fits in SMS_MAX_SEGMENTS. */
export const CARE_MESSAGE_EXAMPLE: CareMessageValues = {
  firstName: 'Nakintu',
  weeks: 20,
  edd: '2027-04-18',
  babyName: 'Mukisa',
  step: 'Immunisation at 10 weeks (Pentavalent 2, Polio 2, PCV 2, Rota 2)',
  date: '2026-12-03',
  serviceName: 'Mama Care',
  servicePhone: '+256 414 123 456',
};

const languageField = z.enum(CUSTOMER_LANGUAGES, {
  error: `Language is one of ${CUSTOMER_LANGUAGES.map((l) => `${l} (${CUSTOMER_LANGUAGE_LABELS[l]})`).join(', ')}`,
});

/** A text checked in its group: readable ICU, known names only, at most SMS_MAX_SEGMENTS parts. */
const checkedText = (category: CareMessageCategory, text: string, ctx: z.RefinementCtx) => {
  const problem = careMessageProblem(text, category);
  if (problem) return ctx.addIssue({ code: 'custom', message: problem, path: ['text'] });
  const filled = renderCareMessage(text, 'en', CARE_MESSAGE_EXAMPLE);
  if (smsLength(filled).segments > SMS_MAX_SEGMENTS)
    ctx.addIssue({ code: 'custom', message: CARE_MESSAGE_MESSAGES.tooLong, path: ['text'] });
};

const textField = z.string().trim().max(2000);

/** POST /care-messages (ADMIN): a message of a group and week, its English text. */
export const careMessageCreateSchema = z
  .object({
    category: z.enum(CARE_MESSAGE_CATEGORIES, {
      error: `Category is one of ${CARE_MESSAGE_CATEGORIES.join(', ')}`,
    }),
    week: z.number({ error: 'Week is a whole number' }).int('Week is a whole number'),
    text: textField.min(1, CARE_MESSAGE_MESSAGES.englishRequired),
  })
  .superRefine((v, ctx) => {
    const { min, max } = CARE_MESSAGE_WEEKS[v.category];
    if (v.week < min || v.week > max)
      ctx.addIssue({
        code: 'custom',
        message: CARE_MESSAGE_MESSAGES.weekOutOfRange(v.category),
        path: ['week'],
      });
    checkedText(v.category, v.text, ctx);
  });
export type CareMessageCreate = z.input<typeof careMessageCreateSchema>;

/**
 * PUT /care-message/{id}/text/{language}: one language's text; empty removes
 * a translation (English cannot be removed). `updated_at`: the version the
 * edit is based on (null for a translation not yet written); stale → 409.
 */
export const careMessageTextUpdateSchema = z.object({
  text: textField,
  updated_at: z.string().datetime({ offset: true }).nullable().optional(),
});
export const careMessageTextParams = z.object({
  id: idParam.shape.id,
  language: languageField,
});

/** One language's text of a message, and who wrote it when. */
export const careMessageTextSchema = z.object({
  language: z.enum(CUSTOMER_LANGUAGES),
  text: z.string(),
  updated_at: z.string(),
  updated_by_name: z.string().nullable(),
});
export type CareMessageText = z.infer<typeof careMessageTextSchema>;

export const careMessageSchema = z.object({
  id: z.number(),
  category: z.enum(CARE_MESSAGE_CATEGORIES),
  week: z.number().int(),
  /** Its place among the messages of its week (several go on successive sends). */
  position: z.number().int(),
  texts: z.array(careMessageTextSchema),
  /** The languages it has no text in yet (sent in English meanwhile). */
  missing: z.array(z.enum(CUSTOMER_LANGUAGES)),
});
export type CareMessage = z.infer<typeof careMessageSchema>;

/** GET /care-messages?category&missing: the library, by group and week. */
export const careMessagesQuerySchema = z.object({
  category: z.enum(CARE_MESSAGE_CATEGORIES).optional(),
  /** Only the messages with no text in this language. */
  missing: languageField.optional(),
});

/** The library's sending rules (ADMIN). */
export const careMessageSettingsSchema = z.object({
  /** Off: no stage message nor reminder is sent. */
  enabled: z.boolean(),
  /** Stage messages to one person in any 7 days (reminders are not counted). */
  per_week: z.number().int(),
  /** The hour (Kampala) the day's messages go from; none after CARE_MESSAGE_LAST_HOUR. */
  hour: z.number().int(),
  updated_at: z.string().nullable(),
  updated_by_name: z.string().nullable(),
});
export type CareMessageSettings = z.infer<typeof careMessageSettingsSchema>;

/** No care message leaves after 19:59 Kampala: a late run waits for the next day. */
export const CARE_MESSAGE_LAST_HOUR = 19;
export const DEFAULT_CARE_MESSAGE_SETTINGS = { enabled: true, per_week: 2, hour: 10 } as const;

export const careMessageSettingsUpdateSchema = z.object({
  enabled: z.boolean(),
  per_week: z
    .number({ error: 'A whole number from 1 to 7' })
    .int('A whole number from 1 to 7')
    .min(1, 'At least 1 a week')
    .max(7, 'At most 7 a week (one a day)'),
  hour: z
    .number({ error: `An hour from 7 to ${CARE_MESSAGE_LAST_HOUR}` })
    .int(`An hour from 7 to ${CARE_MESSAGE_LAST_HOUR}`)
    .min(7, 'From 7:00')
    .max(CARE_MESSAGE_LAST_HOUR, `By ${CARE_MESSAGE_LAST_HOUR}:00`),
});
export type CareMessageSettingsUpdate = z.input<typeof careMessageSettingsUpdateSchema>;
