import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { API, type Reach } from '@app/contract';
import { api } from '../../../lib/api-client';
import { smsKeys, type SmsPerson } from './sms-keys';

/** The SMS side of a reach: available or why not, the number, and the opt-out's when and how. */
export type ReachSms = Reach['sms'];

/** GET /sms/reach?customerId= | ?nurseId=: the channels a person can be reached on, and why not. */
export function getReach(person: SmsPerson): Promise<Reach> {
  return api.get<Reach>(API.sms.reach, { query: person });
}

/** The reach of one person; nothing is asked while `person` is null. */
export const reachQueryOptions = (person: SmsPerson | null) =>
  queryOptions({
    queryKey: smsKeys.reach(person),
    queryFn: person ? () => getReach(person) : skipToken,
  });

export function useReach(person: SmsPerson | null) {
  return useQuery(reachQueryOptions(person));
}
