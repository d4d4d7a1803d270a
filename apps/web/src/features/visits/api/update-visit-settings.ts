import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type VisitSettings, type VisitSettingsUpdate } from '@app/contract';
import { api } from '../../../lib/api-client';
import { visitKeys } from './keys';

/** PUT /visits/settings (ADMIN only, audited): the shift starts and the coordinator's mobile. */
export function updateVisitSettings(body: VisitSettingsUpdate): Promise<VisitSettings> {
  return api.put<VisitSettings>(API.visits.settings, body);
}

export function useUpdateVisitSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['visits', 'settings', 'update'],
    mutationFn: updateVisitSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(visitKeys.settings, saved);
      // the board's states follow the new starts
      return queryClient.invalidateQueries({ queryKey: visitKeys.boards });
    },
  });
}
