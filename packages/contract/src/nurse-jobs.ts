import { z } from 'zod';
import { NURSE_PAY_STATUSES } from './enums/nurse-jobs.ts';
import { MONEY_HINT, dateField, idField, numeric, versionField } from './fields.ts';
import { parseUGX } from './format.ts';
import { jobStatusField } from './jobcards.ts';
import { MSG } from './messages.ts';
import { NURSE_JOB_SHIFTS } from './schedule.ts';

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
    .refine((v) => parseUGX(v) !== undefined, MONEY_HINT)
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
  end_date: z.string(),
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
