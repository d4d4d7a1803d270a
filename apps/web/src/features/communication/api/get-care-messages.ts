import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type CareMessage } from '@app/contract';
import { api } from '../../../lib/api-client';
import { careMessageKeys, type CareMessageFilter } from './care-message-keys';

/** GET /care-messages: the whole library (not paged), by category, week and position. */
export function getCareMessages(filter: CareMessageFilter = {}): Promise<CareMessage[]> {
  return api.get<CareMessage[]>(API.careMessages.list, {
    query: { category: filter.category, missing: filter.missing },
  });
}

export const careMessagesQueryOptions = (filter: CareMessageFilter = {}) =>
  queryOptions({
    queryKey: careMessageKeys.list(filter),
    queryFn: () => getCareMessages(filter),
  });

export function useCareMessages(filter: CareMessageFilter = {}) {
  return useQuery(careMessagesQueryOptions(filter));
}
