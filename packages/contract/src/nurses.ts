import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  AVAILABILITY,
  EDUCATION_LEVELS,
  NURSE_GENDERS,
  QUALIFICATIONS,
  WORK_STATUSES,
} from './enums/nurses.ts';
import {
  latitudeField,
  longitudeField,
  optionalDateField,
  optionalPhoneField,
  optionalText,
  phoneField,
  requiredText,
  versionField,
  idField,
} from './fields.ts';
import { MSG } from './messages.ts';
import { LICENCE_STATES, licenceCopySchema } from './schedule.ts';

const required = { error: MSG.fieldRequired };
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values)
    .nullish()
    .transform((v) => v ?? null);

/** SPEC 5: 'E-mail is required', 'E-mail must be valid' (an @ and a dot). */
const nurseEmail = z
  .string({ error: 'E-mail is required' })
  .trim()
  .min(1, 'E-mail is required')
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'E-mail must be valid')
  .transform((v) => v.toLowerCase());

const optionalNurseEmail = z
  .string()
  .trim()
  .max(254)
  .nullish()
  .refine((v) => !v || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'E-mail must be valid')
  .transform((v) => (v ? v.toLowerCase() : null));

const graduationYear = z
  .union([z.number(), z.string()], required)
  .transform((v) => String(v).trim())
  .refine((v) => v.length > 0, MSG.fieldRequired)
  .refine((v) => /^\d{4}$/.test(v), 'Enter a 4-digit year')
  .transform(Number)
  .refine((y) => y >= 1950 && y <= new Date().getUTCFullYear() + 6, 'Enter a real graduation year');

/** The profile part of the create payload (SPEC 3 nurse). */
export const nurseProfileSchema = z.object({
  first_name: requiredText(60),
  last_name: requiredText(60),
  email: nurseEmail,
  phone_number: phoneField(),
  /** Issue 25: where pay goes (E.164); empty: the phone number. */
  mobile_money_number: optionalPhoneField(),
  other_number: optionalPhoneField(),
  gender: optionalEnum(NURSE_GENDERS),
  date_of_birth: optionalDateField(),
  address: optionalText(200),
  latitude: latitudeField(),
  longitude: longitudeField(),
  about_me: optionalText(2000),
  personal_statement: optionalText(2000),
  availability: optionalEnum(AVAILABILITY),
  work_status: optionalEnum(WORK_STATUSES),
  employment_status: optionalText(60),
  ref_name: optionalText(120),
  ref_phone_number: optionalPhoneField(),
  ref_email: optionalNurseEmail,
  certificate_no: optionalText(60),
  qualification: z.enum(QUALIFICATIONS, required),
  education_level: optionalEnum(EDUCATION_LEVELS),
  graduation_year: graduationYear,
});

/** SPEC 3 work: the most recent position. */
export const nurseWorkSchema = z
  .object({
    position: optionalText(120),
    company: optionalText(120),
    currentPosition: z.boolean().default(false),
    startDate: optionalDateField(),
    endDate: optionalDateField(),
    description: optionalText(2000),
  })
  .refine((w) => !w.startDate || !w.endDate || w.endDate >= w.startDate, {
    message: 'The end date is before the start date',
    path: ['endDate'],
  });

/** SPEC 3 academics; startDate is when school started (ruling 13: no swap). */
export const nurseAcademicsSchema = z
  .object({
    qualification: optionalText(120),
    school: optionalText(160),
    course: z.array(z.string().trim().max(160)).max(10).default([]),
    startDate: optionalDateField(),
    endDate: optionalDateField(),
    grade: optionalText(40),
  })
  .refine((a) => !a.startDate || !a.endDate || a.endDate >= a.startDate, {
    message: 'The end date is before the start date',
    path: ['endDate'],
  });

/** POST /careteam: the three parts, saved together (SPEC 3). */
export const nurseCreateSchema = z.object({
  nurse: nurseProfileSchema,
  work: nurseWorkSchema.optional(),
  academics: nurseAcademicsSchema.optional(),
});
export type NurseCreate = z.input<typeof nurseCreateSchema>;

/** PUT /careteam/{id}: the same parts, validated the same way (ruling 14). */
export const nurseUpdateSchema = nurseCreateSchema.extend({
  firebaseId: z.string().trim().max(200).nullish(),
  updatedAt: versionField(),
});
export type NurseUpdate = z.input<typeof nurseUpdateSchema>;

const accountStatus = z.enum(ACCOUNT_STATUSES);

/** SPEC 3 Nurse as listed. */
export const nurseListItemSchema = z.object({
  id: z.number(),
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  verified: z.boolean(),
  rating: z.number().nullable(),
  profile_picture: z.string(),
  phone_number: z.string(),
  email: z.string(),
  care_number: z.string(),
  firebaseId: z.string().nullable(),
  blocked_user: z.object({ status: accountStatus }),
  /** Issue 27: the practising licence's last valid day, its state today, and the nurse's station. */
  licence_expiry: z.string().nullable(),
  licence_state: z.enum(LICENCE_STATES),
  station: z.string().nullable(),
});
export type NurseListItem = z.infer<typeof nurseListItemSchema>;

/** GET /careteam/{id}: the whole profile in one answer (ruling 28). */
export const nurseSchema = nurseListItemSchema.extend({
  username: z.string(),
  /** Issue 25: null pays the phone number. */
  mobile_money_number: z.string().nullable(),
  other_number: z.string().nullable(),
  gender: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  about_me: z.string().nullable(),
  personal_statement: z.string().nullable(),
  join_date: z.string(),
  active: z.boolean(),
  online: z.boolean(),
  profileComplete: z.boolean(),
  ref_name: z.string().nullable(),
  ref_phone_number: z.string().nullable(),
  ref_email: z.string().nullable(),
  employment_status: z.string().nullable(),
  work_status: z.string().nullable(),
  availability: z.string().nullable(),
  certificate_no: z.string().nullable(),
  qualification: z.string(),
  education_level: z.string().nullable(),
  graduation_year: z.number(),
  work: z.array(
    z.object({
      id: z.number(),
      position: z.string().nullable(),
      company: z.string().nullable(),
      currentPosition: z.boolean(),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
      description: z.string().nullable(),
    }),
  ),
  academics: z.array(
    z.object({
      id: z.number(),
      qualification: z.string().nullable(),
      school: z.string().nullable(),
      course: z.array(z.string()),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
      grade: z.string().nullable(),
    }),
  ),
  /** Issue 26: when the nurse objected to marketing (group SMS); null: she has not. */
  marketing_objected_at: z.string().nullable(),
  /** When her personal data was erased; null: it was not. */
  erased_at: z.string().nullable(),
  /** Issue 27: UNMC registration and practising licence numbers; the licence's stored copy. */
  unmc_registration_number: z.string().nullable(),
  licence_number: z.string().nullable(),
  licence_copy: licenceCopySchema.nullable(),
  /** Whether a calendar feed address is live (its secret is shown only when made). */
  calendar_feed: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Nurse = z.infer<typeof nurseSchema>;

export const nurseListQuerySchema = z.object({
  status: z.enum(['true', 'false']).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(40),
});

export const approveSchema = z.object({
  verified: z.boolean({ error: 'verified is true or false' }),
  firebaseId: z.string().nullish(),
  phone_number: z.string().nullish(),
  email: z.string().nullish(),
});

/** SPEC 7 blockAccount: status, user_id, nurseId, update. */
export const accountStatusSchema = z.object({
  status: accountStatus,
  nurseId: idField(),
  user_id: z.string().nullish(),
  update: z.boolean().optional(),
});

/** A second nurse with an e-mail already in use is refused (issue 21.10); details name the other. */
export const NURSE_DUPLICATE_EMAIL = 'A nurse with this e-mail already exists';
