import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type Customer, type ObjectionAnswer } from '@app/contract';
import { api } from '../../../lib/api-client';
import { customerKeys } from './keys';

/** PUT /privacy/customer/{id}/objection: object to marketing, or allow it again (issue 26). */
export function putCustomerObjection(id: number, objected: boolean): Promise<ObjectionAnswer> {
  return api.put<ObjectionAnswer>(pathOf(API.privacy.objection, { kind: 'customer', id }), {
    objected,
  });
}

export function usePutCustomerObjection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['customers', 'objection'],
    mutationFn: ({ id, objected }: { id: number; objected: boolean }) =>
      putCustomerObjection(id, objected),
    // The profile's version stays (an objection is no profile edit): the answer is merged in.
    onSuccess: (answer) =>
      queryClient.setQueryData<Customer>(customerKeys.detail(answer.subjectId), (old) =>
        old ? { ...old, marketing_objected_at: answer.marketingObjectedAt } : old,
      ),
  });
}
