import type { UnpaidNurse } from '@app/contract';

// The jobs chosen on the Payroll screen: a set of nurse job ids, of which only
// those still listed (the filters may hide some) count and are sent.

export type Selection = ReadonlySet<number>;

/** Whether a nurse's jobs are all, some or none chosen. */
export function nurseChoice(nurse: UnpaidNurse, selected: Selection): 'all' | 'some' | 'none' {
  const chosen = nurse.jobs.filter((job) => selected.has(job.id)).length;
  if (chosen === 0) return 'none';
  return chosen === nurse.jobs.length ? 'all' : 'some';
}

/** A nurse's box ticked: all their jobs chosen; unticked (or partly): none of them. */
export function toggleNurse(nurse: UnpaidNurse, selected: Selection): Set<number> {
  const next = new Set(selected);
  const all = nurseChoice(nurse, selected) === 'all';
  for (const job of nurse.jobs) {
    if (all) next.delete(job.id);
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

/** The chosen jobs among those listed: their ids (list order), nurses and total in whole UGX. */
export function chosenJobs(nurses: readonly UnpaidNurse[], selected: Selection) {
  const ids: number[] = [];
  let total = 0;
  let nurseCount = 0;
  for (const nurse of nurses) {
    const jobs = nurse.jobs.filter((job) => selected.has(job.id));
    if (jobs.length) nurseCount += 1;
    for (const job of jobs) {
      ids.push(job.id);
      total += job.amount;
    }
  }
  return { ids, total, nurseCount };
}
