import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { API, type JobCard } from '@app/contract';
import { api } from './api-client';

// GET /portal/jobcard/search?searchTerm=: by card number, client or patient
// name. Three features look a job card up (the job cards tab, a nurse's job,
// the free nurses of a card), each under its own query key.

export function searchJobCards(term: string): Promise<JobCard[]> {
  return api.get<JobCard[]>(API.jobCards.search, { query: { searchTerm: term } });
}

/** The search as a query of `queryKey`; nothing is asked for a blank term. */
export const jobCardSearchQueryOptions = (queryKey: QueryKey, term: string) =>
  queryOptions({
    queryKey,
    queryFn: () => searchJobCards(term),
    enabled: term.trim() !== '',
  });
