import { useQuery } from '@tanstack/react-query';
import { jobCardSearchQueryOptions } from '../../../lib/job-card-search';
import { jobCardKeys } from './keys';

/** The job cards tab's search (lib/job-card-search.ts). */
export function useJobCardSearch(term: string) {
  return useQuery(jobCardSearchQueryOptions(jobCardKeys.search(term), term));
}
