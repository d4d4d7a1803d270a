import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobCardKeys } from './keys';
import { API, pathOf } from '@app/contract';

/** DELETE /portal/jobcard/{id}: a soft delete. */
export async function deleteJobCard(id: number): Promise<void> {
  await api.delete<undefined>(pathOf(API.jobCards.one, { id }));
}

export function useDeleteJobCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['jobcards', 'delete'],
    mutationFn: deleteJobCard,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: jobCardKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: jobCardKeys.all });
    },
  });
}
