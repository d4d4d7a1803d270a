import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type VisitException, type VisitExceptionDecision } from '@app/contract';
import { api } from '../../../lib/api-client';
import { exceptionKeys } from './exception-keys';

export type ExceptionDecisionRequest = { id: number; body: VisitExceptionDecision };

/**
 * POST /visits/exceptions/{id}/decision (ADMIN only, audited): a refused
 * check approved or rejected, with the reason, once: 409 names who decided
 * it first.
 */
export function decideVisitException({
  id,
  body,
}: ExceptionDecisionRequest): Promise<VisitException> {
  return api.post<VisitException>(pathOf(API.visits.decision, { id }), body);
}

export function useDecideVisitException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['visits', 'exceptions', 'decide'],
    mutationFn: decideVisitException,
    // Decided here or, on a 409, by someone else: both lists follow.
    onSettled: () => queryClient.invalidateQueries({ queryKey: exceptionKeys.all }),
  });
}
