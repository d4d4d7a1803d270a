import { z } from 'zod';
import { pageQuerySchema } from './envelope.ts';
import { MAX_DB_INT, dayField, numeric } from './fields.ts';
import type { HealthField } from './enums/jobcards.ts';
import type { JobCard } from './jobcards.ts';

// Personal data (issue 26, Uganda's Data Protection and Privacy Act 2019):
// a person's data exported on request, erased on request, every read of
// health data and every bulk export accounted for, kept no longer than the
// retention policy says, and marketing sent only to those who have not
// objected.

/** Whose personal data: a customer (and the patients of her job cards) or a nurse. */
export const DATA_SUBJECT_KINDS = ['customer', 'nurse'] as const;
export type DataSubjectKind = (typeof DATA_SUBJECT_KINDS)[number];

/** How a customer gave consent to her data being kept (recorded at creation). */
export const CONSENT_METHODS = ['app', 'phone', 'in_person'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];
export const CONSENT_METHOD_LABELS: Record<ConsentMethod, string> = {
  app: 'In the app',
  phone: 'By phone',
  in_person: 'In person',
};
export const consentMethodField = () =>
  z.enum(CONSENT_METHODS, { error: 'Choose how consent was given' });

/** Fails to compile if a health field (enums/jobcards.ts) is not a field of a job card. */
export type HealthFieldsOfJobCard = AllTrue<HealthField extends keyof JobCard ? true : false>;
type AllTrue<T extends true> = T;

/** What an access entry records: a read of health data, or a bulk export. */
export const ACCESS_ACTIONS = ['read', 'export'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/**
 * What was read or exported. job_card: one job card (GET /portal/jobcard/:id);
 * care_card: its PDF; customer_job_cards: a customer's job cards; ledger_csv,
 * payroll_file, pay_statement: bulk exports; subject_export: a person's data;
 * licence_copy: a nurse's practising licence copy (issue 27); pregnancy: a
 * customer's pregnancies and her care timeline; baby: her babies (issue 42).
 */
export const ACCESS_RECORDS = [
  'job_card',
  'care_card',
  'customer_job_cards',
  'ledger_csv',
  'payroll_file',
  'pay_statement',
  'subject_export',
  'licence_copy',
  'calendar_feed',
  'pregnancy',
  'baby',
] as const;
export type AccessRecord = (typeof ACCESS_RECORDS)[number];
export const ACCESS_RECORD_LABELS: Record<AccessRecord, string> = {
  job_card: 'Job card',
  care_card: 'Care card PDF',
  customer_job_cards: "Customer's job cards",
  ledger_csv: 'Ledger CSV',
  payroll_file: 'Payroll file',
  pay_statement: 'Pay statement',
  subject_export: 'Personal data export',
  licence_copy: "Nurse's licence copy",
  calendar_feed: "Nurse's calendar feed (read by her calendar app)",
  pregnancy: 'Pregnancy',
  baby: 'Baby',
};

const subjectId = z.coerce.number().int().positive().max(MAX_DB_INT);

export const accessLogQuerySchema = pageQuerySchema.extend({
  /** Entries about one person: both or neither. */
  subjectKind: z.enum(DATA_SUBJECT_KINDS).optional(),
  subjectId: subjectId.optional(),
  /** Entries by one staff member. */
  actorId: z.string().uuid('Choose a staff member').optional(),
  record: z.enum(ACCESS_RECORDS).optional(),
  /** Uganda days, inclusive. */
  from: dayField().optional(),
  to: dayField().optional(),
});
export type AccessLogQuery = z.input<typeof accessLogQuerySchema>;

export const accessEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.enum(ACCESS_ACTIONS),
  record: z.enum(ACCESS_RECORDS),
  /** The record's id (job card id, payout batch id, ...), null for a whole-ledger export. */
  recordId: z.string().nullable(),
  subjectKind: z.enum(DATA_SUBJECT_KINDS).nullable(),
  subjectId: z.number().nullable(),
  /** The person's name as it is now (an erased person's placeholder). */
  subjectName: z.string().nullable(),
  /** What the export held (e.g. "1,204 entries, station Kampala"), never personal data. */
  detail: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AccessEntry = z.infer<typeof accessEntrySchema>;

/** Something the law or the books need kept, which blocks an erasure. */
export const erasureBlockerSchema = z.object({
  kind: z.enum(['job_card', 'booking', 'shop_order', 'income', 'nurse_job', 'payout', 'payment']),
  id: z.number(),
  /** e.g. "Job card 12 (CC-0012)" */
  label: z.string(),
  /** e.g. "the visit is in progress" */
  reason: z.string(),
});
export type ErasureBlocker = z.infer<typeof erasureBlockerSchema>;

/** What an erasure would do (GET) or did (POST). */
export const erasurePlanSchema = z.object({
  subjectKind: z.enum(DATA_SUBJECT_KINDS),
  subjectId: z.number(),
  /** The name to type to confirm (empty once erased). */
  name: z.string(),
  erasedAt: z.string().nullable(),
  /** Empty: the erasure may go ahead. */
  blockers: z.array(erasureBlockerSchema),
  /** Rows holding the person's data, by table ("job_cards": 3). */
  rows: z.record(z.string(), z.number()),
  pictures: z.number(),
});
export type ErasurePlan = z.infer<typeof erasurePlanSchema>;

export const erasureRequestSchema = z.object({
  /** The person's full name as shown, typed to confirm (case and spaces ignored). */
  confirmName: z.string().trim().min(1, 'Type the name to confirm'),
});
export type ErasureRequest = z.input<typeof erasureRequestSchema>;

/** The placeholder an erased person's name becomes. */
export const ERASED_NAME = 'Erased person';
export const erasedLabel = (kind: DataSubjectKind, id: number) => `${ERASED_NAME} (${kind} ${id})`;

export const objectionSchema = z.object({ objected: z.boolean() });
export const objectionAnswerSchema = z.object({
  subjectKind: z.enum(DATA_SUBJECT_KINDS),
  subjectId: z.number(),
  /** When the person objected to marketing; null: they have not. */
  marketingObjectedAt: z.string().nullable(),
});
export type ObjectionAnswer = z.infer<typeof objectionAnswerSchema>;

/** Retention in days; the defaults are the issue's. */
export const RETENTION_DEFAULTS = { softDeletedDays: 90, accessLogDays: 730, authDays: 1 } as const;
export const retentionPolicySchema = z.object({
  /** A deleted customer or nurse is erased this many days after the delete. */
  softDeletedDays: numeric(
    z
      .number({ error: 'Enter a number of days' })
      .int()
      .min(1, 'At least 1 day')
      .max(3650, 'At most 3650 days'),
  ),
  /** Access entries are kept this long. */
  accessLogDays: numeric(
    z
      .number({ error: 'Enter a number of days' })
      .int()
      .min(365, 'At least 365 days')
      .max(3650, 'At most 3650 days'),
  ),
  /** Used or expired sign-in codes and ended sessions are removed after this long. */
  authDays: numeric(
    z
      .number({ error: 'Enter a number of days' })
      .int()
      .min(1, 'At least 1 day')
      .max(30, 'At most 30 days'),
  ),
});
export type RetentionPolicy = z.infer<typeof retentionPolicySchema>;

/** What started a retention run: the schedule, or an ADMIN's "Run now". */
export const RETENTION_TRIGGERS = ['schedule', 'admin'] as const;

export const retentionRunSchema = z.object({
  id: z.number(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** schedule | admin (an ADMIN's "Run now") */
  trigger: z.enum(RETENTION_TRIGGERS),
  erasedCustomers: z.number(),
  erasedNurses: z.number(),
  /** Deleted people whose erasure was blocked (an open job, an unpaid invoice): tried again next run. */
  blocked: z.number(),
  deletedAccessEntries: z.number(),
  deletedCodes: z.number(),
  deletedSessions: z.number(),
  error: z.string().nullable(),
});
export type RetentionRun = z.infer<typeof retentionRunSchema>;

export const retentionSchema = z.object({
  /** The policy as saved (days). */
  policy: z.object({
    softDeletedDays: z.number(),
    accessLogDays: z.number(),
    authDays: z.number(),
  }),
  lastRun: retentionRunSchema.nullable(),
  /** When the schedule runs next (daily, 02:30 Uganda time). */
  nextRunAt: z.string(),
});
export type Retention = z.infer<typeof retentionSchema>;

export const PRIVACY_MESSAGES = {
  nameMismatch: 'The name typed does not match',
  alreadyErased: 'This person’s data has already been erased',
  erased: (name: string) => `${name}’s personal data erased`,
  blocked: (blockers: readonly ErasureBlocker[]) =>
    `Cannot erase yet: ${blockers.map((b) => `${b.label}: ${b.reason}`).join('; ')}`,
  objected: 'Marketing messages stopped',
  objectionWithdrawn: 'Marketing messages allowed again',
  retentionSaved: 'Retention policy saved',
  marketingObjected: 'Objected to marketing',
  /** The push gateway could not take a device out of the health tips topic (nothing changed). */
  topicFailed: 'The device could not be taken out of the health tips',
} as const;
