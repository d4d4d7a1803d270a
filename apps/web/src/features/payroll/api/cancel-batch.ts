import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type Batch, type BatchCancel } from '@app/contract';
import { api } from '../../../lib/api-client';
import { invalidatePayroll } from './invalidate';

export type CancelRequest = { id: number; body?: BatchCancel };

/**
 * POST /payroll/batches/{id}/cancel. A Draft or Approved batch: its jobs can
 * be batched again. An Exported or Partly paid one (ADMIN only): with the
 * reason and what the provider did (issue 36).
 */
export function cancelBatch({ id, body }: CancelRequest): Promise<Batch> {
  return api.post<Batch>(pathOf(API.payroll.cancel, { id }), body ?? {});
}

export function useCancelBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payroll', 'cancel'],
    mutationFn: cancelBatch,
    onSuccess: () => invalidatePayroll(queryClient),
  });
}
