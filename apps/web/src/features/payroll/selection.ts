import { VISIT_PROOF_MESSAGES, type UnpaidJob, type UnpaidNurse } from '@app/contract';

// The jobs chosen on the Payroll screen: a set of nurse job ids, of which only
// those still listed (the filters may hide some) and payable count and are sent.

export type Selection = ReadonlySet<number>;

/** "1 day needs a decision", "2 days need a decision". */
export const daysNeedDecision = (n: number): string =>
  n === 1 ? '1 day needs a decision' : `${n} days need a decision`;

/**
 * Issue 37: why a job cannot go into a batch now (the API would refuse it):
 * days without proof no ADMIN decided on, or every day rejected. Undefined
 * when it can.
 */
export function unpayableReason(job: UnpaidJob): string | undefined {
  if (job.proof.open > 0)
    return `It can go into a batch once an ADMIN approves or rejects ${job.proof.open === 1 ? 'its day' : 'its days'} without proof`;
  if (job.proof.payDays === 0) return VISIT_PROOF_MESSAGES.nothingToPay([job.id]);
  return undefined;
}

export const isPayable = (job: UnpaidJob): boolean => unpayableReason(job) === undefined;

/** Whether a nurse's payable jobs are all, some or none chosen ('none' too when none is payable). */
export function nurseChoice(nurse: UnpaidNurse, selected: Selection): 'all' | 'some' | 'none' {
  const payable = nurse.jobs.filter(isPayable);
  const chosen = payable.filter((job) => selected.has(job.id)).length;
  if (chosen === 0) return 'none';
  return chosen === payable.length ? 'all' : 'some';
}

/** A nurse's box ticked: all their payable jobs chosen; unticked (or partly): none of them. */
export function toggleNurse(nurse: UnpaidNurse, selected: Selection): Set<number> {
  const next = new Set(selected);
  const all = nurseChoice(nurse, selected) === 'all';
  for (const job of nurse.jobs) {
    if (all || !isPayable(job)) next.delete(job.id);
    else next.add(job.id);
  }
  return next;
}

export function toggleJob(jobId: number, selected: Selection): Set<number> {
  const next = new Set(selected);
  if (next.has(jobId)) next.delete(jobId);
  else next.add(jobId);
  return next;
}

/**
 * The chosen payable jobs among those listed: their ids (list order), nurses,
 * what a batch pays for them (issue 37: the proven days, whole UGX) and how
 * many of them pay fewer days than booked.
 */
export function chosenJobs(nurses: readonly UnpaidNurse[], selected: Selection) {
  const ids: number[] = [];
  let total = 0;
  let nurseCount = 0;
  let shortJobs = 0;
  for (const nurse of nurses) {
    const jobs = nurse.jobs.filter((job) => selected.has(job.id) && isPayable(job));
    if (jobs.length) nurseCount += 1;
    for (const job of jobs) {
      ids.push(job.id);
      total += job.proof.payAmount;
      if (job.proof.payDays < job.days) shortJobs += 1;
    }
  }
  return { ids, total, nurseCount, shortJobs };
}
