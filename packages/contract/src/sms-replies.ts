import { z } from 'zod';
import { pageQuerySchema } from './envelope.ts';
import { idField } from './fields.ts';

// Issue 42: the SMS people send us, kept, and what each did. STOP marks
// the number "no SMS"; IN/OUT with a visit code checks a nurse in or out
// (issue 37); BABY (or the word in her language) from a customer with an
// ongoing pregnancy reports the birth, a task until staff record it; any
// other reply waits in her profile for staff to answer.

/** The languages a customer may prefer her messages in (English shipped; the others written by staff). */
export const CUSTOMER_LANGUAGES = ['en', 'lg', 'sw', 'nyn'] as const;
export type CustomerLanguage = (typeof CUSTOMER_LANGUAGES)[number];
export const CUSTOMER_LANGUAGE_LABELS: Record<CustomerLanguage, string> = {
  en: 'English',
  lg: 'Luganda',
  sw: 'Swahili',
  nyn: 'Runyankole',
};
export const DEFAULT_CUSTOMER_LANGUAGE: CustomerLanguage = 'en';
export const CUSTOMER_LANGUAGE_CHOICE = 'Choose English, Luganda, Swahili or Runyankole';

/**
 * The word that reports a birth, by language ("child" in Luganda and
 * Runyankole, omwana; in Swahili, mtoto). BABY is taken from anyone; her
 * language's word from a customer who prefers that language.
 */
export const BIRTH_REPLY_WORDS: Record<CustomerLanguage, string> = {
  en: 'BABY',
  lg: 'OMWANA',
  sw: 'MTOTO',
  nyn: 'OMWANA',
};

/** The first word of a reply, in capitals, without the punctuation around it. */
const firstWord = (text: string) =>
  (text.trim().split(/\s+/)[0] ?? '').replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '').toUpperCase();

/** Whether a reply reports a birth: BABY, or her language's word, as its first word ("Baby born!" too). */
export function isBirthReply(text: string, language: CustomerLanguage): boolean {
  const word = firstWord(text);
  return word === BIRTH_REPLY_WORDS.en || word === BIRTH_REPLY_WORDS[language];
}

/** What a reply did when it came. */
export const SMS_REPLY_OUTCOMES = ['stop', 'visit_check', 'birth_reported', 'reply'] as const;
export type SmsReplyOutcome = (typeof SMS_REPLY_OUTCOMES)[number];
export const SMS_REPLY_OUTCOME_LABELS: Record<SmsReplyOutcome, string> = {
  stop: 'STOP: no SMS',
  visit_check: 'Visit check',
  birth_reported: 'Birth reported',
  reply: 'Reply',
};

export const SMS_REPLY_MESSAGES = {
  notFound: 'Reply not found',
  answered: 'Marked answered',
} as const;

const yesNo = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} is true or false` })
    .transform((v) => v === 'true')
    .optional();

/** GET /sms/replies: the replies, newest first; of one customer, of one kind, or those still open. */
export const smsRepliesQuerySchema = pageQuerySchema.extend({
  customerId: idField('No such customer').optional(),
  outcome: z
    .enum(SMS_REPLY_OUTCOMES, { error: `outcome is one of ${SMS_REPLY_OUTCOMES.join(', ')}` })
    .optional(),
  /** true: those staff still have to act on (a reply not answered, a birth not yet recorded). */
  open: yesNo('open'),
});
export type SmsRepliesQuery = z.input<typeof smsRepliesQuerySchema>;

export const smsReplySchema = z.object({
  id: z.number(),
  /** The number it came from (E.164 when it could be read so). */
  phone: z.string(),
  text: z.string(),
  outcome: z.enum(SMS_REPLY_OUTCOMES),
  customerId: z.number().nullable(),
  customerName: z.string().nullable(),
  nurseId: z.number().nullable(),
  nurseName: z.string().nullable(),
  /** For a birth reported: the pregnancy it is about. */
  pregnancyId: z.number().nullable(),
  /**
   * Whether staff still have to act on it: a reply not answered; a birth
   * reported while the pregnancy has no outcome recorded. STOP and visit
   * checks did their work when they came.
   */
  open: z.boolean(),
  answeredAt: z.string().nullable(),
  answeredByName: z.string().nullable(),
  receivedAt: z.string(),
});
export type SmsReply = z.infer<typeof smsReplySchema>;
