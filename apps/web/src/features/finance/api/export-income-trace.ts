import { useMutation } from '@tanstack/react-query';
import { API, type IncomeFilter } from '@app/contract';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export const EXPORT_FALLBACK_NAME = 'income-trace.csv';

/** GET /income_trace/export?<filters>: the filtered ledger as CSV, saved as the server names it. */
export async function exportIncomeTrace(filter: IncomeFilter): Promise<string> {
  const { blob, fileName } = await api.download(API.finance.export, { query: filter });
  const name = fileName ?? EXPORT_FALLBACK_NAME;
  saveFile(blob, name);
  return name;
}

export function useExportIncomeTrace() {
  return useMutation({ mutationKey: ['finance', 'export'], mutationFn: exportIncomeTrace });
}
