import { queryOptions } from '@tanstack/react-query';
import { API, type Recipient } from '@app/contract';
import { api } from '../../../lib/api-client';
import { commsKeys } from './keys';

/** Search starts at 3 typed characters (SPEC 9). */
export const MIN_SEARCH = 3;

/**
 * GET /sendcomms/recipients?searchTerm=: customers and nurses by name or
 * phone number, each marked reachable when their device can take a push.
 */
export function searchRecipients(term: string): Promise<Recipient[]> {
  return api.get<Recipient[]>(API.communication.recipients, { query: { searchTerm: term } });
}

export const recipientsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: commsKeys.recipients(term),
    queryFn: () => searchRecipients(term),
    enabled: term.length >= MIN_SEARCH,
  });
