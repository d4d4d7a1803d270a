import { queryOptions } from '@tanstack/react-query';
import { API, type JobCard } from '@app/contract';
import { api } from '../../../lib/api-client';
import { nurseKeys } from './keys';

/**
 * GET /portal/jobcard/search?searchTerm=: the job card a nurse is sent to,
 * by card number, client or patient.
 */
export function searchJobCards(term: string): Promise<JobCard[]> {
  return api.get<JobCard[]>(API.jobCards.search, { query: { searchTerm: term } });
}

export const jobCardSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: nurseKeys.jobCardSearch(term),
    queryFn: () => searchJobCards(term),
    enabled: term.trim() !== '',
  });
