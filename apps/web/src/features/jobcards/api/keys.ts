import type { JobStatus } from '@app/contract';

export type JobStatusFilter = JobStatus | 'all';

// Query keys of job cards; every mutation invalidates `all`, so each table refreshes.
export const jobCardKeys = {
  all: ['jobcards'] as const,
  list: (status: JobStatusFilter, page: number, pageSize: number) =>
    ['jobcards', 'list', status, page, pageSize] as const,
  search: (term: string) => ['jobcards', 'search', term] as const,
  customer: (customerId: number, page: number, pageSize: number) =>
    ['jobcards', 'customer', customerId, page, pageSize] as const,
  detail: (id: number) => ['jobcards', 'detail', id] as const,
};

export type JobCardPage<T> = { rows: T[]; count: number };
