import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type PayoutExportFormat } from '@app/contract';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { payrollKeys } from './keys';

export type ExportRequest = {
  id: number;
  number: string;
  format: PayoutExportFormat;
  /** Issue 36: numbers of the other wallet network are in the file too (confirmed). */
  includeMismatched?: boolean;
};

/**
 * GET /payroll/batches/{id}/export?format=mtn|airtel|bank: the batch as a
 * bulk-payment CSV, saved as the server names it. The first export moves an
 * Approved batch to Exported. An MTN or Airtel file leaves out the other
 * network's numbers unless `includeMismatched`.
 */
export async function exportBatch({
  id,
  number,
  format,
  includeMismatched,
}: ExportRequest): Promise<string> {
  const { blob, fileName } = await api.download(pathOf(API.payroll.export, { id }), {
    query: includeMismatched ? { format, includeMismatched: 'true' } : { format },
  });
  const name = fileName ?? `${number}-${format}.csv`;
  saveFile(blob, name);
  return name;
}

export function useExportBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payroll', 'export'],
    mutationFn: exportBatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollKeys.all }),
  });
}
