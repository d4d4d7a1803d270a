import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type Nurse, type NurseUpdate } from '@app/contract';
import { api } from '../../../lib/api-client';
import { invalidateNurseLists } from './invalidate';
import { nurseKeys } from './keys';

/** PUT /careteam/{id} {nurse, work, academics, updatedAt}: a stale updatedAt answers 409. */
export function updateNurse(id: number, body: NurseUpdate) {
  return api.put<Nurse>(pathOf(API.nurses.one, { id }), body);
}

export function useUpdateNurse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['nurses', 'update'],
    mutationFn: ({ id, body }: { id: number; body: NurseUpdate }) => updateNurse(id, body),
    onSuccess: async (nurse) => {
      queryClient.setQueryData(nurseKeys.detail(nurse.id), nurse);
      await invalidateNurseLists(queryClient);
    },
  });
}
