import { nurseJobEndDate } from '@app/contract';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * End date = start date + the number of days (SPEC 5), as the nurse job form
 * and the job card form both work it out; '' while either is missing.
 */
export function endDateFrom(start: string | null | undefined, days: number | null | undefined) {
  if (!start || !ISO_DATE.test(start) || Number.isNaN(Date.parse(start))) return '';
  if (days === null || days === undefined || !Number.isInteger(days) || days < 1) return '';
  return nurseJobEndDate(start, days);
}
