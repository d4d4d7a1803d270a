import { JOB_STATUS_LABELS, jobStartProblem, type JobStatus } from '@app/contract';
import type { SelectOption } from '../components/form-select';

/**
 * A job's status list as options (issue 36), for job cards and nurse jobs
 * alike, in the contract's words (issue 38): a move to a started status
 * before `start` stays listed but greyed out, with the contract's reason
 * under it; the current status and the other moves stay choosable.
 */
export function jobStatusOptions(
  choices: readonly JobStatus[],
  current: JobStatus | null | undefined,
  start: string | null | undefined,
  opts: { today?: string } = {},
): SelectOption[] {
  return choices.map((value) => {
    const problem = value === current ? null : jobStartProblem(value, start, opts.today);
    const option = { value, label: JOB_STATUS_LABELS[value] };
    return problem ? { ...option, disabled: true, note: problem } : option;
  });
}
