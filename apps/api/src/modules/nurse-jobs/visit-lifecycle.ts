import {
  MSG,
  VISIT_MESSAGES,
  daysWorked,
  formatName,
  nurseJobEndDate,
  type OpenNurseJobChoice,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/audit.ts';
import { conflict } from '../../lib/errors.ts';
import { closeJobs, type JobClose } from './nurse-jobs-close.repo.ts';
import { createNurseJobsRepo, type NurseJobRow } from './nurse-jobs.repo.ts';

// Issue 37: one visit, one lifecycle. What a nurse job becomes when it is
// completed (before its last day of care: the days worked, and paid for
// them), and what happens to a card's open jobs when the card is closed.

type Job = Pick<NurseJobRow, 'startDate' | 'duration' | 'rate'>;
type Completion = {
  status: 'completed';
  duration?: number;
  endDate?: string;
  amount?: number;
  plannedDuration?: number;
};

/**
 * The values that complete `job` on `today`: the job as booked on or after
 * its last day of care; before it, shortened to the days worked (end date,
 * amount) with the days booked kept in planned_duration.
 */
export function completionValues(job: Job, today: string): Completion {
  const worked = daysWorked(job.startDate, job.duration, today);
  if (worked >= job.duration || worked === 0) return { status: 'completed' as const };
  return {
    status: 'completed' as const,
    duration: worked,
    endDate: nurseJobEndDate(job.startDate, worked),
    amount: job.rate * worked,
    plannedDuration: job.duration,
  };
}

/**
 * Closes the card's open (pending, ongoing) nurse jobs in the card's
 * transaction `tx` (the card locked): 'complete' completes those that have
 * started (the days worked) and cancels the rest, 'cancel' cancels them all.
 * Without a choice, a card with open jobs is refused with their list.
 */
export async function closeOpenJobs(
  tx: Db,
  card: { id: number; careCardNumber: string },
  choice: OpenNurseJobChoice | undefined,
  actor: Actor,
  today: string,
) {
  const repo = createNurseJobsRepo(tx);
  const open = await repo.openForJobCard(card.id);
  if (open.length === 0) return;
  if (!choice)
    throw conflict(
      VISIT_MESSAGES.openNurseJobs(
        card.careCardNumber,
        open.map((j) => ({
          nurse: formatName(j.nurseFirst, j.nurseLast),
          status: j.job.status,
          start: j.job.startDate,
          duration: j.job.duration,
        })),
      ),
    );
  // Every job and its audit entry in one statement (the card is locked, and
  // every status move of its jobs locks it first: all still open).
  const closes: JobClose[] = open.map(({ job }) => {
    const values: Completion | { status: 'cancelled' } =
      choice === 'complete' && job.startDate <= today
        ? completionValues(job, today)
        : { status: 'cancelled' as const };
    return {
      ...values,
      id: job.id,
      fromStatus: job.status,
      summary: {
        before: { status: job.status, duration: job.duration, amount: job.amount },
        after: {
          ...values,
          job_card: card.careCardNumber,
          ...(values.status === 'completed' && values.duration !== undefined
            ? { note: VISIT_MESSAGES.endedEarly(values.duration, job.duration) }
            : {}),
        },
      },
    };
  });
  if ((await closeJobs(tx, closes, actor)) !== closes.length) throw conflict(MSG.staleRecord);
}
