import { queryOptions } from '@tanstack/react-query';
import { API, type Customer } from '@app/contract';
import { api } from '../../../lib/api-client';
import { MIN_SEARCH_LENGTH } from '../../../lib/search-context';
import { financeKeys } from './keys';

/** GET /portal/search?type=customer&searchTerm= (3+ characters): names and phone numbers. */
export function searchOrderCustomers(term: string): Promise<Customer[]> {
  return api.get<Customer[]>(API.search.all, { query: { type: 'customer', searchTerm: term } });
}

/**
 * The order form's customer search. Its own key: the customer list keeps
 * infinite pages under the customers' search key.
 */
export const orderCustomerSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: financeKeys.customerSearch(term),
    queryFn: () => searchOrderCustomers(term),
    enabled: term.length >= MIN_SEARCH_LENGTH,
    staleTime: 30_000,
  });
