import { z } from 'zod';
import {
  JOB_TRANSITIONS,
  NURSE_PAY_STATUSES,
  canonicalJobStatus,
  nurseJobFieldsSchema,
  parseUGX,
  type JobStatus,
  type NurseJob,
  type NurseJobCreate,
  type NurseJobUpdate,
} from '@app/contract';
import { endDateFrom } from '../../../lib/end-date';
import { NURSE_JOB_MSG } from '../messages';

/** What the nurse job dialog holds: text as typed. */
export type NurseJobForm = {
  jobId: number | null;
  start_date: string;
  duration: string;
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
    status: z.string(),
    payment_status: z.enum(NURSE_PAY_STATUSES),
  });

export const emptyNurseJobForm = (): NurseJobForm => ({
  jobId: null,
  start_date: '',
  duration: '',
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

/** The edit form's status list: the current status and the moves allowed from it (ruling 27). */
export function nurseJobStatusChoices(current: string): JobStatus[] {
  const status = canonicalJobStatus(current);
  return status ? [status, ...JOB_TRANSITIONS[status]] : [];
}

/** POST body; the key is the dialog's, so a retry is recognised as the same request. */
export function nurseJobCreateBody(values: NurseJobForm, idempotencyKey: string): NurseJobCreate {
  const v = nurseJobFormSchema.parse(values);
  return {
    jobId: v.jobId,
    start_date: v.start_date,
    duration: v.duration,
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
  if (v.rate !== job.rate) body.rate = v.rate;
  return body;
}
