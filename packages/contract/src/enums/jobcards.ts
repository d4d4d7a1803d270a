// jobcards: canonical lists of the area (SPEC 3, 4, 9). Where the spec spells a value
// several ways, the canonical spelling is stored and the variants accepted.

export const JOB_STATUSES = ['pending', 'ongoing', 'cancelled', 'completed'] as const;

export type JobStatus = (typeof JOB_STATUSES)[number];

const JOB_STATUS_ALIASES: Record<string, JobStatus> = {
  canceled: 'cancelled',
  complete: 'completed',
};

export function canonicalJobStatus(value: string): JobStatus | undefined {
  const v = value.trim().toLowerCase();
  if ((JOB_STATUSES as readonly string[]).includes(v)) return v as JobStatus;
  // own keys only: 'constructor' or 'toString' are not statuses
  return Object.hasOwn(JOB_STATUS_ALIASES, v) ? JOB_STATUS_ALIASES[v] : undefined;
}

/** Allowed job card / nurse job moves (ruling 27). */
export const JOB_TRANSITIONS: Record<JobStatus, readonly JobStatus[]> = {
  pending: ['ongoing', 'cancelled', 'completed'],
  ongoing: ['cancelled', 'completed'],
  cancelled: [],
  completed: [],
};

export const PATIENT_GENDERS = ['Male', 'Female'] as const;

export function canonicalPatientGender(
  value: string,
): (typeof PATIENT_GENDERS)[number] | undefined {
  const v = value.trim().toLowerCase();
  if (v === 'male') return 'Male';
  if (v === 'female' || v === 'femal') return 'Female';
  return undefined;
}

export const RELATIONS = [
  'Spouse',
  'Wife',
  'Husband',
  'Partner',
  'Friend',
  'Uncle',
  'Aunt',
  'Mother',
  'Father',
  'Niece',
  'Nephew',
  'Formyself',
  'Brother',
  'Sister',
  'Others',
] as const;

export const AGE_GROUPS = [
  '0-1',
  '1-5',
  '5-12',
  '12-18',
  '18-25',
  '25-30',
  '30-40',
  '40-50',
  'Above 50',
] as const;

export const SERVICE_PACKAGES = [
  'Postnatal Care',
  'In home care',
  'In hospital care',
  'checkup',
] as const;

export const PHYSIO_SERVICES = ['Exercising', 'Walking', 'Stretching', 'Massaging'] as const;

export const SHIFTS = ['Day', 'Night'] as const;

export const DISEASES = [
  'Cancer',
  'HIV/AIDS',
  'TB',
  'Diabetes',
  'Hypertension',
  'Malaria',
  'C-section',
  'Normal delivery',
  'Stroke',
  'Asthma',
  'Heart disease',
  'Kidney disease',
  'Sickle cell',
  'Pneumonia',
  'Typhoid',
  'Arthritis',
  'Dementia',
  'Fracture',
  'Post-surgery recovery',
  'Others',
] as const;

/** Bedside (care) tasks of a job card's care_services (SPEC 9: about 50, 'All Services' to 'Others'). */
export const BEDSIDE_TASKS = [
  'All Services',
  'Bathing',
  'Bed bath',
  'Oral care',
  'Hair care',
  'Nail care',
  'Skin care',
  'Dressing',
  'Toileting',
  'Catheter care',
  'Diaper change',
  'Feeding',
  'Tube feeding',
  'Meal preparation',
  'Fluid intake monitoring',
  'Medication administration',
  'Injection',
  'IV line care',
  'Wound dressing',
  'Pressure sore prevention',
  'Turning and positioning',
  'Mobility assistance',
  'Transfer assistance',
  'Fall prevention',
  'Vital signs monitoring',
  'Blood pressure monitoring',
  'Blood sugar monitoring',
  'Temperature monitoring',
  'Oxygen therapy',
  'Nebulisation',
  'Suctioning',
  'Tracheostomy care',
  'Stoma care',
  'Post-operative care',
  'C-section wound care',
  'Breastfeeding support',
  'Newborn bathing',
  'Cord care',
  'Newborn feeding',
  'Kangaroo mother care',
  'Postnatal check',
  'Antenatal check',
  'Palliative care',
  'Pain management',
  'Companionship',
  'Emotional support',
  'Health education',
  'Laundry',
  'Housekeeping',
  'Escort to hospital',
  'Others',
] as const;

/**
 * A job card's health fields (issue 26): the medical condition and the care
 * given, as the job card names them (privacy.ts checks they are its fields).
 * The browser's offline copy never holds them (apps/web lib/offline-copy.ts).
 * Here, free of zod, so the first page's JS can read the list.
 */
export const HEALTH_FIELDS = [
  'medical_condition',
  'has_doctor',
  'care_services',
  'pysio_services',
  'thc_description',
  'description',
  'medication_application',
] as const;
export type HealthField = (typeof HEALTH_FIELDS)[number];
