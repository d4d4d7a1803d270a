import type { CareMessageCategory, CustomerLanguage } from '@app/contract';

/** GET /care-messages' query as the screen asks it (issue 42). */
export type CareMessageFilter = { category?: CareMessageCategory; missing?: CustomerLanguage };

// Issue 42: the library of messages for each week, and its sending rules.
// Every save invalidates `lists()`, so each filter's copy follows.
export const careMessageKeys = {
  all: ['communication', 'care-messages'] as const,
  lists: () => ['communication', 'care-messages', 'list'] as const,
  list: (filter: CareMessageFilter) => ['communication', 'care-messages', 'list', filter] as const,
  settings: () => ['communication', 'care-messages', 'settings'] as const,
};
