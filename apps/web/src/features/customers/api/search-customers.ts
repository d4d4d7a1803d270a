import { API, type Customer } from '@app/contract';
import { api } from '../../../lib/api-client';
import { customerKeys } from './keys';

/** GET /portal/search?type=customer&searchTerm= (3+ characters): names and phone numbers. */
export function searchCustomers(term: string): Promise<Customer[]> {
  return api.get<Customer[]>(API.search.all, { query: { type: 'customer', searchTerm: term } });
}

/** The search answers one page; the list shows it like any other. */
export const customerSearchQuery = (term: string) => ({
  queryKey: customerKeys.search(term),
  fetchPage: (offset: number) => (offset === 0 ? searchCustomers(term) : Promise.resolve([])),
});
