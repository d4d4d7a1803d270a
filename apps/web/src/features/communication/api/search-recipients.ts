import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchCustomers } from '../../customers/api/search-customers';
import { commsKeys } from './keys';

/** Search starts at 3 typed characters (SPEC 9). */
export const MIN_SEARCH = 3;

/**
 * The recipient search: GET /portal/search?type=customer&searchTerm= by name
 * or phone number; each customer comes with fcm_token (null without a device).
 */
export const recipientsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: commsKeys.recipients(term),
    queryFn: () => searchCustomers(term),
    enabled: term.length >= MIN_SEARCH,
  });

export function useRecipientSearch(term: string) {
  return useQuery(recipientsQueryOptions(term));
}
