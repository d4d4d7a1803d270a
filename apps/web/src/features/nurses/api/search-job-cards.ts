import { jobCardSearchQueryOptions as search } from '../../../lib/job-card-search';
import { nurseKeys } from './keys';

/** The job card a nurse is sent to (lib/job-card-search.ts). */
export const jobCardSearchQueryOptions = (term: string) =>
  search(nurseKeys.jobCardSearch(term), term);
