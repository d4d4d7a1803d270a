// Query keys of the communication area; every mutation invalidates by these prefixes.
export const commsKeys = {
  all: ['communication'] as const,
  history: () => ['communication', 'history'] as const,
  historyPage: (page: number, pageSize: number) =>
    ['communication', 'history', page, pageSize] as const,
  tips: () => ['communication', 'tips'] as const,
  tipsPage: (page: number, pageSize: number) => ['communication', 'tips', page, pageSize] as const,
  recipients: (term: string) => ['communication', 'recipients', term] as const,
};

export type { Page } from '../../../lib/api-client';
