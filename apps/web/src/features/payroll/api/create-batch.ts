import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, HEADERS, type Batch, type BatchCreate } from '@app/contract';
import { api } from '../../../lib/api-client';
import { payrollKeys } from './keys';

/**
 * POST /payroll/batches: a Draft batch of the chosen nurse jobs (201). One
 * Idempotency-Key per attempt, so a double click drafts it once; a job that
 * is no longer payable or already in an open batch answers 409 naming it.
 */
export function createBatch(body: BatchCreate, idempotencyKey: string): Promise<Batch> {
  return api.post<Batch>(API.payroll.batches, body, {
    headers: { [HEADERS.idempotencyKey]: idempotencyKey },
  });
}

export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payroll', 'create'],
    mutationFn: ({ body, idempotencyKey }: { body: BatchCreate; idempotencyKey: string }) =>
      createBatch(body, idempotencyKey),
    // The new batch opens at once with what the API answered.
    onSuccess: (batch) => queryClient.setQueryData(payrollKeys.batch(batch.id), batch),
    // Drafted or refused (a job taken meanwhile), the unpaid list shows what is left.
    onSettled: () => queryClient.invalidateQueries({ queryKey: payrollKeys.all }),
  });
}
