import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CareTip } from '@app/contract';
import { api } from '../../../lib/api-client';
import type { CareTipBody } from './create-care-tip';
import { commsKeys } from './keys';

/** PUT /healthtips/{id}: answers 200 with the tip. */
export function updateCareTip(id: number, body: CareTipBody): Promise<CareTip> {
  return api.put<CareTip>(`/healthtips/${id}`, body);
}

export function useUpdateCareTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['communication', 'tips', 'update'],
    mutationFn: ({ id, body }: { id: number; body: CareTipBody }) => updateCareTip(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commsKeys.tips() }),
  });
}
