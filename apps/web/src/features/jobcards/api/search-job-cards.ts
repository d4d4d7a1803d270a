import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type JobCard } from '@app/contract';
import { api } from '../../../lib/api-client';
import { jobCardKeys } from './keys';

/** GET /portal/jobcard/search?searchTerm=: by card number, client or patient name. */
export function searchJobCards(term: string): Promise<JobCard[]> {
  return api.get<JobCard[]>(API.jobCards.search, { query: { searchTerm: term } });
}

export const jobCardSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: jobCardKeys.search(term),
    queryFn: () => searchJobCards(term),
    enabled: term.trim() !== '',
  });

export function useJobCardSearch(term: string) {
  return useQuery(jobCardSearchQueryOptions(term));
}
