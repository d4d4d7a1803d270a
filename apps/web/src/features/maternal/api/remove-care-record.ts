import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf } from '@app/contract';
import { api } from '../../../lib/api-client';
import { maternalKeys } from './keys';

/** DELETE /care-record/{id}: a mistaken record removed; the step is to do again. */
export function removeCareRecord(id: number): Promise<unknown> {
  return api.delete(pathOf(API.careRecords.one, { id }));
}

export function useRemoveCareRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['maternal', 'care-records', 'remove'],
    mutationFn: (v: { id: number; customerId: number }) => removeCareRecord(v.id),
    // Her timeline and every Care due list and count, removed or refused (404: removed meanwhile).
    onSettled: (_data, _error, { customerId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: maternalKeys.careTimeline(customerId) }),
        queryClient.invalidateQueries({ queryKey: maternalKeys.careDue }),
      ]),
  });
}
