import { z } from 'zod';
import {
  NURSE_WIZARD_STEPS,
  nurseProfileSchema,
  nursePayloadFromWizard,
  optionalDateField,
  optionalText,
  type Nurse,
  type NurseCreate,
  type NurseUpdate,
} from '@app/contract';

/** What the wizard holds: text as typed, null for an empty choice. */
export type NurseWizardForm = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  /** Issue 25: where pay goes; empty pays the phone number. */
  mobile_money_number: string;
  other_number: string;
  gender: string | null;
  date_of_birth: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  availability: string | null;
  work_status: string | null;
  employment_status: string;
  about_me: string;
  personal_statement: string;
  ref_name: string;
  ref_email: string;
  ref_phone_number: string;
  pastPosition: string;
  work_place: string;
  work_started: string;
  work_ended: string;
  isCurrentPosition: boolean;
  work_description: string;
  qualification: string | null;
  education_level: string | null;
  school: string;
  school_started: string;
  school_ended: string;
  graduation_year: string;
  grade: string;
  certificate_no: string;
};

export type WizardField = keyof NurseWizardForm;

const endAfterStart = 'The end date is before the start date';

const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** An end date before its start date, checked on whatever else the form holds. */
function endBeforeStart(start: unknown, end: unknown): boolean {
  return isDate(start) && isDate(end) && end < start;
}

/**
 * The wizard's flat fields checked as the API checks the three parts
 * (nurseProfileSchema, nurseWorkSchema, nurseAcademicsSchema), so each error
 * sits on the field that caused it. Text is trimmed by the schemas.
 */
export const nurseWizardSchema = nurseProfileSchema
  .extend({
    pastPosition: optionalText(120),
    work_place: optionalText(120),
    work_started: optionalDateField(),
    work_ended: optionalDateField(),
    isCurrentPosition: z.boolean().default(false),
    work_description: optionalText(2000),
    school: optionalText(160),
    school_started: optionalDateField(),
    school_ended: optionalDateField(),
    grade: optionalText(40),
  })
  .superRefine(
    (v, ctx) => {
      if (endBeforeStart(v.work_started, v.work_ended)) {
        ctx.addIssue({ code: 'custom', message: endAfterStart, path: ['work_ended'] });
      }
      if (endBeforeStart(v.school_started, v.school_ended)) {
        ctx.addIssue({ code: 'custom', message: endAfterStart, path: ['school_ended'] });
      }
    },
    // Also while other steps are still empty: Next checks a step's dates as Save does.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

/** The fields of each step (SPEC 2: 4 steps), typed for the form. */
export const STEP_FIELDS: readonly (readonly WizardField[])[] = NURSE_WIZARD_STEPS.map(
  (step) => step.fields,
);

/** The first step holding one of the fields in error, or undefined. */
export function firstStepWithError(fields: readonly string[]): number | undefined {
  const index = STEP_FIELDS.findIndex((stepFields) =>
    stepFields.some((field) => fields.includes(field)),
  );
  return index === -1 ? undefined : index;
}

export const emptyNurseWizardForm = (): NurseWizardForm => ({
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  mobile_money_number: '',
  other_number: '',
  gender: null,
  date_of_birth: '',
  address: '',
  latitude: null,
  longitude: null,
  availability: null,
  work_status: null,
  employment_status: '',
  about_me: '',
  personal_statement: '',
  ref_name: '',
  ref_email: '',
  ref_phone_number: '',
  pastPosition: '',
  work_place: '',
  work_started: '',
  work_ended: '',
  isCurrentPosition: false,
  work_description: '',
  qualification: null,
  education_level: null,
  school: '',
  school_started: '',
  school_ended: '',
  graduation_year: '',
  grade: '',
  certificate_no: '',
});

const text = (value: string | null | undefined) => value ?? '';

/** The wizard filled with a nurse's profile, latest work and academics, for editing. */
export function nurseWizardFormFrom(nurse: Nurse): NurseWizardForm {
  const work = nurse.work[0];
  const school = nurse.academics[0];
  return {
    first_name: nurse.first_name,
    last_name: nurse.last_name,
    email: nurse.email,
    phone_number: nurse.phone_number,
    mobile_money_number: text(nurse.mobile_money_number),
    other_number: text(nurse.other_number),
    gender: nurse.gender,
    date_of_birth: text(nurse.date_of_birth),
    address: text(nurse.address),
    latitude: nurse.latitude,
    longitude: nurse.longitude,
    availability: nurse.availability,
    work_status: nurse.work_status,
    employment_status: text(nurse.employment_status),
    about_me: text(nurse.about_me),
    personal_statement: text(nurse.personal_statement),
    ref_name: text(nurse.ref_name),
    ref_email: text(nurse.ref_email),
    ref_phone_number: text(nurse.ref_phone_number),
    pastPosition: text(work?.position),
    work_place: text(work?.company),
    work_started: text(work?.startDate),
    work_ended: text(work?.endDate),
    isCurrentPosition: work?.currentPosition ?? false,
    work_description: text(work?.description),
    qualification: nurse.qualification,
    education_level: nurse.education_level,
    school: text(school?.school),
    school_started: text(school?.startDate),
    school_ended: text(school?.endDate),
    graduation_year: String(nurse.graduation_year),
    grade: text(school?.grade),
    certificate_no: text(nurse.certificate_no),
  };
}

/** POST /careteam body: {nurse, work, academics} (academics startDate = school started). */
export function nurseCreateBody(values: NurseWizardForm): NurseCreate {
  return nursePayloadFromWizard(nurseWizardSchema.parse(values));
}

/** PUT /careteam/{id} body: the same parts and the version last seen (409 when stale). */
export function nurseUpdateBody(values: NurseWizardForm, nurse: Nurse): NurseUpdate {
  return {
    ...nurseCreateBody(values),
    firebaseId: nurse.firebaseId,
    updatedAt: nurse.updatedAt,
  };
}
