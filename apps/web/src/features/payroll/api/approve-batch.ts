import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type Batch } from '@app/contract';
import { api } from '../../../lib/api-client';
import { payrollKeys } from './keys';

/**
 * POST /payroll/batches/{id}/approve (ADMIN only): Draft -> Approved. With
 * two approvers on, the ADMIN who drafted it is refused (403, the API says why).
 */
export function approveBatch(id: number): Promise<Batch> {
  return api.post<Batch>(pathOf(API.payroll.approve, { id }));
}

export function useApproveBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payroll', 'approve'],
    mutationFn: approveBatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollKeys.all }),
  });
}
