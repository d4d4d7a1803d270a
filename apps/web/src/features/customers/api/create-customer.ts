import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, HEADERS, type Customer, type customerCreateSchema } from '@app/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { customerKeys } from './keys';

export type CustomerCreateBody = z.output<typeof customerCreateSchema>;
export type CustomerCreated = {
  customer: Customer;
  booking: { id: number; docId: string; status: string };
};

/**
 * POST /customer: the profile with its first order (a Pending booking,
 * ruling 16). One idempotency key per dialog, so a double submit creates one.
 */
export function createCustomer(
  body: CustomerCreateBody,
  idempotencyKey?: string,
): Promise<CustomerCreated> {
  return api.post<CustomerCreated>(API.customers.list, body, {
    headers: idempotencyKey ? { [HEADERS.idempotencyKey]: idempotencyKey } : undefined,
  });
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['customers', 'create'],
    mutationFn: ({ body, idempotencyKey }: { body: CustomerCreateBody; idempotencyKey?: string }) =>
      createCustomer(body, idempotencyKey),
    onSuccess: async ({ customer }) => {
      queryClient.setQueryData(customerKeys.detail(customer.id), customer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.list() }),
        queryClient.invalidateQueries({ queryKey: customerKeys.searches() }),
      ]);
    },
  });
}
