import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKeys } from './keys';

/** POST /staff/{id}/sessions/end: signs the person out everywhere; answers how many ended. */
export function endStaffSessions(id: string): Promise<{ ended: number }> {
  return api.post<{ ended: number }>(`/staff/${encodeURIComponent(id)}/sessions/end`);
}

export function useEndStaffSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['staff', 'sessions'],
    mutationFn: endStaffSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
