import { formatName, lastDayOfCare, type NurseJob } from '@app/contract';
import type { JoinedNurseJob } from './nurse-jobs.repo.ts';

// A nurse job as the API answers it (SPEC's field names), and the area's refusals.

export const NURSE_JOB_NOT_FOUND = 'Nurse job not found';
export const NURSE_JOB_REPEAT = 'Nurse job already created';

export function toNurseJob(r: JoinedNurseJob): NurseJob {
  const j = r.job;
  return {
    id: j.id,
    jobId: j.jobId,
    nurseId: j.nurseId,
    start_date: j.startDate,
    end_date: j.endDate,
    last_day_of_care: lastDayOfCare(j.startDate, j.duration),
    planned_duration: j.plannedDuration,
    days: j.days,
    nights: j.nights,
    shift: j.shift,
    duration: j.duration,
    rate: j.rate,
    amount: j.amount,
    status: j.status,
    payment_status: j.paymentStatus,
    rating: j.rating,
    care_card_number: r.careCardNumber,
    client_name: r.clientName,
    UserId: r.customerId,
    nurse_name: formatName(r.nurseFirst, r.nurseLast),
    createdAt: j.createdAt.toISOString(),
    updatedAt: j.updatedAt.toISOString(),
  };
}
