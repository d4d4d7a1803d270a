import { useMutation } from '@tanstack/react-query';
import { API, type UssdSimulate, type UssdSimulateResult } from '@app/contract';
import { api } from '../../../lib/api-client';

/**
 * POST /sms/simulate/ussd (local outbox only, issue 37): one step of a USSD
 * session as Africa's Talking would post it (`text`: every answer so far
 * joined with '*'); answers the phone's next screen and whether it ends.
 */
export function simulateUssd(body: UssdSimulate): Promise<UssdSimulateResult> {
  return api.post<UssdSimulateResult>(API.visits.simulateUssd, body);
}

export function useSimulateUssd() {
  return useMutation({
    mutationKey: ['communication', 'sms', 'simulate-ussd'],
    mutationFn: simulateUssd,
  });
}
