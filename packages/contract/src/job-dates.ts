import type { JobStatus } from './enums/jobcards.ts';
import { formatDate } from './format.ts';
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
