import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type CareTip, type CareTipUpdate } from '@app/contract';
import { api } from '../../../lib/api-client';
import { commsKeys } from './keys';

/** PUT /healthtips/{id}: answers 200 with the tip; a stale updatedAt answers 409. */
export function updateCareTip(id: number, body: CareTipUpdate): Promise<CareTip> {
  return api.put<CareTip>(pathOf(API.communication.healthTip, { id }), body);
}

export function useUpdateCareTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['communication', 'tips', 'update'],
    mutationFn: ({ id, body }: { id: number; body: CareTipUpdate }) => updateCareTip(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commsKeys.tips() }),
  });
}
