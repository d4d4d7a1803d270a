import { jobCardSearchQueryOptions as search } from '../../../lib/job-card-search';
import { scheduleKeys } from './keys';

/** The job card the free nurses are sought for (lib/job-card-search.ts). */
export const jobCardSearchQueryOptions = (term: string) =>
  search(scheduleKeys.jobCardSearch(term), term);
