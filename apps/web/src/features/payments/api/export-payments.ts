import { useMutation } from '@tanstack/react-query';
import { API, type PaymentFilter } from '@app/contract';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export const PAYMENTS_EXPORT_NAME = 'payments.csv';

/** GET /payments/export?<filters>: the filtered requests as CSV, saved as the server names it. */
export async function exportPayments(filter: PaymentFilter): Promise<string> {
  const { blob, fileName } = await api.download(API.payments.export, { query: filter });
  const name = fileName ?? PAYMENTS_EXPORT_NAME;
  saveFile(blob, name);
  return name;
}

export function useExportPayments() {
  return useMutation({ mutationKey: ['payments', 'export'], mutationFn: exportPayments });
}
