import { NURSE_JOB_QUERIES } from '../../../lib/visit-keys';

// Query keys of the nurse area; mutations invalidate by these prefixes.
export const nurseKeys = {
  all: ['nurses'] as const,
  lists: () => ['nurses', 'list'] as const,
  list: (verified: boolean) => ['nurses', 'list', verified] as const,
  searches: () => ['nurses', 'search'] as const,
  search: (term: string) => ['nurses', 'search', term] as const,
  detail: (id: number) => ['nurses', 'detail', id] as const,
  jobs: (nurseId: number) => [...NURSE_JOB_QUERIES, nurseId] as const,
  jobsPage: (nurseId: number, search: string, page: number, pageSize: number) =>
    [...NURSE_JOB_QUERIES, nurseId, search, page, pageSize] as const,
  /** The nurse job dialog's booking check (issue 27), by its query. */
  bookingCheck: (query: object | null) => ['nurses', 'booking-check', query] as const,
  /** The job card search of the nurse job form. */
  jobCardSearch: (term: string) => ['nurses', 'jobcard-search', term] as const,
};

// Reviews of a nurse's jobs (GET /review/:nurseId/nurse); saving one invalidates `nurse(id)`.
export const reviewKeys = {
  all: ['reviews'] as const,
  nurse: (nurseId: number) => ['reviews', 'nurse', nurseId] as const,
  nursePage: (nurseId: number, page: number, pageSize: number) =>
    ['reviews', 'nurse', nurseId, page, pageSize] as const,
};

export type { Page } from '../../../lib/api-client';
