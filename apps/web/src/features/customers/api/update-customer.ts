import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type Customer, type customerUpdateSchema } from '@app/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { customerKeys } from './keys';

export type CustomerUpdateBody = z.output<typeof customerUpdateSchema>;

/** PUT /customer/{id}: the profile with updatedAt; a stale one answers 409. */
export function updateCustomer(id: number, body: CustomerUpdateBody): Promise<Customer> {
  return api.put<Customer>(pathOf(API.customers.one, { id }), body);
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['customers', 'update'],
    mutationFn: ({ id, body }: { id: number; body: CustomerUpdateBody }) =>
      updateCustomer(id, body),
    onSuccess: async (customer) => {
      queryClient.setQueryData(customerKeys.detail(customer.id), customer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.list() }),
        queryClient.invalidateQueries({ queryKey: customerKeys.searches() }),
      ]);
    },
  });
}
