// Query keys of the nurse area; mutations invalidate by these prefixes.
export const nurseKeys = {
  all: ['nurses'] as const,
  lists: () => ['nurses', 'list'] as const,
  list: (verified: boolean) => ['nurses', 'list', verified] as const,
  searches: () => ['nurses', 'search'] as const,
  search: (term: string) => ['nurses', 'search', term] as const,
  detail: (id: number) => ['nurses', 'detail', id] as const,
  jobs: (nurseId: number) => ['nurses', 'jobs', nurseId] as const,
  jobsPage: (nurseId: number, search: string, page: number, pageSize: number) =>
    ['nurses', 'jobs', nurseId, search, page, pageSize] as const,
};

export type Page<T> = { rows: T[]; count: number };
