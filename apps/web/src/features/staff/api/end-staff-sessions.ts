import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKeys } from './keys';
import { API, pathOf } from '@app/contract';

/** POST /staff/{id}/sessions/end: signs the person out everywhere; answers how many ended. */
export function endStaffSessions(id: string): Promise<{ ended: number }> {
  return api.post<{ ended: number }>(pathOf(API.staff.endSessions, { id }));
}

export function useEndStaffSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['staff', 'sessions'],
    mutationFn: endStaffSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
