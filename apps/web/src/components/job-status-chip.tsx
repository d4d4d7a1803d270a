import type { JobStatus } from '@app/contract';
import { StatusChip } from './status-chip';

/** A job's status as staff read it (SPEC 4): job cards, the nurse jobs and the pickers show it. */
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  pending: 'Pending',
  ongoing: 'Ongoing',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

/** A job card's status chip, in the job colours and words. */
export function JobStatusChip({ status }: { status: JobStatus }) {
  return <StatusChip kind="job" value={status} label={JOB_STATUS_LABELS[status]} />;
}
