import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type CareMessageSettings, type careMessageSettingsUpdateSchema } from '@app/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { careMessageKeys } from './care-message-keys';

export type CareMessageSettingsBody = z.output<typeof careMessageSettingsUpdateSchema>;

/** PUT /care-messages/settings (ADMIN only): on or off, at most N a week, from what hour. */
export function saveCareMessageSettings(
  body: CareMessageSettingsBody,
): Promise<CareMessageSettings> {
  return api.put<CareMessageSettings>(API.careMessages.settings, body);
}

export function useSaveCareMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['communication', 'care-messages', 'settings'],
    mutationFn: saveCareMessageSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(careMessageKeys.settings(), saved);
      return queryClient.invalidateQueries({ queryKey: careMessageKeys.settings() });
    },
  });
}
