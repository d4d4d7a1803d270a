import { addDays, ugandaDate, type VisitExceptionReason } from '@app/contract';
import type { VisitJob, VisitNurse, VisitsRepo } from './visits.repo.ts';
import type { Found } from './visits.types.ts';

/**
 * The nurse and the visit a check names. By code: the sender's phone must be
 * a nurse's registered number (else unknown_phone), the code one of her live
 * jobs' (else other_nurse when it is another nurse's, unknown_code when
 * no one's). By job (a link, staff): the job must be live, and a phone, when
 * given, hers. One indexed query for a check by code (two when refused).
 */
export async function findVisit(
  repo: VisitsRepo,
  base: Omit<Found, 'day' | 'nurse' | 'job' | 'refusal'>,
): Promise<Found> {
  const f: Found = { ...base, day: null };
  const refused = (refusal: VisitExceptionReason, nurse?: VisitNurse): Found => ({
    ...f,
    refusal,
    nurse,
  });

  if (base.req.nurseJobId !== undefined) {
    const job = await repo.job(base.req.nurseJobId);
    if (!job) return refused('unknown_code');
    const nurse = await repo.nurse(job.nurseId);
    if (!nurse) return refused('unknown_code');
    if (base.req.phone != null && base.phone !== nurse.phone) {
      const holders = base.phone ? await repo.nursesByPhone(base.phone) : [];
      return holders.length ? refused('other_nurse', holders[0]) : refused('unknown_phone');
    }
    return { ...f, nurse, job, code: base.code ?? job.code };
  }

  if (!base.phone) return refused('unknown_phone');
  if (!base.code) {
    const nurses = await repo.nursesByPhone(base.phone);
    return nurses.length ? refused('unknown_code', nurses[0]) : refused('unknown_phone');
  }
  // Her (their) live jobs with the code, in one query: the usual check asks no more.
  const rows = await repo.nursesWithCode(base.phone, base.code);
  if (!rows.length) return refused('unknown_phone');
  const nurses = rows.map((r) => r.nurse);
  const mine = rows.flatMap((r) => (r.job?.id != null ? [r.job as VisitJob] : []));
  if (!mine.length) {
    // no job of hers: another nurse's code, or no one's
    const jobs = await repo.jobsWithCode(base.code);
    return refused(jobs.length ? 'other_nurse' : 'unknown_code', nurses[0]);
  }
  // One nurse's codes are unique; two nurses sharing a phone may both hold
  // the digits: the job with a day of care now (or last night) is meant.
  const today = ugandaDate(base.at);
  const job = mine.find((j) => j.startDate <= today && addDays(today, -1) < j.endDate) ?? mine[0]!;
  const nurse = nurses.find((n) => n.id === job.nurseId)!;
  return { ...f, nurse, job: { ...job, code: base.code } };
}
