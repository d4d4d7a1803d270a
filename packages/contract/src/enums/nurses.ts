// nurses: canonical lists of the area (SPEC 3, 4, 9). Where the spec spells a value
// several ways, the canonical spelling is stored and the variants accepted.

export const ACCOUNT_STATUSES = ['ACTIVE', 'BLOCKED', 'SUSPENDED'] as const;

export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const NURSE_GENDERS = ['Male', 'Female', 'N/A'] as const;

export const EDUCATION_LEVELS = [
  'Certificate',
  'Diploma',
  'Degree',
  'Masters',
  'PhD',
  'Others',
] as const;

export const AVAILABILITY = ['Full time', 'Night Time', 'Day Time', 'Weekends', 'N/A'] as const;

export const WORK_STATUSES = ['Student', 'Internship', 'Employed', 'Unemployed', 'Others'] as const;

export const QUALIFICATIONS = [
  'Registered Bachelor of Science Nursing',
  'Registered Bachelor of Science Midwifery',
  'Registered Comprehensive Nurse',
  'Registered Nurse',
  'Registered Midwife',
  'Enrolled Comprehensive Nurse',
  'Enrolled Nurse',
  'Enrolled Midwife',
  'Diploma in Nursing',
  'Diploma in Midwifery',
  'Certificate in Nursing',
  'Certificate in Midwifery',
  'Nursing Assistant',
  'Physiotherapist',
  'Clinical Officer',
  'Caregiver',
  'Village Health Team',
  'Others',
] as const;
