import { formatDate } from './format.ts';
import { SHIFT_HOURS, addDays, type NurseJobShift } from './schedule.ts';
import { ugandaDate, ugandaMidnight, ugandaWallClock } from './uganda-time.ts';

// Issue 37, proof of the visit: a nurse checks in on arrival and out on
// leaving (SMS `IN 4821` / `OUT 4821` first; USSD, a signed link and staff
// later). The words and rules are written here once, for the API, the
// board of today's visits and any later channel.

/** A check: arrival or leaving. */
export const VISIT_CHECK_KINDS = ['in', 'out'] as const;
export type VisitCheckKind = (typeof VISIT_CHECK_KINDS)[number];

/** How a check came: an SMS keyword, USSD, the signed link, or staff on the nurse's word. */
export const VISIT_CHANNELS = ['sms', 'ussd', 'link', 'staff'] as const;
export type VisitChannel = (typeof VISIT_CHANNELS)[number];

/**
 * Why a check was refused (or, for no_check_in, recorded with a doubt): each
 * is kept as a visit exception for an ADMIN to decide on.
 */
export const VISIT_EXCEPTION_REASONS = [
  /** the phone is no nurse's registered number */
  'unknown_phone',
  /** no open visit of hers has the code (or none was given) */
  'unknown_code',
  /** the code is another nurse's visit */
  'other_nurse',
  /** the visit has no day of care on the day of the check */
  'outside_days',
  /** the same check again for the same day */
  'twice',
  /** a check-in after the day's check-out */
  'checked_out',
  /** a check-out with no check-in that day: the check-out is recorded, the doubt kept */
  'no_check_in',
] as const;
export type VisitExceptionReason = (typeof VISIT_EXCEPTION_REASONS)[number];

export const VISIT_DECISIONS = ['approved', 'rejected'] as const;
export type VisitDecision = (typeof VISIT_DECISIONS)[number];

/** The visit codes are four digits, 1000 to 9999 (no leading zero a phone might drop). */
export const VISIT_CODE_MIN = 1000;
export const VISIT_CODE_MAX = 9999;

/**
 * An SMS check, `IN 4821` or `OUT 4821`: any case, spaces (or `:`, `#`,
 * `-`) between or around, a final full stop. `code` is null when the
 * keyword came without four digits ("IN" alone, "OUT 12"). Anything else
 * (an ordinary reply, "In the morning please") is not a check: null.
 */
export function parseVisitCheck(
  text: string,
): { kind: VisitCheckKind; code: string | null } | null {
  const m = /^(in|out)[\s:#-]*(\d*)[\s.]*$/i.exec(text.trim());
  if (!m) return null;
  const kind = m[1]!.toLowerCase() as VisitCheckKind;
  return { kind, code: /^\d{4}$/.test(m[2]!) ? m[2]! : null };
}

/** Whether a shift runs past midnight into the next morning (Night, Day and night). */
export const crossesMidnight = (shift: NurseJobShift): boolean => SHIFT_HOURS[shift].end > 24;

/** The hour (0-23) in Kampala at an instant. */
export const ugandaHour = (at: Date): number => ugandaWallClock(at).getUTCHours();

/** HH:MM in Kampala at an instant, as the replies show the time of a check. */
export const ugandaClock = (at: Date): string => ugandaWallClock(at).toISOString().slice(11, 16);

/** Before this hour (Kampala) a check may belong to the night before. */
export const NIGHT_CHECK_UNTIL_HOUR = 12;

/**
 * The day of care a check at `at` belongs to (YYYY-MM-DD, Kampala). A visit's
 * day is the day its shift starts, so a night's check-out the next morning
 * belongs to the night's day:
 * - Night: any check before noon is the previous night's (its check-out, or
 *   a check-in after midnight from a nurse arriving late);
 * - Day and night (07:00 to 07:00): a check-out before noon is the previous
 *   day's when that day has a check-in still open, else today's;
 * - otherwise the calendar day of the check.
 */
export function visitDayOf(input: {
  shift: NurseJobShift;
  kind: VisitCheckKind;
  at: Date;
  /** the previous day has a check-in and no check-out */
  previousOpen: boolean;
}): string {
  const today = ugandaDate(input.at);
  if (!crossesMidnight(input.shift) || ugandaHour(input.at) >= NIGHT_CHECK_UNTIL_HOUR) return today;
  if (input.shift === 'Night') return addDays(today, -1);
  return input.kind === 'out' && input.previousOpen ? addDays(today, -1) : today;
}

/** Metres between two points (haversine; the Earth as a sphere of 6371 km). */
export function distanceMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h))));
}

const shown = (day: string) => formatDate(ugandaMidnight(day));
const checked = (kind: VisitCheckKind) => (kind === 'in' ? 'checked in to' : 'checked out of');

/**
 * The reply SMS (GSM-7, one segment each where the names allow): a success
 * confirms, a refusal says why in plain words and what to do.
 */
export const VISIT_CHECK_REPLIES = {
  checkedIn: (time: string, card: string, name: string, code: string) =>
    `Checked in at ${time} for ${card}, ${name}. Reply OUT ${code} when you leave.`,
  checkedOut: (time: string, card: string, name: string) =>
    `Checked out at ${time} for ${card}, ${name}. Thank you.`,
  checkedOutNoIn: (time: string, card: string, name: string) =>
    `Checked out at ${time} for ${card}, ${name}. No check-in was recorded for this visit day; the office will look at it.`,
  unknownPhone: () =>
    'This phone number is not registered for visit check-in. Please check in from the phone number the office has for you.',
  unknownCode: (code: string | null) =>
    code
      ? `No open visit of yours has the code ${code}. Send IN or OUT and the 4-digit code of your visit, e.g. IN 4821.`
      : 'Send IN or OUT and the 4-digit code of your visit, e.g. IN 4821.',
  otherNurse: (code: string) =>
    `Visit ${code} is booked for another nurse, not for you. Check the code, or call the office.`,
  outsideDays: (code: string, card: string, first: string, last: string) =>
    first === last
      ? `Visit ${code} (${card}) is booked for ${shown(first)} only, not today. Nothing was recorded.`
      : `Visit ${code} (${card}) is booked from ${shown(first)} to ${shown(last)}, not today. Nothing was recorded.`,
  twice: (kind: VisitCheckKind, code: string, time: string | null) =>
    `You already ${checked(kind)} visit ${code}${time ? ` at ${time}` : ''} for this day. Nothing more was recorded.`,
  afterCheckOut: (code: string, time: string | null) =>
    `You already checked out of visit ${code}${time ? ` at ${time}` : ''} for this day, so a check-in now was not recorded.`,
} as const;

/** The confirmation of a recorded check, as every channel answers it. */
export function checkRecordedReply(c: {
  kind: VisitCheckKind;
  /** a check-out with no check-in that day */
  doubt: boolean;
  time: string;
  card: string;
  name: string;
  code: string;
}): string {
  if (c.kind === 'in') return VISIT_CHECK_REPLIES.checkedIn(c.time, c.card, c.name, c.code);
  return c.doubt
    ? VISIT_CHECK_REPLIES.checkedOutNoIn(c.time, c.card, c.name)
    : VISIT_CHECK_REPLIES.checkedOut(c.time, c.card, c.name);
}
