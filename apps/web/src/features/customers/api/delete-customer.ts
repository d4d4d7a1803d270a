import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerKeys } from './keys';
import { API, pathOf } from '@app/contract';

/** DELETE /customer/{id}: a soft delete (ruling 15); jobs and orders are kept. */
export async function deleteCustomer(id: number): Promise<void> {
  await api.delete<undefined>(pathOf(API.customers.one, { id }));
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['customers', 'delete'],
    mutationFn: deleteCustomer,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: customerKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.list() }),
        queryClient.invalidateQueries({ queryKey: customerKeys.searches() }),
      ]);
    },
  });
}
