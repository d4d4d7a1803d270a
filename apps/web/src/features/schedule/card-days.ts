import { daysOfCare, nurseJobSpanText } from '@app/contract';
import { isDay } from './dates';

// Issue 37: a nurse job booked from the free-nurse search covers exactly the
// job card's days of care (start_date to end_date, its last day, both
// counted), and the panel says which days it books in the dialog's words.

type Range = { start: string; end: string };

/**
 * The days a chosen card puts in the search: its first and last day of
 * care, in place of days nobody changed since they were filled (`filled`:
 * the first offered, or another card's); null to leave them as they are.
 */
export function daysOfCard(
  card: { start_date?: string | null; end_date?: string | null },
  now: Range,
  filled: Range,
): Range | null {
  const { start_date: start, end_date: end } = card;
  if (!isDay(start) || !isDay(end) || end < start) return null;
  if (now.start !== filled.start || now.end !== filled.end) return null;
  return { start, end };
}

/** 'Books 5 days from 02-12-2026, last day of care 06-12': what "Book" hands the job dialog. */
export function bookingDaysText(start: string, end: string): string {
  const days = daysOfCare(start, end);
  return `Books ${days === 1 ? '1 day' : `${days} days`} from ${nurseJobSpanText(start, days)}`;
}
