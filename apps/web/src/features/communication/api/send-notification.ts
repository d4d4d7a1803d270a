import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API,
  HEADERS,
  type Notification,
  type singleNotificationSchema,
  type topicNotificationSchema,
} from '@app/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { commsKeys } from './keys';

export type NotificationBody =
  z.output<typeof topicNotificationSchema> | z.output<typeof singleNotificationSchema>;

/**
 * POST /sendcomms/sendNotificationToTopic (everyone, topic global) or
 * /sendcomms/send_to_one_user (one customer's device). A gateway failure
 * answers 502 with its error; the send is kept in the history as failed.
 */
export function sendNotification(
  body: NotificationBody,
  idempotencyKey?: string,
): Promise<Notification> {
  const path = body.messageType === 'all' ? API.communication.topic : API.communication.toOneUser;
  return api.post<Notification>(path, body, {
    headers: idempotencyKey ? { [HEADERS.idempotencyKey]: idempotencyKey } : undefined,
  });
}

export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['communication', 'send'],
    mutationFn: ({ body, idempotencyKey }: { body: NotificationBody; idempotencyKey?: string }) =>
      sendNotification(body, idempotencyKey),
    // Sent or failed, the send is in the history now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: commsKeys.history() }),
  });
}
