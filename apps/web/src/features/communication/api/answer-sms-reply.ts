import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type SmsReply } from '@app/contract';
import { api } from '../../../lib/api-client';
import { smsKeys } from './sms-keys';

/** POST /sms/reply/{id}/answered: staff answered it; answers the reply as it stands. */
export function answerSmsReply(id: number): Promise<SmsReply> {
  return api.post<SmsReply>(pathOf(API.sms.replyAnswered, { id }), {});
}

export function useAnswerSmsReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['communication', 'sms', 'reply-answered'],
    mutationFn: answerSmsReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: smsKeys.replies() }),
  });
}
