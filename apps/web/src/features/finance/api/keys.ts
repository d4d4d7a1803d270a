import type { INCOME_SORTS, IncomeFilter, incomePageSchema } from '@app/contract';
import type { z } from 'zod';

export type IncomeSort = (typeof INCOME_SORTS)[number];
export type SortOrder = 'asc' | 'desc';
export type IncomePage = z.infer<typeof incomePageSchema>;

/** One ledger view: the filters, the sort and the page (zero-based). */
export type IncomeListParams = {
  filter: IncomeFilter;
  sort: IncomeSort;
  order: SortOrder;
  page: number;
  pageSize: number;
};

// Query keys of the finance area; every write invalidates `all`, so each table refreshes.
export const financeKeys = {
  all: ['finance'] as const,
  list: (params: IncomeListParams) => ['finance', 'list', params] as const,
  customer: (customerId: number, page: number, pageSize: number) =>
    ['finance', 'customer', customerId, page, pageSize] as const,
  customerSearch: (term: string) => ['finance', 'customer-search', term] as const,
};
