import {
  JOB_TRANSITIONS,
  VISIT_MESSAGES,
  jobStartProblem,
  nurseJobEndDate,
  ugandaDate,
  type JobStatus,
  type nurseJobUpdateSchema,
} from '@app/contract';
import type { z } from 'zod';
import { badRequest, conflict } from '../../lib/errors.ts';
import { transitionError } from '../jobcards/jobcards.service.ts';
import type { NurseJobRow } from './nurse-jobs.repo.ts';
import { completionValues } from './visit-lifecycle.ts';

/**
 * What an update of nurse job `job` asks, checked before its transaction:
 * the move (ruling 27), the days (not rescheduled once closed; issue 36: not
 * under way before its first day), Paid only once completed and, completed
 * before its last day of care, the days worked (issue 37). Refusals throw
 * the 400 or 409 the API answers.
 */
export function planUpdate(job: NurseJobRow, input: z.output<typeof nurseJobUpdateSchema>) {
  const from = job.status as JobStatus;
  const onlyStatus = Object.entries(input).every(
    ([k, v]) => k === 'status' || k === 'updatedAt' || v === undefined,
  );
  if (onlyStatus && input.status === from) throw conflict(`This job is already ${from}`);
  // Issue 37: Paid again (a double click, a second desk) changes nothing and says so.
  const onlyPay = Object.entries(input).every(
    ([k, v]) => k === 'payment_status' || k === 'updatedAt' || v === undefined,
  );
  if (onlyPay && input.payment_status === job.paymentStatus)
    throw conflict(`This job is already ${job.paymentStatus}`);
  const target = input.status && input.status !== from ? input.status : undefined;
  if (target && !JOB_TRANSITIONS[from].includes(target))
    throw conflict(transitionError(from, target));

  const start = input.start_date ?? job.startDate;
  const duration = input.duration ?? job.duration;
  const rate = input.rate ?? job.rate;
  const shift = input.shift ?? job.shift;
  const endDate = nurseJobEndDate(start, duration);
  const reschedule = start !== job.startDate || duration !== job.duration || shift !== job.shift;
  if (reschedule && (from === 'cancelled' || from === 'completed')) {
    throw badRequest(`A ${from} job cannot be rescheduled`);
  }
  // Issue 36: not ongoing or completed before its first day (Kampala's today).
  const today = ugandaDate();
  const startMoved = start !== job.startDate;
  const early = target || startMoved ? jobStartProblem(target ?? from, start, today) : null;
  if (early) throw conflict(early);
  // Issue 37: paid for days worked, so Paid only once the job is completed.
  if (input.payment_status === 'Paid' && (target ?? from) !== 'completed')
    throw conflict(VISIT_MESSAGES.paidBeforeDone(target ?? from));
  // Issue 37: completed before its last day of care, the job is the days worked.
  const done = target === 'completed' ? completionValues(job, today) : undefined;
  return {
    from,
    target,
    start,
    duration,
    rate,
    shift,
    endDate,
    reschedule,
    startMoved,
    today,
    done,
  };
}
