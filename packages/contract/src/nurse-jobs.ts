import { z } from 'zod';
import { NURSE_PAY_STATUSES } from './enums/nurse-jobs.ts';
import { MAX_DB_INT, dateField, idField, numeric, refuseMoney, versionField } from './fields.ts';
import { parseUGX } from './format.ts';
import { dayMonth, lastDayOfCare } from './job-dates.ts';
import { jobStatusField } from './jobcards.ts';
import { MSG } from './messages.ts';
import { NURSE_JOB_SHIFTS, bookingCheckQuerySchema } from './schedule.ts';

// A nurse's jobs (SPEC 3 Nurse job): what the Nurse Jobs tab lists and its form sends.

/** SPEC 5: duration numeric, at most 2 digits; amount and end date are computed. */
export const nurseJobFieldsSchema = z.object({
  jobId: idField(MSG.fieldRequired),
  start_date: dateField(),
  duration: numeric(
    z
      .number({ error: 'Value is required' })
      .int('Whole days only')
      .min(1, 'At least 1 day')
      .max(99, 'At most 2 digits'),
  ),
  rate: z
    .union([z.number(), z.string()], { error: 'Value is required' })
    .refine((v) => String(v).trim() !== '', 'Value is required')
    .superRefine(refuseMoney)
    .transform((v) => parseUGX(v)!)
    .refine((v) => v >= 1 && v <= 100_000_000, 'Enter the daily rate in UGX'),
  days: numeric(z.number().int().min(0).max(99))
    .nullish()
    .transform((v) => v ?? null),
  nights: numeric(z.number().int().min(0).max(99))
    .nullish()
    .transform((v) => v ?? null),
  /** Issue 27: the shift; none given on a new job takes the job card's (shiftOfCard). */
  shift: z.enum(NURSE_JOB_SHIFTS, { error: 'Choose Day, Night or Day and night' }).optional(),
});

export const nurseJobCreateSchema = nurseJobFieldsSchema.extend({
  idempotency_key: z.string().trim().min(8).max(100).optional(),
});
export type NurseJobCreate = z.input<typeof nurseJobCreateSchema>;

export const nurseJobUpdateSchema = nurseJobFieldsSchema
  .omit({ jobId: true })
  .partial()
  .extend({
    status: jobStatusField.optional(),
    payment_status: z.enum(NURSE_PAY_STATUSES).optional(),
    updatedAt: versionField(),
  });
export type NurseJobUpdate = z.input<typeof nurseJobUpdateSchema>;

export const nurseJobSchema = z.object({
  id: z.number(),
  jobId: z.number(),
  nurseId: z.number(),
  start_date: z.string(),
  /** SPEC 5: start + duration, the day after the last day of care. */
  end_date: z.string(),
  /** Issue 37: the last day the nurse works (end_date minus one), YYYY-MM-DD. */
  last_day_of_care: z.string(),
  /**
   * Issue 37: the days booked when the job was completed before its last day
   * of care (duration and amount are then the days worked); null otherwise.
   */
  planned_duration: z.number().nullable(),
  days: z.number().nullable(),
  nights: z.number().nullable(),
  shift: z.enum(NURSE_JOB_SHIFTS),
  duration: z.number(),
  rate: z.number(),
  amount: z.number(),
  status: z.string(),
  payment_status: z.enum(NURSE_PAY_STATUSES),
  rating: z.number().nullable(),
  care_card_number: z.string(),
  client_name: z.string(),
  UserId: z.number(),
  nurse_name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NurseJob = z.infer<typeof nurseJobSchema>;

/** End date = start date plus the duration in days (SPEC 5). */
export function nurseJobEndDate(startDate: string, duration: number): string {
  const d = new Date(`${startDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + duration);
  return d.toISOString().slice(0, 10);
}

// Issue 37: a nurse job covers the days of care of its card. A card's
// end_date is its last day (inclusive); a nurse job's is the day after.

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Days from `first` to `last`, both counted: a card of 02-12 to 06-12 has 5 days of care. */
export const daysOfCare = (first: string, last: string): number =>
  Math.round(dayNumber(last) - dayNumber(first)) + 1;

/** A nurse job's duration from its start and (exclusive) end date. */
export const nurseJobDuration = (start: string, end: string): number =>
  Math.round(dayNumber(end) - dayNumber(start));

/** A job card's days of care, as far as it has them. */
export type CardDays = { start?: string | null; end?: string | null };

/**
 * Why a job of `duration` days from `start` is not within its card's days
 * of care, or null: a warning, not a refusal (a nurse may be booked on the
 * card's days only in part, never outside them without saying so).
 */
export function cardDaysWarning(start: string, duration: number, card: CardDays): string | null {
  const problems: string[] = [];
  if (card.start && start < card.start)
    problems.push(`This job starts before the card's first day (${dayMonth(card.start)})`);
  if (card.end && lastDayOfCare(start, duration) > card.end)
    problems.push(`This job runs past the card's last day of care (${dayMonth(card.end)})`);
  return problems.length ? problems.join('; ') : null;
}

/**
 * GET /schedule/check with the job card the job is on (issue 37): its days
 * of care add a warning when the job falls outside them, and its number
 * names it in a clash as the booking's 409 does.
 */
export const bookingCheckCardQuerySchema = bookingCheckQuerySchema.extend({
  jobId: z.coerce.number().int().positive().max(MAX_DB_INT).optional(),
});
export type BookingCheckCardQuery = z.input<typeof bookingCheckCardQuerySchema>;
