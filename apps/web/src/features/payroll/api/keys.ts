import type { PayoutBatchState, UnpaidQuery } from '@app/contract';

/** One page of the batch list (GET /payroll/batches). */
export type BatchesQuery = { state?: PayoutBatchState | undefined; offset: number; limit: number };

// Query keys of the payroll area; every write invalidates `all`, so the
// unpaid jobs, the batches and the nurses' pay history refresh together.
export const payrollKeys = {
  all: ['payroll'] as const,
  unpaid: (query: UnpaidQuery) => ['payroll', 'unpaid', query] as const,
  batches: (query: BatchesQuery) => ['payroll', 'batches', query] as const,
  batch: (id: number) => ['payroll', 'batch', id] as const,
  nursePay: (nurseId: number) => ['payroll', 'nurse-pay', nurseId] as const,
  settings: ['payroll', 'settings'] as const,
};

/**
 * The nurse area's queries (a nurse job shows Paid once its line is paid).
 * Named by its prefix, not imported: a feature imports no other (ADR 031).
 */
export const NURSE_QUERIES = ['nurses'] as const;
