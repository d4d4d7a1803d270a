import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, pathOf, type JobCard } from '@app/contract';
import { api } from '../../../lib/api-client';
import { jobCardKeys } from './keys';

/** GET /portal/jobcard/{id}: one job card. */
export function getJobCard(id: number): Promise<JobCard> {
  return api.get<JobCard>(pathOf(API.jobCards.one, { id }));
}

export const jobCardQueryOptions = (id: number) =>
  queryOptions({ queryKey: jobCardKeys.detail(id), queryFn: () => getJobCard(id) });

/** The card, shown at once from the row it was opened from while the fresh one loads. */
export function useJobCard(id: number, initial?: JobCard) {
  return useQuery({ ...jobCardQueryOptions(id), placeholderData: initial });
}
