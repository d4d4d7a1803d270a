import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type MessageRecord } from '@app/contract';
import { api } from '../../../lib/api-client';
import type { Page } from './keys';
import { smsKeys, type MessageFilter } from './sms-keys';

/** While a message on the page may still change, the page asks again this often. */
export const HISTORY_REFRESH_MS = 10_000;
/** A delivery report comes within minutes; after this long the page stops waiting for one. */
const REPORT_WAIT_MS = 60 * 60 * 1000;
const FINAL_DELIVERY = new Set(['Success', 'Failed', 'Rejected']);

/**
 * Whether a message may still change by itself: an SMS queued or being sent,
 * or one the gateway took whose delivery report has not come yet (issue 24:
 * the history shows the report without a reload). The local outbox sends no
 * reports, and a push 'sending' is a result that was never saved: neither waits.
 */
export function awaitsNews(row: MessageRecord, now = Date.now()): boolean {
  if (row.channel !== 'sms') return false;
  if (row.result === 'queued' || row.result === 'sending') return true;
  if (row.result !== 'sent' || row.gateway === 'outbox') return false;
  if (row.delivery && FINAL_DELIVERY.has(row.delivery)) return false;
  return now - new Date(row.createdAt).getTime() < REPORT_WAIT_MS;
}

/** GET /sms/messages: every message, push and SMS, newest first, filtered. */
export function getMessages(
  filter: MessageFilter,
  offset: number,
  limit: number,
): Promise<Page<MessageRecord>> {
  return api.get<Page<MessageRecord>>(API.sms.messages, {
    query: { ...filter, offset, limit },
  });
}

export const messagesQueryOptions = (filter: MessageFilter, page: number, pageSize: number) =>
  queryOptions({
    queryKey: smsKeys.messagesPage(filter, page, pageSize),
    queryFn: () => getMessages(filter, page * pageSize, pageSize),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.rows.some((row) => awaitsNews(row)) ? HISTORY_REFRESH_MS : false,
  });

export function useMessages(filter: MessageFilter, page: number, pageSize: number) {
  return useQuery(messagesQueryOptions(filter, page, pageSize));
}
