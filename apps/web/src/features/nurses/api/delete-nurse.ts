import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateNurseLists } from './invalidate';
import { nurseKeys } from './keys';
import { API, pathOf } from '@app/contract';

/** DELETE /resume/profile/{id}: a soft delete (ruling 15); jobs and reviews are kept. */
export async function deleteNurse(id: number): Promise<void> {
  await api.delete<undefined>(pathOf(API.nurses.profile, { id }));
}

export function useDeleteNurse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['nurses', 'delete'],
    mutationFn: deleteNurse,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: nurseKeys.detail(id) });
      await invalidateNurseLists(queryClient);
    },
  });
}
