import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type Nurse } from '@app/contract';
import { api } from '../../../lib/api-client';
import { nurseKeys } from './keys';

/** DELETE /careteam/{id}/licence (issue 27): removes the stored copy; answers the nurse. */
export function deleteLicence(id: number) {
  return api.delete<Nurse>(pathOf(API.nurses.licence, { id }));
}

export function useDeleteLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['nurses', 'licence', 'delete'],
    mutationFn: (id: number) => deleteLicence(id),
    onSuccess: async (_answer, id) => {
      await queryClient.invalidateQueries({ queryKey: nurseKeys.detail(id) });
    },
  });
}
