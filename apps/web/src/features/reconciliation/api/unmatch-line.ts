import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type ReconLine } from '@app/contract';
import { api } from '../../../lib/api-client';
import { LEDGER_KEY, reconKeys } from './keys';

/**
 * DELETE /reconciliation/lines/{id}/match: undoes a match; the ledger entry
 * gets its previous status back and the payment is suggested or unmatched again.
 */
export function unmatchLine(id: number): Promise<ReconLine> {
  return api.delete<ReconLine>(pathOf(API.reconciliation.match, { id }));
}

export function useUnmatchLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reconciliation', 'unmatch'],
    mutationFn: unmatchLine,
    // Not awaited: the caller's own onSuccess (its toast) runs at once, not
    // after the refetch that removes the card it was called from (a callback
    // of an unmounted caller never runs, and the toast was lost: seen in CI).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: reconKeys.all });
      void queryClient.invalidateQueries({ queryKey: LEDGER_KEY });
    },
  });
}
