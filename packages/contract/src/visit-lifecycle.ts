import { formatDate } from './format.ts';
import { lastDayOfCare } from './job-dates.ts';
import { ugandaMidnight } from './uganda-time.ts';

// Issue 37: one visit, one lifecycle. A job card and its nurse jobs move
// together (the API keeps them so in one transaction); these are the words
// it uses when it refuses or reports a move, written once for API and web.

const day = (d: string) => formatDate(ugandaMidnight(d));

/** An open (pending or ongoing) nurse job as the refusal names it. */
export type OpenNurseJobLine = {
  nurse: string;
  status: string;
  start: string;
  duration: number;
};

export const VISIT_MESSAGES = {
  /** 409 when a card with open nurse jobs is completed or cancelled without saying what happens to them. */
  openNurseJobs: (card: string, jobs: readonly OpenNurseJobLine[]) =>
    `Job card ${card} has ${jobs.length === 1 ? 'an open nurse job' : `${jobs.length} open nurse jobs`}: ${jobs
      .map(
        (j) =>
          `${j.nurse} (${j.status}, ${day(j.start)} to ${day(lastDayOfCare(j.start, j.duration))})`,
      )
      .join(
        '; ',
      )}. Say what happens to them: complete them (the days worked are paid) or cancel them`,
  /** 409 when a nurse job would start while its card's first day has not come. */
  cardNotStarted: (card: string, start: string) =>
    `Job card ${card} starts on ${day(start)}; its nurse jobs cannot start before then`,
  /** 409 when a nurse job would start on a card that is already completed or cancelled. */
  cardClosed: (card: string, status: string) =>
    `Job card ${card} is ${status}; its nurse jobs cannot start`,
  /** 409 when a job that is not completed would be marked Paid (its days worked are not known yet). */
  paidBeforeDone: (status: string) =>
    `This job is ${status}; only a completed job can be marked Paid (its days worked are known then)`,
  /** How a nurse job ended before its last day of care reads (the job's answer and its audit entry). */
  endedEarly: (worked: number, planned: number) =>
    `Ended early: ${worked} of ${planned} ${planned === 1 ? 'day' : 'days'} worked`,
} as const;

/**
 * The days a nurse job starting on `start` has been worked by `today`
 * (both YYYY-MM-DD, Kampala): from 1 on its first day to its whole
 * duration on its last day of care or later; 0 before it starts.
 */
export function daysWorked(start: string, duration: number, today: string): number {
  if (today < start) return 0;
  const days = Math.round((Date.parse(today) - Date.parse(start)) / 86_400_000) + 1;
  return Math.min(days, duration);
}
