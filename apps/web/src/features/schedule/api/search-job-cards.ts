import { queryOptions } from '@tanstack/react-query';
import { API, type JobCard } from '@app/contract';
import { api } from '../../../lib/api-client';
import { scheduleKeys } from './keys';

/** GET /portal/jobcard/search?searchTerm=: the job card the free nurses are sought for. */
export function searchJobCards(term: string): Promise<JobCard[]> {
  return api.get<JobCard[]>(API.jobCards.search, { query: { searchTerm: term } });
}

export const jobCardSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: scheduleKeys.jobCardSearch(term),
    queryFn: () => searchJobCards(term),
    enabled: term.trim() !== '',
  });
