import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type Notification } from '@app/contract';
import { api } from '../../../lib/api-client';
import { commsKeys } from './keys';

// The server sends to the customer's own token; the app never holds it (issue 20).
export type DirectMessageBody = { message: string };

/** POST /customer/{id}/message: a push to the customer's own device (the server checks the token). */
export function messageCustomer(
  customerId: number,
  body: DirectMessageBody,
): Promise<Notification> {
  return api.post<Notification>(pathOf(API.customers.message, { id: customerId }), body);
}

export function useMessageCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['communication', 'message'],
    mutationFn: ({ customerId, body }: { customerId: number; body: DirectMessageBody }) =>
      messageCustomer(customerId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commsKeys.history() }),
  });
}
