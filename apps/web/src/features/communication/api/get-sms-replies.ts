import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type SmsReply } from '@app/contract';
import { api } from '../../../lib/api-client';
import type { Page } from './keys';
import { smsKeys, type RepliesQuery } from './sms-keys';

/** A new reply shows without a reload: the list asks again this often while shown. */
export const REPLIES_REFRESH_MS = 30_000;

/** GET /sms/replies: the SMS sent to us, newest first (of one customer, of one kind, or open). */
export function getSmsReplies(query: RepliesQuery): Promise<Page<SmsReply>> {
  return api.get<Page<SmsReply>>(API.sms.replies, { query });
}

export const smsRepliesQueryOptions = (query: RepliesQuery) =>
  queryOptions({
    queryKey: smsKeys.repliesOf(query),
    queryFn: () => getSmsReplies(query),
    refetchInterval: REPLIES_REFRESH_MS,
  });

export function useSmsReplies(query: RepliesQuery) {
  return useQuery(smsRepliesQueryOptions(query));
}
