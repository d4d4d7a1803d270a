import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API,
  HEADERS,
  pathOf,
  type PregnancyOutcomeAnswer,
  type PregnancyOutcomeValues,
} from '@app/contract';
import { api } from '../../../lib/api-client';
import { maternalKeys } from './keys';

/**
 * POST /pregnancy/{id}/outcome: a birth (its babies) or a loss; 409 when
 * already recorded or stale. One idempotency key per dialog: a double
 * submit records one outcome.
 */
export function recordOutcome(
  id: number,
  body: PregnancyOutcomeValues,
  idempotencyKey?: string,
): Promise<PregnancyOutcomeAnswer> {
  return api.post<PregnancyOutcomeAnswer>(pathOf(API.pregnancies.outcome, { id }), body, {
    headers: idempotencyKey ? { [HEADERS.idempotencyKey]: idempotencyKey } : undefined,
  });
}

export function useRecordOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['maternal', 'outcome'],
    mutationFn: ({
      id,
      body,
      idempotencyKey,
    }: {
      id: number;
      customerId: number;
      body: PregnancyOutcomeValues;
      idempotencyKey?: string;
    }) => recordOutcome(id, body, idempotencyKey),
    // Her pregnancies, babies and timeline, whether it was saved or refused (409: moved on).
    onSettled: (_data, _error, { customerId }) =>
      Promise.all(
        [maternalKeys.pregnancies, maternalKeys.babies, maternalKeys.careTimeline].map((key) =>
          queryClient.invalidateQueries({ queryKey: key(customerId) }),
        ),
      ),
  });
}
