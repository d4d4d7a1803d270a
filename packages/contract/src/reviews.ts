import { z } from 'zod';
import { idField, numeric, requiredText } from './fields.ts';

// Reviews of a nurse's job by the customer (SPEC 3 Review).

const CHOOSE_JOB = 'Choose the job to review';
const reviewedJob = idField(CHOOSE_JOB).nullish();

/**
 * SPEC 3 review: `job_id` is the nurse job reviewed; `nurse_job_id` (what the
 * web app sends) is the same, and the output carries it as `nurse_job_id`.
 */
export const reviewCreateSchema = z
  .object({
    job_id: reviewedJob,
    nurse_job_id: reviewedJob,
    nps: numeric(
      z
        .number({ error: 'NPS is 1 to 10' })
        .int('NPS is 1 to 10')
        .min(1, 'NPS is 1 to 10')
        .max(10, 'NPS is 1 to 10'),
    ),
    customer_review: requiredText(1000),
    nurse_review: requiredText(1000),
  })
  .superRefine((v, ctx) => {
    if (v.job_id == null && v.nurse_job_id == null)
      ctx.addIssue({ code: 'custom', path: ['job_id'], message: CHOOSE_JOB });
    else if (v.job_id != null && v.nurse_job_id != null && v.job_id !== v.nurse_job_id)
      ctx.addIssue({
        code: 'custom',
        path: ['nurse_job_id'],
        message: 'job_id and nurse_job_id name two different jobs',
      });
  })
  .transform(({ job_id, nurse_job_id, ...rest }) => ({
    ...rest,
    nurse_job_id: (job_id ?? nurse_job_id)!,
  }));
export type ReviewCreate = z.input<typeof reviewCreateSchema>;

export const reviewSchema = z.object({
  id: z.number(),
  customer: z.string().nullable(),
  customer_review: z.string(),
  customer_rating: z.number().nullable(),
  nurse_review: z.string(),
  nps: z.number(),
  job_id: z.number().nullable(),
  nurse_job_id: z.number().nullable(),
  nurse_id: z.number(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Stars out of 5 in half steps from an NPS of 1 to 10. */
export const starsFromNps = (nps: number) => Math.round(nps) / 2;
