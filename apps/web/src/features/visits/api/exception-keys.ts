// Query keys of the refused checks (issue 37), under ['visits'] beside the
// days' proof keys and Today's visits'.

export type ExceptionsState = 'open' | 'decided';
export type ExceptionsQuery = { state: ExceptionsState; offset: number; limit: number };

export const exceptionKeys = {
  /** Every page of both lists: a decision moves an exception from one to the other. */
  all: ['visits', 'exceptions'] as const,
  page: ({ state, offset, limit }: ExceptionsQuery) =>
    ['visits', 'exceptions', state, { offset, limit }] as const,
};
