import { queryOptions, useQuery } from '@tanstack/react-query';
import { MIN_SEARCH_LENGTH } from '../../../app/shell/search-context';
import { searchCustomers } from '../../customers/api/search-customers';
import { financeKeys } from './keys';

/**
 * The order form's customer search: GET /portal/search?type=customer&searchTerm=
 * (names and phone numbers, 3+ characters). Its own key: the customer list
 * keeps infinite pages under the customers' search key.
 */
export const orderCustomerSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: financeKeys.customerSearch(term),
    queryFn: () => searchCustomers(term),
    enabled: term.length >= MIN_SEARCH_LENGTH,
    staleTime: 30_000,
  });

export function useOrderCustomerSearch(term: string) {
  return useQuery(orderCustomerSearchQueryOptions(term));
}
