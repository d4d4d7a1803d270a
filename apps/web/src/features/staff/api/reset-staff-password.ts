import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type Staff } from '@app/contract';
import { api } from '../../../lib/api-client';
import { staffKeys } from './keys';

/** POST /staff/{id}/password: a new temporary password; their sessions end. */
export function resetStaffPassword(id: string, password: string): Promise<Staff> {
  return api.post<Staff>(pathOf(API.staff.password, { id }), { password });
}

export function useResetStaffPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['staff', 'password'],
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      resetStaffPassword(id, password),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
