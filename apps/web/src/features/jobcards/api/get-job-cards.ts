import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type JobCard } from '@app/contract';
import { api } from '../../../lib/api-client';
import { jobCardKeys, type JobCardPage, type JobStatusFilter } from './keys';

/** GET /portal/jobcard?status&offset&limit: every job card, newest first (a table page). */
export function getJobCards(
  status: JobStatusFilter,
  offset: number,
  limit: number,
): Promise<JobCardPage<JobCard>> {
  return api.get<JobCardPage<JobCard>>(API.jobCards.list, {
    query: { status: status === 'all' ? undefined : status, offset, limit },
  });
}

export const jobCardsQueryOptions = (status: JobStatusFilter, page: number, pageSize: number) =>
  queryOptions({
    queryKey: jobCardKeys.list(status, page, pageSize),
    queryFn: () => getJobCards(status, page * pageSize, pageSize),
    placeholderData: keepPreviousData,
  });

export function useJobCards(status: JobStatusFilter, page: number, pageSize: number) {
  return useQuery(jobCardsQueryOptions(status, page, pageSize));
}
