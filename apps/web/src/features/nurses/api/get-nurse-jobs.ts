import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, pathOf, type NurseJob } from '@app/contract';
import { api } from '../../../lib/api-client';
import { nurseKeys, type Page } from './keys';

/** GET /portal/jobcard/nurse/{nurseId}?search&offset&limit: 'My Jobs', newest first. */
export function getNurseJobs(nurseId: number, search: string, offset: number, limit: number) {
  return api.get<Page<NurseJob>>(pathOf(API.nurseJobs.ofNurse, { id: nurseId }), {
    query: { search: search || undefined, offset, limit },
  });
}

export const nurseJobsQueryOptions = (
  nurseId: number,
  search: string,
  page: number,
  pageSize: number,
) =>
  queryOptions({
    queryKey: nurseKeys.jobsPage(nurseId, search, page, pageSize),
    queryFn: () => getNurseJobs(nurseId, search, page * pageSize, pageSize),
    placeholderData: keepPreviousData,
  });

export function useNurseJobs(nurseId: number, search: string, page: number, pageSize: number) {
  return useQuery(nurseJobsQueryOptions(nurseId, search, page, pageSize));
}
