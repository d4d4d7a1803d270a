import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type CareTip } from '@app/contract';
import { api } from '../../../lib/api-client';
import { commsKeys } from './keys';

/**
 * POST /healthtips/{id}/push: sends the tip to everyone and answers it with
 * its count + 1; a failed send answers 502 and the count stays.
 */
export function pushCareTip(id: number): Promise<CareTip> {
  return api.post<CareTip>(pathOf(API.communication.pushHealthTip, { id }));
}

export function usePushCareTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['communication', 'tips', 'push'],
    mutationFn: pushCareTip,
    // The push is a send too: the tips (count) and the history both change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commsKeys.tips() }),
        queryClient.invalidateQueries({ queryKey: commsKeys.history() }),
      ]),
  });
}
