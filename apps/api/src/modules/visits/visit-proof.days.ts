import { addDays, paidProof, type DayProof, type ProofSummary, type VisitDay } from '@app/contract';
import type { ProofCheck, ProofDecision, ProofJob } from './visit-proof.repo.ts';

// Issue 37: the proof of each day of care of a nurse job, from its checks
// and the ADMIN's decisions. Pure: the service reads, this decides.

/** The days of care of a job: its first day to the day before its end date. */
export const careDays = (job: Pick<ProofJob, 'startDate' | 'duration'>): string[] =>
  Array.from({ length: job.duration }, (_, i) => addDays(job.startDate, i));

const check = (c: ProofCheck | undefined) =>
  c ? { at: c.at.toISOString(), channel: c.channel, distanceM: c.distanceM } : null;

/** Each day of `job` with its proof; `proofFrom` null: none required. */
export function proofDays(
  job: Pick<ProofJob, 'id' | 'startDate' | 'duration'>,
  proofFrom: string | null,
  checks: ProofCheck[],
  decisions: ProofDecision[],
): VisitDay[] {
  return careDays(job).map((day) => {
    const mine = checks.filter((c) => c.nurseJobId === job.id && c.day === day);
    const inCheck = mine.find((c) => c.kind === 'in');
    const outCheck = mine.find((c) => c.kind === 'out');
    const d = decisions.find((x) => x.nurseJobId === job.id && x.day === day);
    let proof: DayProof;
    if (inCheck && outCheck) proof = 'checked';
    else if (proofFrom === null || day < proofFrom) proof = 'not_required';
    else proof = d ? d.decision : 'open';
    return {
      nurseJobId: job.id,
      day,
      proof,
      checkIn: check(inCheck),
      checkOut: check(outCheck),
      decision: d
        ? { decision: d.decision, reason: d.reason, byName: d.byName, at: d.at.toISOString() }
        : null,
    };
  });
}

/** How many days have each proof, and what is paid: the job's amount when every day is. */
export function summaryOf(
  job: Pick<ProofJob, 'rate' | 'amount' | 'duration'>,
  days: VisitDay[],
): ProofSummary {
  const n = (p: DayProof) => days.filter((d) => d.proof === p).length;
  const payDays = days.filter((d) => paidProof(d.proof)).length;
  return {
    checked: n('checked'),
    approved: n('approved'),
    rejected: n('rejected'),
    open: n('open'),
    notRequired: n('not_required'),
    payDays,
    payAmount: payDays === job.duration ? job.amount : job.rate * payDays,
  };
}
