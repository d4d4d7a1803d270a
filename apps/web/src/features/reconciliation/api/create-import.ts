import { useMutation } from '@tanstack/react-query';
import { API, HEADERS, type ReconImport, type ReconImportRequest } from '@app/contract';
import { api } from '../../../lib/api-client';

/**
 * POST /reconciliation/imports {provider, fileName, content, mapping}: stores
 * the statement and queues its import (202); the mapping is remembered for the
 * provider. A repeat with the same Idempotency-Key answers the first upload.
 */
export function createImport(
  body: ReconImportRequest,
  idempotencyKey: string,
): Promise<ReconImport> {
  return api.post<ReconImport>(API.reconciliation.imports, body, {
    headers: { [HEADERS.idempotencyKey]: idempotencyKey },
  });
}

export function useCreateImport() {
  return useMutation({
    mutationKey: ['reconciliation', 'import'],
    mutationFn: ({ body, idempotencyKey }: { body: ReconImportRequest; idempotencyKey: string }) =>
      createImport(body, idempotencyKey),
  });
}
