import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, HEADERS, type Payment, type PaymentRequestBody } from '@app/contract';
import { api } from '../../../lib/api-client';
import { refreshPayments } from './invalidate';
import { paymentKeys } from './keys';

/**
 * POST /payments (201): sends the prompt to her phone. One idempotency key
 * per dialog opening (and per "Send again"), so a double click sends one
 * prompt. The answer may already be Failed (the provider refused); a prompt
 * already waiting answers 409.
 */
export function requestPayment(body: PaymentRequestBody, idempotencyKey: string): Promise<Payment> {
  return api.post<Payment>(API.payments.list, body, {
    headers: { [HEADERS.idempotencyKey]: idempotencyKey },
  });
}

export function useRequestPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payments', 'request'],
    mutationFn: ({ body, idempotencyKey }: { body: PaymentRequestBody; idempotencyKey: string }) =>
      requestPayment(body, idempotencyKey),
    onSuccess: (payment) => refreshPayments(queryClient, payment),
    // A 409 means one is already waiting: the dialog's "owed" shows it.
    onError: () => queryClient.invalidateQueries({ queryKey: paymentKeys.owedAll }),
  });
}
