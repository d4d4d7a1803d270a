import { z } from 'zod';
import { numeric, optionalDateField, optionalText, versionField } from './fields.ts';
import { formatDate } from './format.ts';
import { PREGNANCY_OUTCOME_KINDS } from './maternal-schedules.ts';
import { daysFrom, eddFromLmp, eddProblem, lmpFromEdd, lmpProblem } from './maternal-dates.ts';
import { ugandaDate, ugandaMidnight } from './uganda-time.ts';

// Issue 42: a customer's pregnancies (one ongoing at a time): LMP or EDD
// (one computes the other, maternal-dates.ts), gravida and parity, the risks
// staff record, and where she plans to deliver. The date rules are
// maternal-dates.ts's; this file says how a pregnancy's form combines them.

/** The risks staff record. An age risk is not among them: it is computed (ageRisk). */
export const PREGNANCY_RISKS = ['previous_c_section', 'hypertension', 'hiv', 'diabetes'] as const;
export type PregnancyRisk = (typeof PREGNANCY_RISKS)[number];
export const PREGNANCY_RISK_LABELS: Record<PregnancyRisk, string> = {
  previous_c_section: 'Previous C-section',
  hypertension: 'Hypertension',
  hiv: 'HIV',
  diabetes: 'Diabetes',
};

/** Ongoing until its outcome is recorded (pregnancy-outcome.ts): delivered (a birth) or lost. */
export const PREGNANCY_STATUSES = ['ongoing', 'delivered', 'lost'] as const;
export type PregnancyStatus = (typeof PREGNANCY_STATUSES)[number];
export const PREGNANCY_STATUS_LABELS: Record<PregnancyStatus, string> = {
  ongoing: 'Ongoing',
  delivered: 'Delivered',
  lost: 'Lost',
};

/** The risk of her age, computed from her date of birth, never stored. */
export type AgeRisk = 'under_18' | 'over_35';
export const AGE_RISK_LABELS: Record<AgeRisk, string> = {
  under_18: 'Under 18',
  over_35: 'Over 35',
};

/** Completed years from `dob` to `on` (both YYYY-MM-DD). */
export function ageOn(dob: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(dob.slice(0, 4));
  return on.slice(5) < dob.slice(5) ? years - 1 : years;
}

/** Under 18 or over 35 (completed years) on `on`; null when the date of birth is not known. */
export function ageRisk(dob: string | null | undefined, on: string): AgeRisk | null {
  if (!dob) return null;
  const age = ageOn(dob, on);
  if (age < 18) return 'under_18';
  if (age > 35) return 'over_35';
  return null;
}

const shown = (day: string) => formatDate(ugandaMidnight(day));

export const PREGNANCY_MESSAGES = {
  created: 'Pregnancy registered',
  updated: 'Pregnancy updated',
  failed: 'The pregnancy could not be saved, please try again',
  loadFailed: 'The pregnancies could not be loaded',
  notFound: 'Pregnancy not found',
  customerNotFound: 'Customer not found',
  customerErased: 'Her personal data was erased: no pregnancy can be recorded for her',
  ongoingExists:
    'She already has an ongoing pregnancy: edit that one, or record how it ended before registering another',
  datesRequired: 'Give the last menstrual period or the expected delivery date',
  gravida: 'Gravida is how many times she has been pregnant, this pregnancy included: 1 or more',
  parity: 'Parity is how many births she has had before this pregnancy: 0 or more',
  parityBelowGravida:
    'Parity must be less than gravida: gravida counts this pregnancy, parity only births before it',
  tooMany: 'At most 30',
  unknownRisk: 'Choose risks from the list',
  // The outcome (pregnancy-outcome.ts)
  outcomeRecorded: 'Outcome recorded',
  outcomeFailed: 'The outcome could not be saved, please try again',
  outcomeAlreadyRecorded: "This pregnancy's outcome is already recorded",
  outcomeKind: 'Choose a birth or a loss',
  outcomePlace: 'Say where: the facility, or home',
  babyRequired: 'A birth needs at least one baby: add her or him',
  tooManyBabies: 'At most 4 babies',
  noBabiesForLoss: 'A loss has no babies: remove them, or record a birth',
  babySex: 'Choose Female or Male',
  birthWeight: 'Birth weight in grams, a whole number from 300 to 6000 (e.g. 3200)',
  babiesLoadFailed: 'The babies could not be loaded',
  timelineLoadFailed: 'The care timeline could not be loaded',
} as const;

/** LMP and EDD given both that are more than a day from 280 days apart: which to fix, in figures. */
export const datesDisagree = (lmp: string, edd: string) =>
  `The dates do not agree: a last menstrual period of ${shown(lmp)} gives an expected delivery date of ${shown(eddFromLmp(lmp))}, not ${shown(edd)}. Correct the one that is wrong, or clear one of them`;

/** The most the two dates may be off 280 days and still agree (a day either way). */
export const DATES_AGREE_WITHIN_DAYS = 1;

export type DateProblem = { field: 'lmp' | 'edd'; message: string };

/**
 * What is wrong with a pregnancy's dates on `today` (maternal-dates.ts's
 * rules), and which field to fix; null when nothing is. An LMP in the
 * future or more than 44 weeks ago; an EDD more than 300 days ahead, not
 * after the LMP or more than 44 weeks after it, or (for an ongoing one)
 * more than 4 weeks past; two dates that do not agree.
 */
export function pregnancyDateProblem(
  lmp: string | null | undefined,
  edd: string | null | undefined,
  today: string,
  ongoing = true,
): DateProblem | null {
  const lmpSays = lmp ? lmpProblem(lmp, today, ongoing) : null;
  if (lmpSays) return { field: 'lmp', message: lmpSays };
  const eddSays = edd ? eddProblem(edd, today, lmp, ongoing) : null;
  if (eddSays) return { field: 'edd', message: eddSays };
  if (lmp && edd && Math.abs(daysFrom(eddFromLmp(lmp), edd)) > DATES_AGREE_WITHIN_DAYS)
    return { field: 'edd', message: datesDisagree(lmp, edd) };
  return null;
}

const count = (min: number, message: string) =>
  numeric(
    z.number({ error: message }).int(message).min(min, message).max(30, PREGNANCY_MESSAGES.tooMany),
  );

/** The form's fields as typed: either date may be empty, not both. */
const pregnancyFields = z.object({
  lmp: optionalDateField(),
  edd: optionalDateField(),
  gravida: count(1, PREGNANCY_MESSAGES.gravida),
  parity: count(0, PREGNANCY_MESSAGES.parity),
  risks: z
    .array(z.enum(PREGNANCY_RISKS, { error: PREGNANCY_MESSAGES.unknownRisk }))
    .max(PREGNANCY_RISKS.length)
    .nullish()
    .transform((v) => PREGNANCY_RISKS.filter((r) => v?.includes(r))),
  risk_notes: optionalText(500),
  facility: optionalText(120),
});

type Fields = z.output<typeof pregnancyFields>;

/**
 * The checks across fields, each run once the fields it reads are valid,
 * so a form shows every problem at once; `today` is Kampala's when the form
 * is read.
 */
const whenValid = (...fields: (keyof Fields)[]) => ({
  when: (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    // no body at all, or a field it reads refused
    !payload.issues.some((i) => !i.path?.length || fields.includes(i.path[0] as keyof Fields)),
});

const withChecks = <T extends z.ZodType<Fields>>(schema: T) =>
  schema
    .superRefine(
      (p, ctx) => {
        if (!p.lmp && !p.edd)
          ctx.addIssue({
            code: 'custom',
            path: ['lmp'],
            message: PREGNANCY_MESSAGES.datesRequired,
          });
        const problem = pregnancyDateProblem(p.lmp, p.edd, ugandaDate());
        if (problem)
          ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
      },
      whenValid('lmp', 'edd'),
    )
    .superRefine(
      (p, ctx) => {
        if (p.parity >= p.gravida)
          ctx.addIssue({
            code: 'custom',
            path: ['parity'],
            message: PREGNANCY_MESSAGES.parityBelowGravida,
          });
      },
      whenValid('gravida', 'parity'),
    );

/** Both dates filled in: the one not given computed from the other. */
const withBothDates = <F extends Fields>({ lmp, edd, ...p }: F) => ({
  ...p,
  lmp: lmp ?? lmpFromEdd(edd!),
  edd: edd ?? eddFromLmp(lmp!),
});

/** A pregnancy as staff register it (POST /customer/{id}/pregnancies): an ongoing one. */
export const pregnancyFormSchema = withChecks(pregnancyFields).transform(withBothDates);
export type PregnancyForm = z.input<typeof pregnancyFormSchema>;
export type PregnancyValues = z.output<typeof pregnancyFormSchema>;

/** An edit (PATCH /pregnancy/{id}): the whole form again, with the version it was based on. */
export const pregnancyUpdateSchema = withChecks(
  pregnancyFields.extend({ updated_at: versionField() }),
).transform(withBothDates);
export type PregnancyUpdate = z.input<typeof pregnancyUpdateSchema>;

export const pregnancySchema = z.object({
  id: z.number(),
  customer_id: z.number(),
  lmp: z.string(),
  edd: z.string(),
  /** "32+4 weeks" today (Kampala); null once the pregnancy has ended. */
  gestational_age: z.string().nullable(),
  gestational_weeks: z.number().nullable(),
  gestational_days: z.number().nullable(),
  gravida: z.number(),
  parity: z.number(),
  risks: z.array(z.enum(PREGNANCY_RISKS)),
  risk_notes: z.string().nullable(),
  facility: z.string().nullable(),
  status: z.enum(PREGNANCY_STATUSES),
  /** How it ended (null while ongoing): a birth (delivered) or a loss (lost), the day, where. */
  outcome: z.enum(PREGNANCY_OUTCOME_KINDS).nullable(),
  outcome_date: z.string().nullable(),
  outcome_place: z.string().nullable(),
  outcome_notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The staff member who registered it (their name). */
  created_by: z.string().nullable(),
});
export type Pregnancy = z.infer<typeof pregnancySchema>;

/** "G3 P2": gravida and parity as the notes write them. */
export const gravidaParityText = (p: { gravida: number; parity: number }) =>
  `G${p.gravida} P${p.parity}`;
