import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type Nurse, type NursePracticeInput } from '@app/contract';
import { api } from '../../../lib/api-client';
import { invalidateNurseLists } from './invalidate';
import { nurseKeys } from './keys';

/**
 * PUT /careteam/{id}/practice {unmc_registration_number, licence_number,
 * licence_expiry, station, updatedAt} (issue 27): answers the nurse; a stale
 * updatedAt answers 409.
 */
export function updatePractice(id: number, body: NursePracticeInput) {
  return api.put<Nurse>(pathOf(API.nurses.practice, { id }), body);
}

export function useUpdatePractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['nurses', 'practice'],
    mutationFn: ({ id, body }: { id: number; body: NursePracticeInput }) =>
      updatePractice(id, body),
    onSuccess: async (nurse) => {
      queryClient.setQueryData(nurseKeys.detail(nurse.id), nurse);
      await invalidateNurseLists(queryClient);
    },
  });
}
