// Query keys of the customer area; mutations invalidate by these prefixes.
export const customerKeys = {
  all: ['customers'] as const,
  list: () => ['customers', 'list'] as const,
  searches: () => ['customers', 'search'] as const,
  search: (term: string) => ['customers', 'search', term] as const,
  detail: (id: number) => ['customers', 'detail', id] as const,
};
