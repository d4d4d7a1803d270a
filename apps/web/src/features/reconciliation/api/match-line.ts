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
    // Not awaited: the caller's own onSuccess (its toast) runs at once, not
    // after the refetch that removes the card it was called from (a callback
    // of an unmounted caller never runs, and the toast was lost: seen in CI).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: reconKeys.all });
      void queryClient.invalidateQueries({ queryKey: LEDGER_KEY });
    },
  });
}
