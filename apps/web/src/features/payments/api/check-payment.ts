import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type Payment } from '@app/contract';
import { api } from '../../../lib/api-client';
import { refreshPayments } from './invalidate';

/** POST /payment/:id/check: asks the provider now how the request stands. */
export function checkPayment(id: number): Promise<Payment> {
  return api.post<Payment>(pathOf(API.payments.check, { id }));
}

export function useCheckPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payments', 'check'],
    mutationFn: checkPayment,
    onSuccess: (payment) => refreshPayments(queryClient, payment),
  });
}
