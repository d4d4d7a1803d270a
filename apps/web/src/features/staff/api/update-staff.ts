import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type Role, type Staff } from '@app/contract';
import { api } from '../../../lib/api-client';
import { staffKeys } from './keys';

export type StaffUpdateBody = { role?: Role; active?: boolean; name?: string };

/**
 * PUT /staff/{id}: role, name, active. Deactivating ends their sessions at once;
 * the last active ADMIN (409) and the caller's own account (400) are refused.
 */
export function updateStaff(id: string, body: StaffUpdateBody): Promise<Staff> {
  return api.put<Staff>(pathOf(API.staff.one, { id }), body);
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['staff', 'update'],
    mutationFn: ({ id, body }: { id: string; body: StaffUpdateBody }) => updateStaff(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
