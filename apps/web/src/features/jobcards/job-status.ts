import { JOB_TRANSITIONS, labelFor, type JobStatus } from '@app/contract';
import { jobStatusOptions } from '../../lib/job-start-options';

export type StatusAction = { status: JobStatus; label: string };

const ACTION_LABELS: Record<JobStatus, string> = {
  pending: 'Back to pending',
  ongoing: 'Start Job',
  cancelled: 'Cancel Job',
  completed: 'Complete Job',
};

/**
 * The status buttons of the job card dialog (SPEC 4, ruling 27): pending
 * offers Start, Cancel and Complete Job; ongoing Cancel and Complete Job; a
 * cancelled or completed job none.
 */
export function statusActions(status: JobStatus): StatusAction[] {
  return JOB_TRANSITIONS[status].map((to) => ({ status: to, label: ACTION_LABELS[to] }));
}

/** SPEC 4: when no move is left the dialog offers Print. */
export function isFinal(status: JobStatus): boolean {
  return JOB_TRANSITIONS[status].length === 0;
}

/** The edit form's status list: the current status and the moves allowed from it. */
export function statusChoices(status: JobStatus): JobStatus[] {
  return [status, ...JOB_TRANSITIONS[status]];
}

/** The edit form's status list as options, started ones greyed out before `start` (issue 36). */
export const statusOptions = (
  status: JobStatus,
  start: string | null | undefined,
  today?: string,
) => jobStatusOptions(statusChoices(status), status, start, { today });

/** Issue 37: a nurse job still open (pending or ongoing), which completing or cancelling its card settles. */
export const isOpenNurseJob = (job: { status: string }): boolean =>
  job.status === 'pending' || job.status === 'ongoing';

/** A nurse job's status as staff read it ('Ongoing'), whatever its spelling (issue 38). */
export const nurseJobStatusLabel = (status: string): string => labelFor('job', status);
