import { z } from 'zod';
import {
  AGE_GROUPS,
  BEDSIDE_TASKS,
  DISEASES,
  JOB_STATUSES,
  PHYSIO_SERVICES,
  RELATIONS,
  SERVICE_PACKAGES,
  SHIFTS,
  canonicalJobStatus,
  canonicalPatientGender,
} from './enums/jobcards.ts';
import {
  dateField,
  latitudeField,
  longitudeField,
  optionalDateField,
  optionalMoneyField,
  optionalText,
  requiredText,
  versionField,
  numeric,
  idField,
} from './fields.ts';
import { MSG } from './messages.ts';
import { pageQuerySchema } from './envelope.ts';

const required = { error: MSG.fieldRequired };

const patientGender = z
  .string(required)
  .min(1, MSG.fieldRequired)
  .refine((v) => canonicalPatientGender(v) !== undefined, MSG.fieldRequired)
  .transform((v) => canonicalPatientGender(v)!);

export const jobStatusField = z
  .string()
  .refine((v) => canonicalJobStatus(v) !== undefined, `Status is one of ${JOB_STATUSES.join(', ')}`)
  .transform((v) => canonicalJobStatus(v)!);

const count = (max: number) =>
  numeric(z.number().int().min(0).max(max))
    .nullish()
    .transform((v) => v ?? null);

/** SPEC 5 job card form: the fields staff fill in; the same rules on create and edit. */
export const jobCardFieldsSchema = z
  .object({
    service: z.enum(SERVICE_PACKAGES, required),
    patient_name: optionalText(120),
    gender: patientGender,
    start_date: dateField(),
    end_date: optionalDateField(),
    facility: requiredText(120),
    medical_condition: z.enum(DISEASES, required),
    address: requiredText(200),
    latitude: latitudeField(),
    longitude: longitudeField(),
    relation: z
      .enum(RELATIONS)
      .nullish()
      .transform((v) => v ?? null),
    age_group: z
      .enum(AGE_GROUPS)
      .nullish()
      .transform((v) => v ?? null),
    pysio_services: z.array(z.enum(PHYSIO_SERVICES)).max(PHYSIO_SERVICES.length).default([]),
    care_services: z.array(z.enum(BEDSIDE_TASKS)).max(BEDSIDE_TASKS.length).default([]),
    thc_description: optionalText(2000),
    description: optionalText(2000),
    invoice_number: optionalText(40),
    invoice_amount: optionalMoneyField(),
    receipt_number: optionalText(40),
    receipt_amount: optionalMoneyField(),
    days: count(365),
    nights: count(365),
    shifts: z
      .enum(SHIFTS)
      .nullish()
      .transform((v) => v ?? null),
    has_doctor: z
      .union([z.boolean(), z.enum(['true', 'false', 'yes', 'no', 'Yes', 'No'])])
      .default(false)
      .transform((v) => v === true || v === 'true' || v === 'yes' || v === 'Yes'),
    medication_application: optionalText(500),
    requested_by: optionalText(120),
  })
  .refine((v) => !v.end_date || v.end_date >= v.start_date, {
    message: 'The end date is before the start date',
    path: ['end_date'],
  });

/** Creation: the fields plus the selected customer (SPEC 5: saving requires one). */
export const jobCardCreateSchema = z.intersection(
  jobCardFieldsSchema,
  z.object({
    UserId: idField('Select a customer'),
    /** The booking this card schedules, when made from one (issue 5). */
    bookingId: idField().nullish(),
  }),
);
export type JobCardCreate = z.input<typeof jobCardCreateSchema>;

type JobCardFields = z.output<typeof jobCardFieldsSchema>;

/**
 * Update: a status move alone (the dialog's Start / Cancel / Complete), or a
 * full edit of the fields (validated like a create, ruling 14), or both.
 * Any field present makes it an edit, so an invalid edit is refused whole
 * rather than read as a bare status move. `updatedAt` guards against
 * overwriting someone else's change (API.md).
 */
/**
 * Issue 37: what happens to a card's open (pending or ongoing) nurse jobs
 * when a person completes or cancels the card: 'complete' ends those that
 * have started (paying the days worked) and cancels those that have not;
 * 'cancel' cancels them all. Without it, a card with open jobs answers 409.
 */
export const OPEN_NURSE_JOB_CHOICES = ['complete', 'cancel'] as const;
export type OpenNurseJobChoice = (typeof OPEN_NURSE_JOB_CHOICES)[number];
const openNurseJobsField = z.enum(OPEN_NURSE_JOB_CHOICES, {
  error: 'open_nurse_jobs is complete or cancel',
});

export const jobCardUpdateSchema = z
  .looseObject({
    status: jobStatusField.optional(),
    updatedAt: versionField(),
    open_nurse_jobs: openNurseJobsField.optional(),
  })
  .transform((body, ctx) => {
    const { status, updatedAt, open_nurse_jobs, ...rest } = body;
    let fields: JobCardFields | undefined;
    if (Object.keys(rest).length > 0) {
      const parsed = jobCardFieldsSchema.safeParse(rest);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
        }
        return z.NEVER;
      }
      fields = parsed.data;
    } else if (!status) {
      ctx.addIssue({ code: 'custom', message: 'Nothing to change', path: ['status'] });
      return z.NEVER;
    }
    return { status, updatedAt, fields, open_nurse_jobs };
  });
export type JobCardUpdate = z.input<typeof jobCardUpdateSchema>;

export const jobCardSchema = z.object({
  id: z.number(),
  care_card_number: z.string(),
  client_name: z.string(),
  contact: z.string().nullable(),
  patient_name: z.string().nullable(),
  service: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  status: z.enum(JOB_STATUSES),
  facility: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  relation: z.string().nullable(),
  age_group: z.string().nullable(),
  gender: z.string().nullable(),
  medical_condition: z.string().nullable(),
  pysio_services: z.array(z.string()),
  care_services: z.array(z.string()),
  thc_description: z.string().nullable(),
  description: z.string().nullable(),
  invoice_number: z.string().nullable(),
  invoice_amount: z.number().nullable(),
  receipt_number: z.string().nullable(),
  receipt_amount: z.number().nullable(),
  days: z.number().nullable(),
  nights: z.number().nullable(),
  duration: z.number().nullable(),
  shifts: z.string().nullable(),
  has_doctor: z.boolean(),
  medication_application: z.string().nullable(),
  requested_via: z.string(),
  requested_by: z.string().nullable(),
  UserId: z.number(),
  bookingId: z.number().nullable(),
  DashboardUserId: z.string().nullable(),
  created_by: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JobCard = z.infer<typeof jobCardSchema>;

export const jobCardListQuerySchema = pageQuerySchema.extend({ status: jobStatusField.optional() });

export const rowsAndCount = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), count: z.number().int() });
