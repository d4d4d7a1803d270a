import { API, type Customer } from '@app/contract';
import { api } from '../../../lib/api-client';
import { customerKeys } from './keys';

/** GET /customer?offset&limit: customers, newest first (a page of the infinite list). */
export function getCustomers(offset: number, limit: number): Promise<Customer[]> {
  return api.get<Customer[]>(API.customers.list, { query: { offset, limit } });
}

/** What the InfiniteList needs: its key and how to fetch a page. */
export const customersListQuery = () => ({
  queryKey: customerKeys.list(),
  fetchPage: getCustomers,
});
