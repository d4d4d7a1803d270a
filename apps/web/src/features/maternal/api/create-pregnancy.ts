import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, HEADERS, pathOf, type Pregnancy, type PregnancyValues } from '@app/contract';
import { api } from '../../../lib/api-client';
import { maternalKeys } from './keys';

/**
 * POST /customer/{id}/pregnancies: an ongoing pregnancy (409 when she has
 * one). One idempotency key per dialog, so a double submit registers one.
 */
export function createPregnancy(
  customerId: number,
  body: PregnancyValues,
  idempotencyKey?: string,
): Promise<Pregnancy> {
  return api.post<Pregnancy>(pathOf(API.pregnancies.ofCustomer, { id: customerId }), body, {
    headers: idempotencyKey ? { [HEADERS.idempotencyKey]: idempotencyKey } : undefined,
  });
}

export function useCreatePregnancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['maternal', 'pregnancies', 'create'],
    mutationFn: (v: { customerId: number; body: PregnancyValues; idempotencyKey?: string }) =>
      createPregnancy(v.customerId, v.body, v.idempotencyKey),
    onSettled: (_data, _error, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: maternalKeys.pregnancies(customerId) }),
  });
}
