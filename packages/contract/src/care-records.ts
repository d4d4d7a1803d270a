import { z } from 'zod';
import { dateField, dayField, idField, optionalText } from './fields.ts';
import { pageQuerySchema } from './envelope.ts';
import { STATIONS } from './enums/finance.ts';
import { NO_STATION } from './payroll.ts';
import { CARE_STEP_KINDS } from './maternal-schedule-data.ts';
import { daysFrom } from './maternal-dates.ts';
import { addDays } from './schedule.ts';
import { ugandaDate } from './uganda-time.ts';

// Issue 42: a care step recorded as done (a contact held, a dose given), by
// our nurse on a visit or elsewhere (a clinic, a health centre), and the Care
// due worklist: every step due or overdue in a window, by station, across
// customers. The timeline (maternal-schedules.ts) is the one rule that says
// where a step stands; the worklist reads the steps it laid, kept per
// customer whenever her dates or records change.

/** Who held the contact or gave the dose: one of our nurses, or a clinic or facility elsewhere. */
export const CARE_RECORD_PLACES = ['here', 'elsewhere'] as const;
export type CareRecordPlace = (typeof CARE_RECORD_PLACES)[number];
export const CARE_RECORD_PLACE_LABELS: Record<CareRecordPlace, string> = {
  here: 'By our nurse',
  elsewhere: 'Elsewhere (a clinic or health centre)',
};

export const CARE_RECORD_MESSAGES = {
  recorded: 'Recorded as done',
  removed: 'The record was removed',
  failed: 'It could not be recorded, please try again',
  loadFailed: 'The care due list could not be loaded',
  notFound: 'Care record not found',
  customerNotFound: 'Customer not found',
  unknownStep: 'This step is not on her care timeline',
  babyRequired: 'Choose which baby had the dose',
  unknownBaby: 'That baby is not hers',
  alreadyRecorded: 'This step is already recorded as done',
  dateAfterToday: 'The date cannot be after today',
  beforeAnchor: (anchor: string) => `The date cannot be before ${anchor}`,
  place: 'Choose by our nurse or elsewhere',
  facility: 'Say where it was done: the clinic or health centre',
  windowOrder: 'The end of the window cannot be before its start',
  windowTooLong: 'Choose a window of at most 366 days',
} as const;

/** POST /customer/{id}/care-records: a step of her timeline done, on a day, by us or elsewhere. */
export const careRecordFormSchema = z
  .object({
    /** The step's key (maternal-schedule-data.ts), as the timeline answers it. */
    step: z.string().trim().min(1, CARE_RECORD_MESSAGES.unknownStep).max(40),
    /** For a dose: which of her babies (the timeline's `baby`); with one baby it may be left out. */
    baby_id: idField(CARE_RECORD_MESSAGES.unknownBaby).nullish(),
    date: dateField(),
    place: z.enum(CARE_RECORD_PLACES, { error: CARE_RECORD_MESSAGES.place }),
    /** Where, when elsewhere (required then). */
    facility: optionalText(120),
    notes: optionalText(500),
  })
  .superRefine((v, ctx) => {
    if (v.date > ugandaDate())
      ctx.addIssue({
        code: 'custom',
        path: ['date'],
        message: CARE_RECORD_MESSAGES.dateAfterToday,
      });
    if (v.place === 'elsewhere' && !v.facility)
      ctx.addIssue({ code: 'custom', path: ['facility'], message: CARE_RECORD_MESSAGES.facility });
  });
export type CareRecordForm = z.input<typeof careRecordFormSchema>;

export const careRecordSchema = z.object({
  id: z.number(),
  customer_id: z.number(),
  /** The pregnancy an antenatal or postnatal contact belongs to; null for a dose. */
  pregnancy_id: z.number().nullable(),
  /** The baby a dose was given to; null for a contact. */
  baby_id: z.number().nullable(),
  step: z.string(),
  label: z.string(),
  date: z.string(),
  place: z.enum(CARE_RECORD_PLACES),
  facility: z.string().nullable(),
  notes: z.string().nullable(),
  /** The staff member who recorded it, as the screens write a name. */
  recorded_by: z.string().nullable(),
  created_at: z.string(),
});
export type CareRecord = z.infer<typeof careRecordSchema>;

/** The worklist's states: a step not done, as it stands today (ADR 054's window). */
export const CARE_DUE_STATES = ['due', 'overdue', 'upcoming'] as const;
export type CareDueState = (typeof CARE_DUE_STATES)[number];

export const MAX_CARE_DUE_WINDOW_DAYS = 366;
/** Without a window: today and the 14 days after it; with only its start, 14 days from there. */
export const DEFAULT_CARE_DUE_WINDOW_DAYS = 14;

/** The window a Care due query asks for, its defaults filled in (Kampala's today). */
export function careDueWindow(
  q: { from?: string | undefined; to?: string | undefined },
  today: string = ugandaDate(),
) {
  const from = q.from ?? today;
  return { from, to: q.to ?? addDays(from, DEFAULT_CARE_DUE_WINDOW_DAYS) };
}

/**
 * GET /care-due: the steps not done whose due or overdue days meet the
 * window [from, to] (default: today to 14 days on), by station, kind, state.
 */
export const careDueQuerySchema = pageQuerySchema
  .extend({
    from: dayField().optional(),
    to: dayField().optional(),
    /** A station, or NO_STATION ('none') for customers with none recorded. */
    station: z.enum([...STATIONS, NO_STATION]).optional(),
    kind: z.enum(CARE_STEP_KINDS).optional(),
    state: z.enum(CARE_DUE_STATES).optional(),
  })
  .superRefine((v, ctx) => {
    const { from, to } = careDueWindow(v);
    if (to < from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: CARE_RECORD_MESSAGES.windowOrder });
    else if (daysFrom(from, to) > MAX_CARE_DUE_WINDOW_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: CARE_RECORD_MESSAGES.windowTooLong });
  });
export type CareDueQuery = z.input<typeof careDueQuerySchema>;

export const careDueItemSchema = z.object({
  customer_id: z.number(),
  customer_name: z.string(),
  phonenumber: z.string(),
  station: z.string().nullable(),
  step: z.string(),
  label: z.string(),
  kind: z.enum(CARE_STEP_KINDS),
  vaccines: z.array(z.string()),
  pregnancy_id: z.number().nullable(),
  baby_id: z.number().nullable(),
  baby_name: z.string().nullable(),
  target: z.string(),
  dueFrom: z.string(),
  dueUntil: z.string(),
  overdueUntil: z.string(),
  state: z.enum(CARE_DUE_STATES),
});
export type CareDueItem = z.infer<typeof careDueItemSchema>;

/** GET /care-due/counts: Home's figures, for today. */
export const careDueCountsSchema = z.object({
  due: z.number(),
  overdue: z.number(),
  /** Due or overdue within the coming 7 days (today included). */
  this_week: z.number(),
});
export type CareDueCounts = z.infer<typeof careDueCountsSchema>;
