import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type PaymentOwed, type PaymentTarget } from '@app/contract';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** GET /payments/owed?target&targetId: what the request dialog starts from. */
export function getPaymentOwed(
  target: PaymentTarget,
  targetId: number,
  signal?: AbortSignal,
): Promise<PaymentOwed> {
  return api.get<PaymentOwed>(API.payments.owed, { query: { target, targetId }, signal });
}

export const paymentOwedQueryOptions = (target: PaymentTarget, targetId: number) =>
  queryOptions({
    queryKey: paymentKeys.owed(target, targetId),
    queryFn: ({ signal }) => getPaymentOwed(target, targetId, signal),
    // What is owed changes with every payment (here or elsewhere): asked afresh on each opening.
    staleTime: 0,
  });

export function usePaymentOwed(target: PaymentTarget, targetId: number) {
  return useQuery(paymentOwedQueryOptions(target, targetId));
}
