import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type Payment } from '@app/contract';
import { api } from '../../../lib/api-client';
import { refreshPayments } from './invalidate';

export type StandInAnswer = 'accept' | 'decline';

/**
 * POST /payment/:id/stand-in/accept or /decline: staff answer the local
 * stand-in's prompt as the customer would on her phone (no provider keys set).
 */
export function answerStandIn(id: number, answer: StandInAnswer): Promise<Payment> {
  return api.post<Payment>(pathOf(API.payments[answer], { id }));
}

export function useAnswerStandIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payments', 'stand-in'],
    mutationFn: ({ id, answer }: { id: number; answer: StandInAnswer }) =>
      answerStandIn(id, answer),
    onSuccess: (payment) => refreshPayments(queryClient, payment),
  });
}
