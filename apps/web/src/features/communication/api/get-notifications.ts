import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Notification } from '@app/contract';
import { api } from '../../../lib/api-client';
import { commsKeys, type Page } from './keys';

/** GET /sendcomms/sendNotificationToTopic?offset&limit: what was sent, newest first. */
export function getNotifications(offset: number, limit: number): Promise<Page<Notification>> {
  return api.get<Page<Notification>>(API.communication.topic, {
    query: { offset, limit },
  });
}

export const notificationsQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: commsKeys.historyPage(page, pageSize),
    queryFn: () => getNotifications(page * pageSize, pageSize),
    placeholderData: keepPreviousData,
  });

export function useNotifications(page: number, pageSize: number) {
  return useQuery(notificationsQueryOptions(page, pageSize));
}
