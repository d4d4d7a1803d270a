import { useMutation } from '@tanstack/react-query';
import { API, pathOf, type StatementQuery } from '@app/contract';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export type StatementRequest = { nurseId: number; period: StatementQuery };

/** GET /payroll/nurses/{id}/statement?from&to: the nurse's pay statement PDF, saved. */
export async function downloadStatement({ nurseId, period }: StatementRequest): Promise<string> {
  const { blob, fileName } = await api.download(
    pathOf(API.payroll.nurseStatement, { id: nurseId }),
    {
      query: period,
    },
  );
  const name = fileName ?? `pay-statement-${nurseId}-${period.from}-${period.to}.pdf`;
  saveFile(blob, name);
  return name;
}

export function useDownloadStatement() {
  return useMutation({ mutationKey: ['payroll', 'statement'], mutationFn: downloadStatement });
}
