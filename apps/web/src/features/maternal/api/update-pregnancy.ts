import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type Pregnancy, type PregnancyValues } from '@app/contract';
import { api } from '../../../lib/api-client';
import { maternalKeys } from './keys';

export type PregnancyEdit = PregnancyValues & { updated_at: string };

/** PATCH /pregnancy/{id}: the whole form again with updated_at; a stale one answers 409. */
export function updatePregnancy(id: number, body: PregnancyEdit): Promise<Pregnancy> {
  return api.patch<Pregnancy>(pathOf(API.pregnancies.one, { id }), body);
}

export function useUpdatePregnancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['maternal', 'pregnancies', 'update'],
    mutationFn: ({ id, body }: { id: number; customerId: number; body: PregnancyEdit }) =>
      updatePregnancy(id, body),
    // A 409 means it moved on elsewhere: show what it is now.
    onSettled: (_data, _error, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: maternalKeys.pregnancies(customerId) }),
  });
}
