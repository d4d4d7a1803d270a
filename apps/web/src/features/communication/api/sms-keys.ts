import type { MessageHistoryQuery, SmsReplyOutcome, SmsSend } from '@app/contract';
import { commsKeys } from './keys';

/** Who a reach or opt-out is about: a customer or a nurse (their ids may be equal). */
export type SmsPerson = { customerId: number } | { nurseId: number };

/** GET /sms/replies' query as the screens ask it (issue 42). */
export type RepliesQuery = {
  customerId?: number;
  outcome?: SmsReplyOutcome;
  open?: boolean;
  offset?: number;
  limit?: number;
};

/** The filters of the message history, as the API reads them (issue 24). */
export type MessageFilter = Pick<MessageHistoryQuery, 'channel' | 'result' | 'delivery' | 'q'>;

// The history of every message sits under the communication history key, so a
// push sent from anywhere (commsKeys.history()) refreshes it too.
export const smsKeys = {
  all: ['communication', 'sms'] as const,
  messages: () => [...commsKeys.history(), 'messages'] as const,
  messagesPage: (filter: MessageFilter, page: number, pageSize: number) =>
    [...commsKeys.history(), 'messages', filter, page, pageSize] as const,
  preview: (body: SmsSend | null) => ['communication', 'sms', 'preview', body] as const,
  reach: (person: SmsPerson | null) => ['communication', 'sms', 'reach', person] as const,
  templates: () => ['communication', 'sms', 'templates'] as const,
  settings: () => ['communication', 'sms', 'settings'] as const,
  /** Issue 42: the SMS sent to us (a customer's, the births reported). */
  replies: () => ['communication', 'sms', 'replies'] as const,
  repliesOf: (query: RepliesQuery) => ['communication', 'sms', 'replies', query] as const,
};
