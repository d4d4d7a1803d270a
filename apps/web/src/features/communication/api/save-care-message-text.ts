import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type CareMessage, type CustomerLanguage } from '@app/contract';
import { api } from '../../../lib/api-client';
import { careMessageKeys } from './care-message-keys';

export type CareMessageTextSave = {
  id: number;
  language: CustomerLanguage;
  /** Empty removes a translation (English cannot be emptied: 400). */
  text: string;
  /** That language's text's updated_at as last read, null when there was none; stale → 409. */
  updated_at: string | null;
};

/** PUT /care-message/{id}/text/{language} (any staff): one language's text of a message. */
export function saveCareMessageText({
  id,
  language,
  ...body
}: CareMessageTextSave): Promise<CareMessage> {
  return api.put<CareMessage>(pathOf(API.careMessages.text, { id, language }), body);
}

export function useSaveCareMessageText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['communication', 'care-messages', 'text'],
    mutationFn: saveCareMessageText,
    // A 409 too: the library is reloaded, so the newer text can be seen.
    onSettled: () => queryClient.invalidateQueries({ queryKey: careMessageKeys.lists() }),
  });
}
