import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type Nurse, type NurseListItem } from '@app/contract';
import { api } from '../../../lib/api-client';
import { invalidateNurseLists } from './invalidate';
import { nurseKeys } from './keys';

/** PUT /careteam/{id}/approve {verified, firebaseId, phone_number, email} (SPEC 7). */
export function approveNurse(nurse: NurseListItem, verified: boolean) {
  return api.put<NurseListItem>(pathOf(API.nurses.approve, { id: nurse.id }), {
    verified,
    firebaseId: nurse.firebaseId,
    phone_number: nurse.phone_number,
    email: nurse.email,
  });
}

export function useApproveNurse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['nurses', 'approve'],
    mutationFn: ({ nurse, verified }: { nurse: NurseListItem; verified: boolean }) =>
      approveNurse(nurse, verified),
    onSuccess: async (item) => {
      queryClient.setQueryData<Nurse>(nurseKeys.detail(item.id), (old) =>
        old ? { ...old, ...item } : old,
      );
      // The profile's version moved on: fetch it again so an edit does not answer 409.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: nurseKeys.detail(item.id) }),
        invalidateNurseLists(queryClient),
      ]);
    },
  });
}
