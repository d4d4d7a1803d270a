import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type Reach } from '@app/contract';
import { api } from '../../../lib/api-client';
import { smsKeys, type SmsPerson } from './sms-keys';

export type OptOutBody = SmsPerson & { optedOut: boolean };

const personOf = (body: OptOutBody): SmsPerson =>
  'customerId' in body ? { customerId: body.customerId } : { nurseId: body.nurseId };

/** PUT /sms/opt-out: mark a customer or nurse "no SMS", or allow SMS again; answers the reach. */
export function setSmsOptOut(body: OptOutBody): Promise<Reach> {
  return api.put<Reach>(API.sms.optOut, body);
}

export function useSetSmsOptOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['communication', 'sms', 'opt-out'],
    mutationFn: setSmsOptOut,
    // The answer is the person's reach now: the line and the composer show it at once.
    // A composer's preview counts the opted out apart: it asks again.
    onSuccess: async (reach, body) => {
      queryClient.setQueryData(smsKeys.reach(personOf(body)), reach);
      await queryClient.invalidateQueries({ queryKey: [...smsKeys.all, 'preview'] });
    },
  });
}
