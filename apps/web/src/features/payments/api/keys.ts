import type { PaymentFilter, PaymentTarget, paymentPageSchema } from '@app/contract';
import type { z } from 'zod';

export type PaymentPage = z.infer<typeof paymentPageSchema>;

/** One view of the payments list: the filters and the page (zero-based). */
export type PaymentListParams = { filter: PaymentFilter; page: number; pageSize: number };

// Query keys of the payments area; every answer that changes a request
// invalidates `all`, so the list, an open request and the dialog's "owed" refresh.
export const paymentKeys = {
  all: ['payments'] as const,
  lists: ['payments', 'list'] as const,
  list: (params: PaymentListParams) => ['payments', 'list', params] as const,
  detail: (id: number) => ['payments', 'detail', id] as const,
  owedAll: ['payments', 'owed'] as const,
  settings: ['payments', 'settings'] as const,
  owed: (target: PaymentTarget, targetId: number) =>
    ['payments', 'owed', target, targetId] as const,
};

/** How often a request still waiting on her phone is asked about while it is on screen. */
export const PENDING_POLL_MS = 3_000;
/** How often the list asks again while a row on it is still waiting. */
export const LIST_POLL_MS = 10_000;
