// Canonical enumerations of the product (SPEC sections 3, 4, 9; ruling 8, 10).
// Where the spec spells a value several ways, the canonical spelling is stored
// and the variants are accepted on input (see `canonical*` helpers).

export const ROLES = ['ADMIN', 'STAFF'] as const;
export type Role = (typeof ROLES)[number];

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

export const NURSE_PAY_STATUSES = ['Paid', 'UnPaid'] as const;
export const INCOME_PAY_STATUSES = ['Paid', 'UnPaid', 'Pending'] as const;
export type IncomePayStatus = (typeof INCOME_PAY_STATUSES)[number];

export const ACCOUNT_STATUSES = ['ACTIVE', 'BLOCKED', 'SUSPENDED'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const BOOKING_STATUSES = [
  'Pending',
  'Accepted',
  'onGoing',
  'Completed',
  'Cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Booking list filters (ruling 18). */
export const BOOKING_FILTERS = {
  new: ['Pending'],
  active: ['Accepted', 'onGoing'],
  completed: ['Completed', 'Cancelled'],
} as const satisfies Record<string, readonly BookingStatus[]>;

export const SHOP_ORDER_STATUSES = [
  'Pending',
  'Confirmed',
  'Received',
  'Completed',
  'Cancelled',
] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];

export const CUSTOMER_TYPES = ['parent', 'expecting', 'other'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export function canonicalCustomerType(value: string): CustomerType | undefined {
  const v = value.trim().toLowerCase();
  if (v === 'others') return 'other';
  return (CUSTOMER_TYPES as readonly string[]).includes(v) ? (v as CustomerType) : undefined;
}

export const CUSTOMER_GENDERS = ['Female', 'Male'] as const;
export const NURSE_GENDERS = ['Male', 'Female', 'N/A'] as const;
export const PATIENT_GENDERS = ['Male', 'Female'] as const;

export function canonicalPatientGender(
  value: string,
): (typeof PATIENT_GENDERS)[number] | undefined {
  const v = value.trim().toLowerCase();
  if (v === 'male') return 'Male';
  if (v === 'female' || v === 'femal') return 'Female';
  return undefined;
}

export const CUSTOMER_PRODUCTS = [
  'Prepared mama bag',
  'Mama kit value',
  'Patient care services',
  'Postnatal care services',
] as const;

/** SPEC 5: these products make the new customer a parent; anything else is other. */
export const PARENT_PRODUCTS: readonly string[] = [
  'Prepared mama bag',
  'Mama kit value',
  'Postnatal care services',
];

export const NOTIFICATION_CATEGORIES = ['update', 'postAlert', 'info'] as const;
export const CLICK_TARGETS = ['HEALTH_FEED_CREATE', 'USER_POSTS', 'MAIN_HOME'] as const;
export const CARE_TIP_CATEGORIES = [
  'General',
  'Baby',
  'Pregnancy',
  'Postnatal',
  'Depression',
] as const;
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

export const ORDER_PRODUCTS = [
  'PREPARED MAMA',
  'PATIENT CARE',
  'POSTNATAL CARE',
  'VALUE KIT',
  'SHOP',
] as const;

export const LEAD_SOURCES = [
  'App',
  'Social network',
  'Messaging app',
  'Referral',
  'Ride-hailing',
  'E-commerce marketplace',
  'Returning',
  'Website',
] as const;

export const STATIONS = [
  'Kikubo',
  'Mutungo',
  'Head Office',
  'Nassana',
  'Courier station',
  'E-commerce marketplace',
] as const;

export const PAYMENT_METHODS = [
  'Bank Deposit',
  'Airtel Account',
  'Mobile Money',
  'Mobile payment provider',
  'Ride-hailing',
  'Cheque',
  'Cash',
] as const;

/** How spellings compare: case, spacing, hyphens and a leading article aside. */
const choiceKey = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .replace(/^(a|an|the) /, '');

/**
 * The canonical value among `choices` that a spelling names, or undefined
 * (ruling 10): any case, and the spec's other spellings in `aliases`.
 */
export function canonicalChoice<T extends string>(
  choices: readonly T[],
  aliases: Record<string, T> = {},
): (value: string) => T | undefined {
  const byKey = new Map<string, T>();
  for (const c of choices) byKey.set(choiceKey(c), c);
  for (const [spelling, c] of Object.entries(aliases)) byKey.set(choiceKey(spelling), c);
  return (value) => byKey.get(choiceKey(value));
}

// SPEC 9's spellings of the ledger's choices ('Value kit', 'Referal', 'a
// ride-hailing service', ...), and the customer products they stand for.
export const canonicalOrderProduct = canonicalChoice(ORDER_PRODUCTS, {
  'shop product': 'SHOP',
  'Prepared mama bag': 'PREPARED MAMA',
  'Mama kit value': 'VALUE KIT',
  'Mama kit': 'VALUE KIT',
  'Patient care services': 'PATIENT CARE',
  'Postnatal care services': 'POSTNATAL CARE',
});
export const canonicalLeadSource = canonicalChoice(LEAD_SOURCES, {
  Referal: 'Referral',
  'ride hailing service': 'Ride-hailing',
  'ecommerce marketplace': 'E-commerce marketplace',
});
export const canonicalStation = canonicalChoice(STATIONS, {
  courier: 'Courier station',
  'ecommerce marketplace': 'E-commerce marketplace',
});
export const canonicalPaymentMethod = canonicalChoice(PAYMENT_METHODS, {
  'ride hailing service': 'Ride-hailing',
});
export const canonicalIncomePayStatus = canonicalChoice(INCOME_PAY_STATUSES);

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
