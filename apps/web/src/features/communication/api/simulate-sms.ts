import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type SmsSimulate, type SmsSimulateResult } from '@app/contract';
import { api } from '../../../lib/api-client';
import { commsKeys } from './keys';

/**
 * POST /sms/simulate/incoming (local outbox only, issue 37): an SMS as if a
 * nurse's phone had sent it (`IN 4821`, `OUT 4821`, STOP...). It goes the way
 * a real incoming SMS goes and answers the reply SMS the outbox recorded for
 * it, if any.
 */
export function simulateSms(body: SmsSimulate): Promise<SmsSimulateResult> {
  return api.post<SmsSimulateResult>(API.visits.simulateSms, body);
}

export function useSimulateSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['communication', 'sms', 'simulate'],
    mutationFn: simulateSms,
    // The reply is a message of the outbox: the history shows it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: commsKeys.history() }),
  });
}
