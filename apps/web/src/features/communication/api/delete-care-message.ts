import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf } from '@app/contract';
import { api } from '../../../lib/api-client';
import { careMessageKeys } from './care-message-keys';

/** DELETE /care-message/{id} (ADMIN only): the message in every language. */
export function deleteCareMessage(id: number): Promise<unknown> {
  return api.delete<unknown>(pathOf(API.careMessages.one, { id }));
}

export function useDeleteCareMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['communication', 'care-messages', 'delete'],
    mutationFn: deleteCareMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careMessageKeys.lists() }),
  });
}
