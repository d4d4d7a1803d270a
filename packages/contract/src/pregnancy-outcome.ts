import { z } from 'zod';
import { CUSTOMER_GENDERS } from './enums/customers.ts';
import { dateField, numeric, optionalText, requiredText, versionField } from './fields.ts';
import { outcomeDateProblem } from './maternal-dates.ts';
import { CARE_STEP_STATES, PREGNANCY_OUTCOME_KINDS } from './maternal-schedules.ts';
import { CARE_STEP_KINDS } from './maternal-schedule-data.ts';
import { PREGNANCY_MESSAGES, pregnancySchema } from './pregnancies.ts';
import { ugandaDate } from './uganda-time.ts';

// Issue 42: how a pregnancy ended (POST /pregnancy/{id}/outcome): a live
// birth of 1-4 babies (sex, birth weight), or a loss; the day and the place.
// A birth makes her a parent and counts her children (the API); the babies
// are answered with their age (babyAgeText) and laid on the care timeline.

/** A baby's sex, as the customer's gender is written (SPEC). */
export const BABY_SEXES = CUSTOMER_GENDERS;
export type BabySex = (typeof BABY_SEXES)[number];

export const MIN_BIRTH_WEIGHT_GRAMS = 300;
export const MAX_BIRTH_WEIGHT_GRAMS = 6000;
export const MAX_BABIES = 4;
/** The SPEC's children count: 0 to 6. */
export const MAX_CHILDREN = 6;

/** Her children after `born` babies: the SPEC's count, at most 6. */
export const childrenAfterBirth = (children: number | null | undefined, born: number) =>
  Math.min(MAX_CHILDREN, (children ?? 0) + born);

const weight = PREGNANCY_MESSAGES.birthWeight;

export const babyFormSchema = z.object({
  name: optionalText(80),
  sex: z.enum(BABY_SEXES, { error: PREGNANCY_MESSAGES.babySex }),
  birth_weight_grams: numeric(
    z
      .number({ error: weight })
      .int(weight)
      .min(MIN_BIRTH_WEIGHT_GRAMS, weight)
      .max(MAX_BIRTH_WEIGHT_GRAMS, weight),
  ),
});
export type BabyForm = z.input<typeof babyFormSchema>;

/** The words of the outcome's date: a birth's, or a loss's. */
const DATE_WHAT = { birth: 'The date of birth', loss: 'The date of the loss' } as const;

/** What is wrong with an outcome's day (maternal-dates.ts's rule), in the words of its kind. */
export const outcomeProblem = (
  kind: (typeof PREGNANCY_OUTCOME_KINDS)[number],
  day: string,
  today: string,
  lmp?: string | null,
) => outcomeDateProblem(day, today, lmp, DATE_WHAT[kind]);

const outcomeFields = z.object({
  kind: z.enum(PREGNANCY_OUTCOME_KINDS, { error: PREGNANCY_MESSAGES.outcomeKind }),
  date: dateField(),
  place: requiredText(120, PREGNANCY_MESSAGES.outcomePlace),
  babies: z
    .array(babyFormSchema)
    .max(MAX_BABIES, PREGNANCY_MESSAGES.tooManyBabies)
    .nullish()
    .transform((v) => v ?? []),
  notes: optionalText(500),
  /** The pregnancy's updated_at the form was based on (a stale one is 409). */
  updated_at: versionField(),
});

/**
 * The outcome's form; with the pregnancy's LMP (the dialog knows it) the day
 * is also checked against it; the API checks that with the stored LMP.
 */
export const pregnancyOutcomeSchemaFor = (lmp?: string | null) =>
  outcomeFields.superRefine((o, ctx) => {
    if (o.kind === 'birth' && o.babies.length === 0)
      ctx.addIssue({ code: 'custom', path: ['babies'], message: PREGNANCY_MESSAGES.babyRequired });
    if (o.kind === 'loss' && o.babies.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['babies'],
        message: PREGNANCY_MESSAGES.noBabiesForLoss,
      });
    const problem = outcomeProblem(o.kind, o.date, ugandaDate(), lmp);
    if (problem) ctx.addIssue({ code: 'custom', path: ['date'], message: problem });
  });

/** POST /pregnancy/{id}/outcome's body. */
export const pregnancyOutcomeSchema = pregnancyOutcomeSchemaFor();
export type PregnancyOutcomeForm = z.input<typeof pregnancyOutcomeSchema>;
export type PregnancyOutcomeValues = z.output<typeof pregnancyOutcomeSchema>;

export const babySchema = z.object({
  id: z.number(),
  customer_id: z.number(),
  pregnancy_id: z.number(),
  name: z.string().nullable(),
  sex: z.enum(BABY_SEXES),
  birth_weight_grams: z.number(),
  born_on: z.string(),
  /** "3 days", "10 weeks", "9 months" today (Kampala), babyAgeText. */
  age: z.string(),
});
export type Baby = z.infer<typeof babySchema>;

/**
 * The answer to a recorded outcome: whose (customer_id, as every answer about
 * her names her: an erasure finds its stored copy by it), the pregnancy
 * ended, and its babies (none for a loss).
 */
export const pregnancyOutcomeAnswerSchema = z.object({
  customer_id: z.number(),
  pregnancy: pregnancySchema,
  babies: z.array(babySchema),
});
export type PregnancyOutcomeAnswer = z.infer<typeof pregnancyOutcomeAnswerSchema>;

/** One step of GET /customer/{id}/care-timeline: careTimeline's item (maternal-schedules.ts). */
export const careTimelineItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(CARE_STEP_KINDS),
  vaccines: z.array(z.string()),
  note: z.string().optional(),
  baby: z.string().optional(),
  babyName: z.string().optional(),
  target: z.string(),
  dueFrom: z.string(),
  dueUntil: z.string(),
  overdueUntil: z.string(),
  state: z.enum(CARE_STEP_STATES),
  /** The record that made it done; `record_id` names it for DELETE /care-record/{id}. */
  done: z
    .object({ date: z.string(), where: z.string().nullish(), record_id: z.number().optional() })
    .optional(),
});
export type CareTimelineStep = z.infer<typeof careTimelineItemSchema>;

/** "3,200 g": a birth weight as the screens write it. */
export const birthWeightText = (grams: number) => `${grams.toLocaleString('en-US')} g`;
