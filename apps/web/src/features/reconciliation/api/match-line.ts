import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type ReconLine, type ReconMatchRequest } from '@app/contract';
import { api } from '../../../lib/api-client';
import { LEDGER_KEY, reconKeys } from './keys';

/**
 * POST /reconciliation/lines/{id}/match {incomeId} or {receipt}: the payment
 * is matched to that ledger entry, which is marked Paid (audited). An entry
 * already matched to another payment answers 409.
 */
export function matchLine(id: number, body: ReconMatchRequest): Promise<ReconLine> {
  return api.post<ReconLine>(pathOf(API.reconciliation.match, { id }), body);
}

export function useMatchLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reconciliation', 'match'],
    mutationFn: ({ id, body }: { id: number; body: ReconMatchRequest }) => matchLine(id, body),
    // Matched or refused (someone else matched it), the lists show what is there now.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reconKeys.all }),
        queryClient.invalidateQueries({ queryKey: LEDGER_KEY }),
      ]),
  });
}
