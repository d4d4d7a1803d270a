import { z } from 'zod';
import { STATIONS } from './enums/finance.ts';
import { AVAILABILITY, ACCOUNT_STATUSES } from './enums/nurses.ts';
import { pageQuerySchema } from './envelope.ts';
import {
  MAX_DB_INT,
  dayField,
  idField,
  optionalDateField,
  optionalText,
  versionField,
} from './fields.ts';

// Issue 27: the care team's schedule and licences (UNMC registration and
// practising licence), who is free when, and each nurse's calendar feed.

/**
 * The shift a nurse job covers. 'Day and night' is the whole day: jobs
 * booked before shifts were recorded are that, so they still clash with any.
 */
export const NURSE_JOB_SHIFTS = ['Day', 'Night', 'Day and night'] as const;
export type NurseJobShift = (typeof NURSE_JOB_SHIFTS)[number];
export const WHOLE_DAY: NurseJobShift = 'Day and night';

/** When each shift runs, in hours after Kampala midnight of its day (a night ends the next morning). */
export const SHIFT_HOURS: Record<NurseJobShift, { start: number; end: number }> = {
  Day: { start: 7, end: 19 },
  Night: { start: 19, end: 31 },
  'Day and night': { start: 7, end: 31 },
};

/** Two jobs on the same days clash unless one is a day and the other a night. */
export const shiftsClash = (a: NurseJobShift, b: NurseJobShift): boolean =>
  a === WHOLE_DAY || b === WHOLE_DAY || a === b;

/** A nurse job's shift when the dialog sends none: the job card's (SPEC: Day, Night), else the whole day. */
export function shiftOfCard(shifts: string | null | undefined): NurseJobShift {
  return shifts === 'Day' || shifts === 'Night' ? shifts : WHOLE_DAY;
}

/** Licences expiring within this many days are shown on Home, marked in lists and e-mailed. */
export const LICENCE_WARNING_DAYS = 30;
export const LICENCE_STATES = ['valid', 'expiring', 'expired', 'missing'] as const;
export type LicenceState = (typeof LICENCE_STATES)[number];
export const LICENCE_STATE_LABELS: Record<LicenceState, string> = {
  valid: 'Licence valid',
  expiring: 'Licence expiring',
  expired: 'Licence expired',
  missing: 'No licence on record',
};

/** Adds days to a YYYY-MM-DD date. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The state of a licence expiring on `expiry` (the last valid day), seen on `today` (Kampala). */
export function licenceState(expiry: string | null | undefined, today: string): LicenceState {
  if (!expiry) return 'missing';
  if (expiry < today) return 'expired';
  if (expiry <= addDays(today, LICENCE_WARNING_DAYS)) return 'expiring';
  return 'valid';
}

/** The licence's copy: a PDF or a picture, 10 MB at most. */
export const MAX_LICENCE_BYTES = 10 * 1024 * 1024;
export const LICENCE_FILE_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const;

/** PUT /careteam/:id/practice: the nurse's UNMC registration, practising licence and station. */
export const nursePracticeSchema = z.object({
  unmc_registration_number: optionalText(40),
  licence_number: optionalText(40),
  /** The last day the practising licence is valid. */
  licence_expiry: optionalDateField(),
  station: z
    .enum(STATIONS, { error: 'Choose one of the stations' })
    .nullish()
    .transform((v) => v ?? null),
  updatedAt: versionField(),
});
export type NursePracticeInput = z.input<typeof nursePracticeSchema>;

/** What a nurse's profile and list entry carry of it. */
export const nursePracticeFields = {
  unmc_registration_number: z.string().nullable(),
  licence_number: z.string().nullable(),
  licence_expiry: z.string().nullable(),
  licence_state: z.enum(LICENCE_STATES),
  station: z.string().nullable(),
};

/** The stored copy of the licence; the file itself is GET API.nurses.licence (signed in). */
export const licenceCopySchema = z.object({
  name: z.string(),
  type: z.string(),
  size: z.number(),
  uploaded_at: z.string(),
});
export type LicenceCopy = z.infer<typeof licenceCopySchema>;

/** POST /careteam/:id/calendar-feed: the secret address, shown once (only its hash is kept). */
export const calendarFeedSchema = z.object({ url: z.string(), created_at: z.string() });

// ---- the schedule ----------------------------------------------------------

/** At most this many days in one schedule answer (a month view with its edges). */
export const MAX_SCHEDULE_DAYS = 42;
/** Nurse rows per page of the week view (it loads more as it scrolls). */
export const SCHEDULE_PAGE = 100;

const range = {
  from: dayField(),
  /** The last day shown (inclusive). */
  to: dayField(),
};
/** A real YYYY-MM-DD: the range checks run even when a date field failed (its own issue says why). */
const isDay = (v: unknown): v is string =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));
const rangeCheck = <T extends { from: string; to: string }>(v: T) =>
  !isDay(v.from) ||
  !isDay(v.to) ||
  (v.to >= v.from && v.to <= addDays(v.from, MAX_SCHEDULE_DAYS - 1));
const RANGE_MESSAGE = `Choose a range of 1 to ${MAX_SCHEDULE_DAYS} days`;

/** GET /schedule: nurse rows with their jobs between from and to. */
export const scheduleQuerySchema = pageQuerySchema
  .extend({
    ...range,
    limit: z.coerce.number().int().min(1).max(100).default(SCHEDULE_PAGE),
    station: z.enum(STATIONS).optional(),
    availability: z.enum(AVAILABILITY).optional(),
    /** free: no job in the range; busy: at least one. */
    busy: z.enum(['free', 'busy']).optional(),
    nurseId: z.coerce.number().int().positive().max(MAX_DB_INT).optional(),
    q: z.string().trim().max(100).optional(),
  })
  .refine(rangeCheck, { message: RANGE_MESSAGE, path: ['to'] });
export type ScheduleQuery = z.input<typeof scheduleQuerySchema>;

export const scheduleJobSchema = z.object({
  id: z.number(),
  jobId: z.number(),
  care_card_number: z.string(),
  client_name: z.string(),
  start_date: z.string(),
  /** The day after the last day (start + duration), as nurse jobs store it. */
  end_date: z.string(),
  shift: z.enum(NURSE_JOB_SHIFTS),
  status: z.string(),
});
export type ScheduleJob = z.infer<typeof scheduleJobSchema>;

export const scheduleRowSchema = z.object({
  nurse: z.object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    care_number: z.string(),
    availability: z.string().nullable(),
    station: z.string().nullable(),
    licence_expiry: z.string().nullable(),
    licence_state: z.enum(LICENCE_STATES),
    account_status: z.enum(ACCOUNT_STATUSES),
  }),
  jobs: z.array(scheduleJobSchema),
});
export type ScheduleRow = z.infer<typeof scheduleRowSchema>;

/** The most free nurses one search answers. */
export const MAX_FREE_NURSES = 50;

/** GET /schedule/free-nurses: who may be booked for these days and shift. */
export const freeNursesQuerySchema = z
  .object({
    start_date: dayField(),
    /** The last day of the work (inclusive). */
    end_date: dayField(),
    shift: z.enum(NURSE_JOB_SHIFTS).default(WHOLE_DAY),
    /** The job card whose address orders by distance. */
    jobId: z.coerce.number().int().positive().max(MAX_DB_INT).optional(),
    station: z.enum(STATIONS).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_FREE_NURSES).default(20),
  })
  .refine(
    (v) =>
      !isDay(v.start_date) ||
      !isDay(v.end_date) ||
      (v.end_date >= v.start_date && v.end_date <= addDays(v.start_date, 365)),
    {
      message: 'Choose an end date on or after the start, within a year',
      path: ['end_date'],
    },
  );
export type FreeNursesQuery = z.input<typeof freeNursesQuerySchema>;

export const freeNurseSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  care_number: z.string(),
  phone_number: z.string(),
  profile_picture: z.string(),
  rating: z.number().nullable(),
  station: z.string().nullable(),
  availability: z.string().nullable(),
  licence_expiry: z.string(),
  /** From the job card's address (its coordinates, or the gazetteer's); null when either is unknown. */
  distance_km: z.number().nullable(),
});
export type FreeNurse = z.infer<typeof freeNurseSchema>;

/**
 * The free-nurse search's answer: the best `limit`, and whether more are
 * free (not how many: counting them all would read every nurse, while the
 * best are found by reading the best rated first; ADR 040).
 */
export const freeNursesAnswerSchema = z.object({
  rows: z.array(freeNurseSchema),
  more: z.boolean(),
});
export type FreeNursesAnswer = z.infer<typeof freeNursesAnswerSchema>;

/** GET /schedule/check: may this nurse be booked then? The same rules as the booking (409). */
export const bookingCheckQuerySchema = z.object({
  nurseId: idField(),
  start_date: dayField(),
  duration: z.coerce.number().int().min(1).max(99),
  shift: z.enum(NURSE_JOB_SHIFTS).default(WHOLE_DAY),
  /** The job being rescheduled, which does not clash with itself. */
  exceptId: z.coerce.number().int().positive().max(MAX_DB_INT).optional(),
});
export const bookingCheckSchema = z.object({
  allowed: z.boolean(),
  /** Why not, worded as the booking's 409 is. */
  reason: z.string().nullable(),
  /** Allowed, but worth saying (no licence on record: issue 27, ADR 040). */
  warning: z.string().nullable(),
});
export type BookingCheck = z.infer<typeof bookingCheckSchema>;

/** Home (issue 27): licences expired or expiring within LICENCE_WARNING_DAYS. */
export const licenceAlertSchema = z.object({
  id: z.number(),
  name: z.string(),
  care_number: z.string(),
  licence_expiry: z.string(),
  licence_state: z.enum(['expiring', 'expired']),
});
export type LicenceAlert = z.infer<typeof licenceAlertSchema>;
