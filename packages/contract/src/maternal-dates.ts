import { formatDate } from './format.ts';
import { MSG } from './messages.ts';
import { addDays } from './schedule.ts';
import { ugandaMidnight } from './uganda-time.ts';

// Issue 42: a pregnancy's and a baby's dates, written once for the API, the
// web app and the care timeline (maternal-schedules.ts). Days are YYYY-MM-DD
// strings in Uganda's calendar, as everywhere else (uganda-time.ts); the
// arithmetic is on calendar days, so no clock or zone can shift it.
// addDays is schedule.ts's, the one rule for "a day plus n days".

/** Naegele's rule: a pregnancy is dated 280 days (40 weeks) from the first day of the last period. */
export const PREGNANCY_DAYS = 280;
/** Past this, a pregnancy still recorded as ongoing is a slip in the dates (or an outcome not yet recorded). */
export const MAX_GESTATION_WEEKS = 44;
/** An EDD further ahead than this is a typing slip: 280 days and some room for an ultrasound's dating. */
export const MAX_EDD_AHEAD_DAYS = 300;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Whole days from `from` to `to`: positive when `to` is later, e.g. daysFrom('2026-01-01', '2026-01-31') = 30. */
export const daysFrom = (from: string, to: string): number =>
  Math.round(dayNumber(to) - dayNumber(from));

/**
 * The same day `months` later (or earlier, when negative), clamped to the
 * end of a shorter month: 31 Jan + 1 month = 28 Feb (29 Feb in a leap year).
 */
export function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, last));
  return first.toISOString().slice(0, 10);
}

/** The expected delivery date of a pregnancy whose last period began on `lmp`. */
export const eddFromLmp = (lmp: string): string => addDays(lmp, PREGNANCY_DAYS);

/** The first day of the last period that an expected delivery date stands for. */
export const lmpFromEdd = (edd: string): string => addDays(edd, -PREGNANCY_DAYS);

export interface WeeksAndDays {
  weeks: number;
  days: number;
}

/** Completed weeks and days of pregnancy on `on`, counted from the LMP; null before the LMP. */
export function gestationalAge(lmp: string, on: string): WeeksAndDays | null {
  const total = daysFrom(lmp, on);
  if (total < 0) return null;
  return { weeks: Math.floor(total / 7), days: total % 7 };
}

/**
 * How a gestational age is written everywhere she appears: "32+4 weeks".
 * A whole week keeps its "+0" ("32+0 weeks"), as obstetric notes write it,
 * so the reader never wonders whether the days were left out.
 */
export const formatGestationalAge = ({ weeks, days }: WeeksAndDays): string =>
  `${weeks}+${days} weeks`;

/** "32+4 weeks" on `on` for a pregnancy from `lmp`; 'Not Available' with no LMP or before it. */
export function gestationalAgeText(lmp: string | null | undefined, on: string): string {
  const age = lmp ? gestationalAge(lmp, on) : null;
  return age ? formatGestationalAge(age) : MSG.notAvailable;
}

export interface BabyAge {
  /** Whole days since birth (0 on the day of birth). */
  days: number;
  /** Completed weeks. */
  weeks: number;
  /** Completed calendar months: 31 Jan to 28 Feb is one month (addMonths' clamp). */
  months: number;
}

/** A baby's age on `on`; null before the birth. */
export function babyAge(born: string, on: string): BabyAge | null {
  const days = daysFrom(born, on);
  if (days < 0) return null;
  const [y1 = 0, m1 = 0] = born.split('-').map(Number);
  const [y2 = 0, m2 = 0] = on.split('-').map(Number);
  let months = (y2 - y1) * 12 + (m2 - m1);
  if (addMonths(born, months) > on) months -= 1;
  return { days, weeks: Math.floor(days / 7), months };
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * A baby's age as the schedules speak of it: days in the first two weeks
 * ("3 days"), weeks until three months ("10 weeks"), months until two years
 * ("9 months"), then years and months ("2 years 3 months").
 */
export function babyAgeText(born: string | null | undefined, on: string): string {
  const age = born ? babyAge(born, on) : null;
  if (!age) return MSG.notAvailable;
  if (age.days < 14) return plural(age.days, 'day');
  if (age.months < 3) return plural(age.weeks, 'week');
  if (age.months < 24) return plural(age.months, 'month');
  const years = plural(Math.floor(age.months / 12), 'year');
  return age.months % 12 ? `${years} ${plural(age.months % 12, 'month')}` : years;
}

// The date checks: each says what is wrong in the staff's words, with the
// date as every screen writes it (DD-MM-YYYY), or null when all is well.
// The form schemas and the API combine them; they do not check the shape
// of a date (fields.ts's dateField does).

const MAX_GESTATION_DAYS = MAX_GESTATION_WEEKS * 7;
const shown = (day: string) => formatDate(ugandaMidnight(day));
/** The time from one day to a later one in weeks+days: "45+2 weeks". */
const span = (from: string, to: string) => gestationalAgeText(from, to);

/**
 * The last menstrual period: not after today; for a pregnancy still
 * ongoing, not more than 44 weeks ago.
 */
export function lmpProblem(lmp: string, today: string, ongoing = true): string | null {
  if (lmp > today) {
    return `The last menstrual period (${shown(lmp)}) is after today: check the date`;
  }
  if (ongoing && daysFrom(lmp, today) > MAX_GESTATION_DAYS) {
    return `The last menstrual period (${shown(lmp)}) was ${span(lmp, today)} ago, past ${MAX_GESTATION_WEEKS} weeks: check the date, or record how the pregnancy ended`;
  }
  return null;
}

/**
 * The expected delivery date: not more than 300 days ahead; with an LMP,
 * after it and at most 44 weeks after it; for a pregnancy still ongoing,
 * not so far past that she would be beyond 44 weeks.
 */
export function eddProblem(
  edd: string,
  today: string,
  lmp?: string | null,
  ongoing = true,
): string | null {
  if (daysFrom(today, edd) > MAX_EDD_AHEAD_DAYS) {
    return `The expected delivery date (${shown(edd)}) is more than ${MAX_EDD_AHEAD_DAYS} days away, and a pregnancy lasts about ${PREGNANCY_DAYS} days: check the year`;
  }
  if (lmp && edd <= lmp) {
    return `The expected delivery date (${shown(edd)}) must come after the last menstrual period (${shown(lmp)})`;
  }
  if (lmp && daysFrom(lmp, edd) > MAX_GESTATION_DAYS) {
    return `The expected delivery date (${shown(edd)}) is ${span(lmp, edd)} after the last menstrual period (${shown(lmp)}), more than ${MAX_GESTATION_WEEKS} weeks: check both dates`;
  }
  if (ongoing && daysFrom(lmpFromEdd(edd), today) > MAX_GESTATION_DAYS) {
    return `The expected delivery date (${shown(edd)}) was ${span(edd, today)} ago, so she would be past ${MAX_GESTATION_WEEKS} weeks: check the date, or record how the pregnancy ended`;
  }
  return null;
}

/**
 * The day a pregnancy ended (a birth, or a loss with `what` saying so):
 * not after today, and after the LMP.
 */
export function outcomeDateProblem(
  day: string,
  today: string,
  lmp?: string | null,
  what = 'The date of birth',
): string | null {
  if (day > today) return `${what} (${shown(day)}) is after today: check the date`;
  if (lmp && day <= lmp) {
    return `${what} (${shown(day)}) must come after the last menstrual period (${shown(lmp)}): check both dates`;
  }
  return null;
}
