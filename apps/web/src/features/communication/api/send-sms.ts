import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, HEADERS, type SmsSend, type SmsSendResult } from '@app/contract';
import { api } from '../../../lib/api-client';
import { commsKeys } from './keys';

/**
 * POST /sms/messages: records one message for each person who can get it and
 * queues them; answers how many were queued, who was left out and the cost.
 * A repeat with the same Idempotency-Key answers the first send (nothing twice).
 */
export function sendSms(body: SmsSend, idempotencyKey?: string): Promise<SmsSendResult> {
  return api.post<SmsSendResult>(API.sms.messages, body, {
    headers: idempotencyKey ? { [HEADERS.idempotencyKey]: idempotencyKey } : undefined,
  });
}

export function useSendSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['communication', 'sms', 'send'],
    mutationFn: ({ body, idempotencyKey }: { body: SmsSend; idempotencyKey?: string }) =>
      sendSms(body, idempotencyKey),
    // Queued or refused, the history shows what is there now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: commsKeys.history() }),
  });
}
