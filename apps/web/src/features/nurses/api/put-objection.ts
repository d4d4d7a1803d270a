import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type Nurse, type ObjectionAnswer } from '@app/contract';
import { api } from '../../../lib/api-client';
import { nurseKeys } from './keys';

/** PUT /privacy/nurse/{id}/objection: object to marketing, or allow it again (issue 26). */
export function putNurseObjection(id: number, objected: boolean): Promise<ObjectionAnswer> {
  return api.put<ObjectionAnswer>(pathOf(API.privacy.objection, { kind: 'nurse', id }), {
    objected,
  });
}

export function usePutNurseObjection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['nurses', 'objection'],
    mutationFn: ({ id, objected }: { id: number; objected: boolean }) =>
      putNurseObjection(id, objected),
    // The profile's version stays (an objection is no profile edit): the answer is merged in.
    onSuccess: (answer) =>
      queryClient.setQueryData<Nurse>(nurseKeys.detail(answer.subjectId), (old) =>
        old ? { ...old, marketing_objected_at: answer.marketingObjectedAt } : old,
      ),
  });
}
