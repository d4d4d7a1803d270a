import { MONTH_NAMES, addDays, addMonths } from '@app/contract';

// The schedule's days: YYYY-MM-DD strings (Kampala days, as the API's), weeks from Monday.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = MONTH_NAMES;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const parts = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return { d, year: d.getUTCFullYear(), month: d.getUTCMonth(), date: d.getUTCDate() };
};

export const isDay = (value: string | null | undefined): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** '3 Dec 2026', as the API's messages write a day. */
export function dayLabel(day: string): string {
  const { year, month, date } = parts(day);
  return `${date} ${MONTHS[month]} ${year}`;
}

/** 'Mon 23' for a column header. */
export function weekdayLabel(day: string): { weekday: string; date: number } {
  const { d, date } = parts(day);
  return { weekday: WEEKDAYS[d.getUTCDay()]!, date };
}

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const { d } = parts(day);
  return addDays(day, -((d.getUTCDay() + 6) % 7));
}

/** The seven days of the week starting on `monday`. */
export const weekDays = (monday: string): string[] =>
  Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** '23 – 29 Nov 2026', '30 Nov – 6 Dec 2026', '28 Dec 2026 – 3 Jan 2027'. */
export function weekLabel(monday: string): string {
  const sunday = addDays(monday, 6);
  const a = parts(monday);
  const b = parts(sunday);
  if (a.year !== b.year) return `${dayLabel(monday)} – ${dayLabel(sunday)}`;
  if (a.month !== b.month) return `${a.date} ${MONTHS[a.month]} – ${dayLabel(sunday)}`;
  return `${a.date} – ${dayLabel(sunday)}`;
}

/** 'November 2026'. */
export function monthLabel(day: string): string {
  const { year, month } = parts(day);
  return `${LONG_MONTHS[month]} ${year}`;
}

/** The first day of the month holding `day`. */
export const firstOfMonth = (day: string): string => `${day.slice(0, 7)}-01`;

/** The days a month grid shows: Monday before the 1st to the Sunday after the last (≤ 42 days). */
export function monthRange(day: string): { from: string; to: string } {
  const first = firstOfMonth(day);
  const last = addDays(addMonths(first, 1), -1);
  return { from: mondayOf(first), to: addDays(mondayOf(last), 6) };
}

/** A day as a local Date at midnight (what react-big-calendar draws), and back. */
export function localDate(day: string): Date {
  const { year, month, date } = parts(day);
  return new Date(year, month, date);
}
export function dayOfLocal(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
