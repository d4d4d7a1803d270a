import type { z } from 'zod';
import type { NurseCreate, nurseProfileSchema } from './nurses.ts';

/**
 * The wizard's flat fields (SPEC 2: Basic Information, Basic Info cont'd,
 * Work History, Education Background) and their mapping to the payload.
 */
export const NURSE_WIZARD_STEPS = [
  {
    title: 'Basic Information',
    fields: [
      'first_name',
      'last_name',
      'email',
      'phone_number',
      'mobile_money_number',
      'other_number',
      'gender',
      'date_of_birth',
      'address',
    ],
  },
  {
    title: "Basic Info cont'd",
    fields: [
      'availability',
      'work_status',
      'employment_status',
      'about_me',
      'personal_statement',
      'ref_name',
      'ref_email',
      'ref_phone_number',
    ],
  },
  {
    title: 'Work History',
    fields: [
      'pastPosition',
      'work_place',
      'work_started',
      'work_ended',
      'isCurrentPosition',
      'work_description',
    ],
  },
  {
    title: 'Education Background',
    fields: [
      'qualification',
      'education_level',
      'school',
      'school_started',
      'school_ended',
      'graduation_year',
      'grade',
      'certificate_no',
    ],
  },
] as const;

export type NurseWizardValues = z.input<typeof nurseProfileSchema> & {
  pastPosition?: string | null;
  work_place?: string | null;
  work_started?: string | null;
  work_ended?: string | null;
  isCurrentPosition?: boolean;
  work_description?: string | null;
  school?: string | null;
  school_started?: string | null;
  school_ended?: string | null;
  grade?: string | null;
};

/** The wizard's values as the API's three parts; the course list holds the qualification. */
export function nursePayloadFromWizard(v: NurseWizardValues): NurseCreate {
  const {
    pastPosition,
    work_place,
    work_started,
    work_ended,
    isCurrentPosition,
    work_description,
    school,
    school_started,
    school_ended,
    grade,
    ...nurse
  } = v;
  return {
    nurse,
    work: {
      position: pastPosition ?? null,
      company: work_place ?? null,
      currentPosition: isCurrentPosition ?? false,
      startDate: work_started ?? null,
      endDate: work_ended ?? null,
      description: work_description ?? null,
    },
    academics: {
      qualification: nurse.qualification ?? null,
      school: school ?? null,
      course: nurse.qualification ? [nurse.qualification] : [],
      startDate: school_started ?? null,
      endDate: school_ended ?? null,
      grade: grade ?? null,
    },
  };
}
