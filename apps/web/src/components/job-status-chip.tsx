import type { JobStatus } from '@app/contract';
import { StatusChip, type ChipLook } from './status-chip';

/** The contract's words for a job's status (issue 38); kept here for the screens that import them. */
export { JOB_STATUS_LABELS } from '@app/contract';

/** A job card's status chip, in the job colours and the contract's words. */
export function JobStatusChip({ status, variant }: { status: JobStatus; variant?: ChipLook }) {
  return <StatusChip kind="job" value={status} variant={variant} />;
}
