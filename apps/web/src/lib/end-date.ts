import { lastDayOfCare, nurseJobEndDate } from '@app/contract';
import { isWholeDate } from './typed-date';

// A start typed as 31-02-2030 is held by the form as typed (issue 38): no
// end date is worked out from it (JavaScript would read it as 3 March).
const usable = (start: string | null | undefined, days: number | null | undefined) =>
  isWholeDate(start) && days !== null && days !== undefined && Number.isInteger(days) && days >= 1;

/**
 * A nurse job's end date = start date + the number of days (SPEC 5), the day
 * after its last day of care; '' while either is missing.
 */
export function endDateFrom(start: string | null | undefined, days: number | null | undefined) {
  return usable(start, days) ? nurseJobEndDate(start!, days!) : '';
}

/**
 * A job card's end date: its last day of care, start date + days - 1 (issue
 * 37: a card of 5 days from 02-12 ends 06-12, and a nurse job covering it
 * ends 07-12, "last day of care 06-12"); '' while either is missing.
 */
export function lastDayFrom(start: string | null | undefined, days: number | null | undefined) {
  return usable(start, days) ? lastDayOfCare(start!, days!) : '';
}
