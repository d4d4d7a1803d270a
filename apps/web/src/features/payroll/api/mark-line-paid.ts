import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type Batch, type LinePaid } from '@app/contract';
import { api } from '../../../lib/api-client';
import { invalidatePayroll } from './invalidate';

export type MarkLineRequest = { batchId: number; lineId: number; body: LinePaid };

/**
 * POST /payroll/batches/{id}/lines/{lineId}/paid: paid with the provider's
 * transaction id (its nurse job becomes Paid), or failed with a reason (its
 * job is released). The same txn id again changes nothing; another one is 409.
 */
export function markLinePaid({ batchId, lineId, body }: MarkLineRequest): Promise<Batch> {
  return api.post<Batch>(pathOf(API.payroll.linePaid, { id: batchId, lineId }), body);
}

export function useMarkLinePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payroll', 'line-paid'],
    mutationFn: markLinePaid,
    onSuccess: () => invalidatePayroll(queryClient),
  });
}
