import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type DataSubjectKind } from '@app/contract';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { privacyKeys } from './keys';

export type ExportRequest = { kind: DataSubjectKind; id: number };

/**
 * GET /privacy/{kind}/{id}/export: everything held about the person as one zip
 * (JSON and a readable PDF), saved as the server names it. The export is
 * audited and writes an access entry.
 */
export async function exportSubject({ kind, id }: ExportRequest): Promise<string> {
  const { blob, fileName } = await api.download(pathOf(API.privacy.export, { kind, id }));
  const name = fileName ?? `personal-data-${kind}-${id}.zip`;
  saveFile(blob, name);
  return name;
}

export function useExportSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['privacy', 'export'],
    mutationFn: exportSubject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.accessLogs() }),
  });
}
