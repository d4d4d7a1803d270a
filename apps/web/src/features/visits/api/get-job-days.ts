import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, pathOf, type VisitDay } from '@app/contract';
import { api } from '../../../lib/api-client';
import { proofKeys } from './proof-keys';

/** GET /visits/jobs/{nurseJobId}/days: a nurse job's days of care, each with its proof. */
export function getJobDays(nurseJobId: number): Promise<VisitDay[]> {
  return api.get<VisitDay[]>(pathOf(API.visits.jobDays, { nurseJobId }));
}

export const jobDaysQueryOptions = (nurseJobId: number) =>
  queryOptions({ queryKey: proofKeys.jobDays(nurseJobId), queryFn: () => getJobDays(nurseJobId) });

export function useJobDays(nurseJobId: number) {
  return useQuery(jobDaysQueryOptions(nurseJobId));
}
