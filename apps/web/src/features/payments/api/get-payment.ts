import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { API, pathOf, type Payment, type PaymentState } from '@app/contract';
import { api } from '../../../lib/api-client';
import { refreshPayments } from './invalidate';
import { PENDING_POLL_MS, paymentKeys } from './keys';

/** GET /payment/:id: one request with its timeline. */
export function getPayment(id: number, signal?: AbortSignal): Promise<Payment> {
  return api.get<Payment>(pathOf(API.payments.one, { id }), { signal });
}

export const paymentQueryOptions = (id: number, initial?: Payment) =>
  queryOptions({
    queryKey: paymentKeys.detail(id),
    queryFn: ({ signal }) => getPayment(id, signal),
    // The row or the POST's answer shows at once; a waiting one is asked about at once.
    initialData: initial,
    initialDataUpdatedAt: initial?.state === 'Pending' ? 0 : undefined,
    // Staff watch it turn Successful: every few seconds while it waits on her phone.
    refetchInterval: (query) => (query.state.data?.state === 'Pending' ? PENDING_POLL_MS : false),
  });

/**
 * One request, live while it waits on her phone. When it stops waiting (she
 * paid or declined, seen by polling), the lists and the areas it paid ask again.
 */
export function usePayment(id: number, initial?: Payment) {
  const queryClient = useQueryClient();
  const query = useQuery(paymentQueryOptions(id, initial));
  const payment = query.data;
  const seen = useRef<PaymentState | undefined>(payment?.state);
  useEffect(() => {
    if (!payment) return;
    const was = seen.current;
    seen.current = payment.state;
    if (was === 'Pending' && payment.state !== 'Pending') {
      void refreshPayments(queryClient, payment);
    }
  }, [payment, queryClient]);
  return query;
}
