import { z } from 'zod';
import {
  JOB_TRANSITIONS,
  NURSE_JOB_SHIFTS,
  NURSE_PAY_STATUSES,
  SHIFT_HOURS,
  WHOLE_DAY,
  canonicalJobStatus,
  daysOfCare,
  formatDate,
  lastDayOfCareText,
  nurseJobFieldsSchema,
  parseUGX,
  type JobStatus,
  type NurseJob,
  type NurseJobCreate,
  type NurseJobShift,
  type NurseJobUpdate,
} from '@app/contract';
import { endDateFrom } from '../../../lib/end-date';
import { jobStatusOptions } from '../../../lib/job-start-options';
import { isWholeDate } from '../../../lib/typed-date';
import { NURSE_JOB_MSG } from '../messages';

/** What the nurse job dialog holds: text as typed. */
export type NurseJobForm = {
  jobId: number | null;
  start_date: string;
  duration: string;
  /** Issue 27: the shift; a new job starts with its job card's. */
  shift: NurseJobShift;
  rate: string;
  status: string;
  payment_status: (typeof NURSE_PAY_STATUSES)[number];
};

/** SPEC 5: duration numeric, at most 2 digits. */
export const DURATION_DIGITS = 2;

const duration = z
  .string({ error: NURSE_JOB_MSG.valueRequired })
  .trim()
  .min(1, NURSE_JOB_MSG.valueRequired)
  .transform((text): unknown => text)
  .pipe(nurseJobFieldsSchema.shape.duration);

/** The dialog's fields checked with the contract's nurse job rules. */
export const nurseJobFormSchema = nurseJobFieldsSchema
  .pick({ jobId: true, start_date: true, rate: true })
  .extend({
    duration,
    shift: z.enum(NURSE_JOB_SHIFTS, { error: 'Choose Day, Night or Day and night' }),
    status: z.string(),
    payment_status: z.enum(NURSE_PAY_STATUSES),
  });

/** What the Schedule screen hands the dialog (issue 27): the card, days and shift it picked. */
export type NurseJobPrefill = {
  jobId: number;
  care_card_number: string;
  /** When known, shown beside the card number. */
  client_name?: string;
  start_date: string;
  duration: number;
  shift: NurseJobShift;
};

export const emptyNurseJobForm = (prefill?: NurseJobPrefill): NurseJobForm => ({
  jobId: prefill?.jobId ?? null,
  start_date: prefill?.start_date ?? '',
  duration: prefill ? String(prefill.duration) : '',
  shift: prefill?.shift ?? WHOLE_DAY,
  rate: '',
  status: 'pending',
  payment_status: 'UnPaid',
});

const withSeparators = (n: number) => n.toLocaleString('en-US');

export function nurseJobFormFrom(job: NurseJob): NurseJobForm {
  return {
    jobId: job.jobId,
    start_date: job.start_date,
    duration: String(job.duration),
    shift: job.shift,
    rate: withSeparators(job.rate),
    status: job.status,
    payment_status: job.payment_status,
  };
}

/** Digits and commas get their thousands separators as typed; anything else is left for the check. */
export function formatRateInput(typed: string): string {
  if (!/^[\d,\s]*$/.test(typed)) return typed;
  const digits = typed.replace(/\D/g, '');
  return digits ? withSeparators(Number(digits)) : '';
}

/** Duration input: digits only, at most 2. */
export const durationInput = (typed: string) => typed.replace(/\D/g, '').slice(0, DURATION_DIGITS);

const validDuration = (text: string) => {
  const d = Number(text);
  return /^\d{1,2}$/.test(text.trim()) && d >= 1 ? d : undefined;
};

/** Total = daily rate x duration (read-only), or undefined while either is missing. */
export function nurseJobTotal(rate: string, days: string): number | undefined {
  const r = parseUGX(rate);
  const d = validDuration(days);
  return r === undefined || d === undefined ? undefined : r * d;
}

/** End date = start date + duration days (read-only), or '' while either is missing. */
export function nurseJobEnd(start: string, days: string): string {
  return endDateFrom(start, validDuration(days));
}

/**
 * Under the end date: "Ends 07-12-2026 (last day of care 06-12)" (issue 37:
 * end date = start + duration is the day after the last day of care), or
 * how it is worked out while the start or the duration is missing.
 */
export function nurseJobEndNote(start: string, days: string): string {
  const duration = validDuration(days);
  const end = endDateFrom(start, duration);
  if (!end || duration === undefined) return 'Start date + duration';
  return `Ends ${formatDate(end)} (${lastDayOfCareText(start, duration)})`;
}

/**
 * A job card's days of care as a nurse job's duration: its start_date to
 * its end_date (the last day), both counted; undefined when it has not both
 * or they do not fit a job (1 to 99 days).
 */
export function cardDuration(card: {
  start_date?: string | null;
  end_date?: string | null;
}): number | undefined {
  if (!card.start_date || !card.end_date) return undefined;
  const days = daysOfCare(card.start_date, card.end_date);
  return Number.isInteger(days) && days >= 1 && days <= 99 ? days : undefined;
}

type Days = { start: string; duration: string };

/**
 * What a chosen job card fills (issue 37: the job covers exactly the card's
 * days): its start date in place of an empty one, or of one a card filled
 * before (`filled`); then, when the job starts on the card's first day, its
 * days of care as the duration, on the same terms.
 */
export function daysFromCard(
  card: { start_date?: string | null; end_date?: string | null },
  now: Days,
  filled: Days,
): { start?: string; duration?: string } {
  const start =
    card.start_date && (now.start === '' || now.start === filled.start)
      ? card.start_date
      : undefined;
  const days = cardDuration(card);
  const fillDays =
    days !== undefined &&
    (start ?? now.start) === card.start_date &&
    (now.duration === '' || now.duration === filled.duration);
  return { ...(start ? { start } : {}), ...(fillDays ? { duration: String(days) } : {}) };
}

const hour = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;

/** A shift's hours in Kampala, e.g. Night: 19:00 to 07:00 the next morning. */
export function shiftHours(shift: NurseJobShift): string {
  if (shift === WHOLE_DAY) return 'The whole day and night';
  const { start, end } = SHIFT_HOURS[shift];
  return `${hour(start)} to ${hour(end)}${end > 24 ? ' the next morning' : ''}`;
}

/** The days and shift the booking check asks about, or null while they are incomplete. */
export function bookingCheckDays(
  start: string,
  days: string,
  shift: NurseJobShift,
): { start_date: string; duration: number; shift: NurseJobShift } | null {
  const duration = validDuration(days);
  // A start typed as 31-02-2030 (issue 38) is refused by the form, not asked of the API.
  if (duration === undefined || !isWholeDate(start)) return null;
  return { start_date: start, duration, shift };
}

/** The edit form's status list: the current status and the moves allowed from it (ruling 27). */
export function nurseJobStatusChoices(current: string): JobStatus[] {
  const status = canonicalJobStatus(current);
  return status ? [status, ...JOB_TRANSITIONS[status]] : [];
}

/** The status list as options, started ones greyed out before `start` (issue 36). */
export const nurseJobStatusOptions = (current: string, start: string, today?: string) =>
  jobStatusOptions(nurseJobStatusChoices(current), canonicalJobStatus(current), start, { today });

/** POST body; the key is the dialog's, so a retry is recognised as the same request. */
export function nurseJobCreateBody(values: NurseJobForm, idempotencyKey: string): NurseJobCreate {
  const v = nurseJobFormSchema.parse(values);
  return {
    jobId: v.jobId,
    start_date: v.start_date,
    duration: v.duration,
    shift: v.shift,
    rate: v.rate,
    idempotency_key: idempotencyKey,
  };
}

/** PUT body: only what changed, with the version last seen. */
export function nurseJobUpdateBody(values: NurseJobForm, job: NurseJob): NurseJobUpdate {
  const v = nurseJobFormSchema.parse(values);
  const body: NurseJobUpdate = { updatedAt: job.updatedAt };
  if (v.status !== job.status) body.status = v.status;
  if (v.payment_status !== job.payment_status) body.payment_status = v.payment_status;
  if (v.start_date !== job.start_date) body.start_date = v.start_date;
  if (v.duration !== job.duration) body.duration = v.duration;
  if (v.shift !== job.shift) body.shift = v.shift;
  if (v.rate !== job.rate) body.rate = v.rate;
  return body;
}
