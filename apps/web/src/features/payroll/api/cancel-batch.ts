import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type Batch } from '@app/contract';
import { api } from '../../../lib/api-client';
import { invalidatePayroll } from './invalidate';

/** POST /payroll/batches/{id}/cancel: while no line is paid; its jobs can be batched again. */
export function cancelBatch(id: number): Promise<Batch> {
  return api.post<Batch>(pathOf(API.payroll.cancel, { id }));
}

export function useCancelBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payroll', 'cancel'],
    mutationFn: cancelBatch,
    onSuccess: () => invalidatePayroll(queryClient),
  });
}
