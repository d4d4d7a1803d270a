import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, pathOf, type Customer } from '@app/contract';
import { api } from '../../../lib/api-client';
import { customerKeys } from './keys';

/** GET /customer/{id}: one customer profile. */
export function getCustomer(id: number): Promise<Customer> {
  return api.get<Customer>(pathOf(API.customers.one, { id }));
}

export const customerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: () => getCustomer(id),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useCustomer(id: number) {
  return useQuery(customerQueryOptions(id));
}
