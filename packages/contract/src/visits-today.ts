import { z } from 'zod';
import { dayField } from './fields.ts';
import { NURSE_JOB_SHIFTS, SHIFT_HOURS, type NurseJobShift } from './schedule.ts';
import { UGANDA_OFFSET } from './uganda-time.ts';
import { VISIT_CHANNELS, type VisitChannel } from './visits.ts';

// Issue 37, "Today's visits" on Home: every visit expected on a day with its
// state, and an alert to the coordinator (in the app and by SMS, once) when
// one turns late or missed. The rule and the words are written here once,
// for the API (the board and the alert run), the web board and the tests.

/** A visit's state on the board. */
export const VISIT_STATES = ['not_due', 'checked_in', 'late', 'missed', 'checked_out'] as const;
export type VisitState = (typeof VISIT_STATES)[number];

export const VISIT_STATE_LABELS: Record<VisitState, string> = {
  not_due: 'Not yet due',
  checked_in: 'Checked in',
  late: 'Late',
  missed: 'Missed',
  checked_out: 'Checked out',
};

/** The board's order: what needs a call first. */
export const VISIT_STATE_ORDER: Record<VisitState, number> = {
  late: 0,
  missed: 1,
  not_due: 2,
  checked_in: 3,
  checked_out: 4,
};

/** How the board names the channel a check came by. */
export const VISIT_CHANNEL_LABELS: Record<VisitChannel, string> = {
  sms: 'SMS',
  ussd: 'USSD',
  link: 'link',
  staff: 'staff',
};

/** A visit with no check-in this long after its shift's start is late. */
export const LATE_AFTER_MINUTES = 30;

/** What the coordinator is alerted about, once per visit (nurse job and day) and kind. */
export const VISIT_ALERT_KINDS = ['late', 'missed'] as const;
export type VisitAlertKind = (typeof VISIT_ALERT_KINDS)[number];

/**
 * A missed visit is alerted within this many hours of its shift's end, no
 * later: a server back after a long stop does not send yesterday's news.
 */
export const MISSED_ALERT_WITHIN_HOURS = 12;

/** When the shifts start, Kampala time (HH:MM), as an ADMIN set them. */
export type ShiftStarts = { dayShiftStart: string; nightShiftStart: string };
export const DEFAULT_SHIFT_STARTS: ShiftStarts = {
  dayShiftStart: '08:00',
  nightShiftStart: '20:00',
};

/** A shift's length in hours (Day 12, Night 12, Day and night 24), as the schedule counts it. */
export const shiftLengthHours = (shift: NurseJobShift): number =>
  SHIFT_HOURS[shift].end - SHIFT_HOURS[shift].start;

/** The HH:MM a shift starts at: 'Day and night' starts with the day shift. */
export const shiftStartTime = (shift: NurseJobShift, starts: ShiftStarts): string =>
  shift === 'Night' ? starts.nightShiftStart : starts.dayShiftStart;

const MINUTE = 60_000;

/** When a visit of `shift` on `day` (YYYY-MM-DD, Kampala) starts, turns late and ends. */
export function shiftWindow(
  shift: NurseJobShift,
  day: string,
  starts: ShiftStarts,
): { start: Date; lateAt: Date; end: Date } {
  const start = new Date(`${day}T${shiftStartTime(shift, starts)}:00${UGANDA_OFFSET}`);
  return {
    start,
    lateAt: new Date(start.getTime() + LATE_AFTER_MINUTES * MINUTE),
    end: new Date(start.getTime() + shiftLengthHours(shift) * 60 * MINUTE),
  };
}

type Instant = Date | string | null | undefined;
const instant = (v: Instant) => (v ? new Date(v) : null);

/**
 * A visit's state at `now`: checked out or in by its checks; without a
 * check-in, missed once its shift has ended, late from LATE_AFTER_MINUTES
 * after its start, else not yet due.
 */
export function visitState(input: {
  shift: NurseJobShift;
  /** The day of care (YYYY-MM-DD). */
  day: string;
  starts: ShiftStarts;
  now: Date;
  checkedInAt?: Instant;
  checkedOutAt?: Instant;
}): VisitState {
  if (instant(input.checkedOutAt)) return 'checked_out';
  if (instant(input.checkedInAt)) return 'checked_in';
  const { lateAt, end } = shiftWindow(input.shift, input.day, input.starts);
  const now = input.now.getTime();
  if (now >= end.getTime()) return 'missed';
  if (now >= lateAt.getTime()) return 'late';
  return 'not_due';
}

/** The alert a visit in `state` calls for at `now`, or null (a missed one only while it is news). */
export function visitAlertDue(state: VisitState, end: Date, now: Date): VisitAlertKind | null {
  if (state === 'late') return 'late';
  if (state === 'missed')
    return now.getTime() - end.getTime() <= MISSED_ALERT_WITHIN_HOURS * 60 * MINUTE
      ? 'missed'
      : null;
  return null;
}

/** What an alert names: who is late for whom, and how to reach the nurse. */
export type VisitAlertWords = {
  nurse: string;
  nursePhone: string;
  customer: string;
  card: string;
  shift: NurseJobShift;
  /** HH:MM (Kampala) */
  start: string;
  end: string;
};

/** The coordinator's SMS (GSM-7, one segment where the names allow). */
export const VISIT_ALERT_SMS: Record<VisitAlertKind, (a: VisitAlertWords) => string> = {
  late: (a) =>
    `Late: ${a.nurse} (${a.nursePhone}) has not checked in for ${a.customer}, ${a.card}, ${a.shift} shift from ${a.start}.`,
  missed: (a) =>
    `Missed: ${a.nurse} (${a.nursePhone}) did not check in for ${a.customer}, ${a.card}, ${a.shift} shift ${a.start}-${a.end}.`,
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Home's line at the top: "2 visits late, 1 missed", or null when none. */
export function lateMissedText(counts: { late: number; missed: number }): string | null {
  const parts = [
    counts.late ? `${plural(counts.late, 'visit', 'visits')} late` : null,
    counts.missed
      ? counts.late
        ? `${counts.missed} missed`
        : `${plural(counts.missed, 'visit', 'visits')} missed`
      : null,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

// ---- the board: GET /visits/today -------------------------------------------

/** ?date=YYYY-MM-DD; Kampala's today by default. */
export const todaysVisitsQuerySchema = z.object({ date: dayField().optional() });
export type TodaysVisitsQuery = z.input<typeof todaysVisitsQuerySchema>;

export const visitCheckSchema = z.object({
  at: z.string(),
  channel: z.enum(VISIT_CHANNELS),
  /** From the card's address, when the channel gave a location. */
  distanceM: z.number().nullable(),
});
export type VisitCheck = z.infer<typeof visitCheckSchema>;

const person = { id: z.number(), name: z.string(), phone: z.string().nullable() };

export const todayVisitSchema = z.object({
  nurseJobId: z.number(),
  jobId: z.number(),
  careCardNumber: z.string(),
  customer: z.object(person),
  address: z.string().nullable(),
  nurse: z.object(person),
  shift: z.enum(NURSE_JOB_SHIFTS),
  day: z.string(),
  expectedStart: z.string(),
  lateAt: z.string(),
  expectedEnd: z.string(),
  code: z.string().nullable(),
  checkIn: visitCheckSchema.nullable(),
  checkOut: visitCheckSchema.nullable(),
  state: z.enum(VISIT_STATES),
  /** When the coordinator was alerted of each kind (null: not). */
  alerts: z.object({ late: z.string().nullable(), missed: z.string().nullable() }),
  /** When the nurse's reminder SMS for the day was queued (null: not yet). */
  remindedAt: z.string().nullable(),
});
export type TodayVisit = z.infer<typeof todayVisitSchema>;

export const todaysVisitsSchema = z.object({
  day: z.string(),
  /** The server's clock the states were read at. */
  now: z.string(),
  dayShiftStart: z.string(),
  nightShiftStart: z.string(),
  counts: z.object(
    Object.fromEntries(VISIT_STATES.map((s) => [s, z.number()])) as Record<VisitState, z.ZodNumber>,
  ),
  /** Late and missed first, then by expected start. */
  visits: z.array(todayVisitSchema),
});
export type TodaysVisits = z.infer<typeof todaysVisitsSchema>;
