import type { JobStatus } from '@app/contract';
import { JOB_CARD_QUERIES } from '../../../lib/visit-keys';

export type JobStatusFilter = JobStatus | 'all';

// Query keys of job cards; every mutation invalidates `all`, so each table refreshes.
export const jobCardKeys = {
  all: JOB_CARD_QUERIES,
  list: (status: JobStatusFilter, page: number, pageSize: number) =>
    ['jobcards', 'list', status, page, pageSize] as const,
  search: (term: string) => ['jobcards', 'search', term] as const,
  customer: (customerId: number, page: number, pageSize: number) =>
    ['jobcards', 'customer', customerId, page, pageSize] as const,
  detail: (id: number) => ['jobcards', 'detail', id] as const,
  /** Issue 37: the card's nurse jobs and its timeline, refreshed with every change to cards. */
  nurses: (id: number) => ['jobcards', 'nurses', id] as const,
  timeline: (id: number) => ['jobcards', 'timeline', id] as const,
};

export type JobCardPage<T> = { rows: T[]; count: number };
