import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type DataSubjectKind, type ErasurePlan } from '@app/contract';
import { api } from '../../../lib/api-client';
import { privacyKeys } from './keys';

export type EraseRequest = { kind: DataSubjectKind; id: number; confirmName: string };

/**
 * POST /privacy/{kind}/{id}/erasure { confirmName }: erases the person's data
 * (audited); 400 when the name typed does not match, 409 when something
 * blocks it or it was done already. Answers what was erased.
 */
export function eraseSubject({ kind, id, confirmName }: EraseRequest): Promise<ErasurePlan> {
  return api.post<ErasurePlan>(pathOf(API.privacy.erasure, { kind, id }), { confirmName });
}

export function useEraseSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['privacy', 'erase'],
    mutationFn: eraseSubject,
    // The access log names the person by her placeholder now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.all }),
  });
}
