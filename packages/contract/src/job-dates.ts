import type { JobStatus } from './enums/jobcards.ts';
import { formatDate } from './format.ts';
import { addDays } from './schedule.ts';
import { ugandaDate, ugandaMidnight } from './uganda-time.ts';

// Issue 36: a job card or a nurse job is not under way, let alone done,
// before its first day. Written once: the API refuses the move (409) and
// the job screens may grey the buttons with the same words.

/** The statuses a job may only have from its start date on (Kampala's days). */
export const STARTED_JOB_STATUSES = [
  'ongoing',
  'completed',
] as const satisfies readonly JobStatus[];

const DONE: Record<(typeof STARTED_JOB_STATUSES)[number], string> = {
  ongoing: 'started',
  completed: 'completed',
};

/** True for a status a job may only have once it has started. */
export const isStartedJobStatus = (
  status: string,
): status is (typeof STARTED_JOB_STATUSES)[number] =>
  (STARTED_JOB_STATUSES as readonly string[]).includes(status);

/**
 * Why a job starting on `start` (YYYY-MM-DD) cannot be `status` on `today`
 * (Uganda's date, now by default), or null: "This job starts on 02-12-2026;
 * it cannot be completed before then". No start date, no rule.
 */
export function jobStartProblem(
  status: string,
  start: string | null | undefined,
  today: string = ugandaDate(),
  what: 'job' | 'booking' = 'job',
): string | null {
  if (!start || start <= today || !isStartedJobStatus(status)) return null;
  return `This ${what} starts on ${formatDate(ugandaMidnight(start))}; it cannot be ${DONE[status]} before then`;
}

/** The booking statuses (SPEC's spelling) that are a job's ongoing and completed. */
const BOOKING_AS_JOB: Partial<Record<string, string>> = {
  onGoing: 'ongoing',
  Completed: 'completed',
};

/**
 * The same rule for a booking (the care request) and its service start
 * date: "This booking starts on 02-12-2026; it cannot be completed before
 * then". Its Completed sends the customer the "care is complete" SMS too.
 */
export const bookingStartProblem = (
  status: string,
  start: string | null | undefined,
  today: string = ugandaDate(),
) => jobStartProblem(BOOKING_AS_JOB[status] ?? status, start, today, 'booking');

// Issue 37: SPEC 5 derives a nurse job's end date as start + duration, the
// day after its last day of care. Every screen, SMS and PDF that shows when
// a nurse job ends says the last day in these words, from this one place.

/** The last day a nurse works a job of `duration` days from `start`: end date minus one. */
export const lastDayOfCare = (start: string, duration: number): string =>
  addDays(start, duration - 1);

/** DD-MM of a YYYY-MM-DD day, as "last day of care 06-12" writes it. */
export const dayMonth = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}`;

/** "last day of care 06-12": how a nurse job's end is shown everywhere (issue 37). */
export const lastDayOfCareText = (start: string, duration: number): string =>
  `last day of care ${dayMonth(lastDayOfCare(start, duration))}`;

/**
 * A nurse job's days, in the words of lastDayOfCareText, in two lengths:
 * short on a card's own screen, "02-12 to last day of care 06-12"; with the
 * year where the job stands alone (the booking's messages, the schedule,
 * the payroll), "02-12-2026, last day of care 06-12".
 */
export const nurseJobDaysText = (start: string, duration: number): string =>
  `${dayMonth(start)} to ${lastDayOfCareText(start, duration)}`;
export const nurseJobSpanText = (start: string, duration: number): string =>
  `${formatDate(ugandaMidnight(start))}, ${lastDayOfCareText(start, duration)}`;
