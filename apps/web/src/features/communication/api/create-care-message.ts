import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type CareMessage, type CareMessageCreate } from '@app/contract';
import { api } from '../../../lib/api-client';
import { careMessageKeys } from './care-message-keys';

/** POST /care-messages (ADMIN only): a message of a category and week, with its English text; 201. */
export function createCareMessage(body: CareMessageCreate): Promise<CareMessage> {
  return api.post<CareMessage>(API.careMessages.list, body);
}

export function useCreateCareMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['communication', 'care-messages', 'create'],
    mutationFn: createCareMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careMessageKeys.lists() }),
  });
}
