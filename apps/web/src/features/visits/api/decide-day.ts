import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API,
  pathOf,
  type DayDecisionInput,
  type ProofSummary,
  type VisitDay,
} from '@app/contract';
import { api } from '../../../lib/api-client';
import { PAYROLL_QUERIES, proofKeys } from './proof-keys';

export type DayDecisionRequest = { nurseJobId: number; day: string; body: DayDecisionInput };
/** The job's proof summary and days after the decision. */
export type DecidedJob = ProofSummary & { days: VisitDay[] };

/**
 * PUT /visits/days/{nurseJobId}/{day} (ADMIN only, audited): a day without
 * proof approved (paid) or rejected (not paid), with the reason. 409 with
 * the reason when the job is in a batch or paid, or the day has its proof.
 */
export function decideDay({ nurseJobId, day, body }: DayDecisionRequest): Promise<DecidedJob> {
  return api.put<DecidedJob>(pathOf(API.visits.day, { nurseJobId, day }), body);
}

export function useDecideDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['visits', 'days', 'decide'],
    mutationFn: decideDay,
    onSuccess: (job, { nurseJobId }) => {
      queryClient.setQueryData(proofKeys.jobDays(nurseJobId), job.days);
    },
    // Decided or refused (a batch took the job meanwhile): both lists and what payroll pays follow.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: proofKeys.days }),
        queryClient.invalidateQueries({ queryKey: PAYROLL_QUERIES }),
      ]),
  });
}
