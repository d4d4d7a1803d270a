import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type ResultsAnswer, type ResultsImport } from '@app/contract';
import { api } from '../../../lib/api-client';
import { invalidatePayroll } from './invalidate';

export type ResultsRequest = { batchId: number; body: ResultsImport };

/**
 * POST /payroll/batches/{id}/results: the provider's result file as CSV text;
 * answers how many lines were paid, failed, unknown or already paid, and the
 * rows not applied. All or nothing on the server.
 */
export function uploadResults({ batchId, body }: ResultsRequest): Promise<ResultsAnswer> {
  return api.post<ResultsAnswer>(pathOf(API.payroll.results, { id: batchId }), body);
}

export function useUploadResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payroll', 'results'],
    mutationFn: uploadResults,
    onSuccess: () => invalidatePayroll(queryClient),
  });
}
