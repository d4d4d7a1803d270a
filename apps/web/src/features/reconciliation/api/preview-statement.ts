import { useMutation } from '@tanstack/react-query';
import { API, type ReconPreview, type ReconPreviewRequest } from '@app/contract';
import { api } from '../../../lib/api-client';

/**
 * POST /reconciliation/preview {provider, fileName, content}: the file's
 * headings, first rows and the remembered or guessed column mapping. The
 * server stores nothing; the statement is stored only by an import.
 */
export function previewStatement(body: ReconPreviewRequest): Promise<ReconPreview> {
  return api.post<ReconPreview>(API.reconciliation.preview, body);
}

export function usePreviewStatement() {
  return useMutation({
    mutationKey: ['reconciliation', 'preview'],
    mutationFn: previewStatement,
  });
}
