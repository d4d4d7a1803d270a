import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, pathOf, type CareTimelineStep } from '@app/contract';
import { api } from '../../../lib/api-client';
import { maternalKeys } from './keys';

/** GET /customer/{id}/care-timeline: her latest pregnancy's and her babies' steps, in date order. */
export function getCareTimeline(customerId: number): Promise<CareTimelineStep[]> {
  return api.get<CareTimelineStep[]>(pathOf(API.careTimeline.ofCustomer, { id: customerId }));
}

export const careTimelineQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: maternalKeys.careTimeline(customerId),
    queryFn: () => getCareTimeline(customerId),
    enabled: Number.isInteger(customerId) && customerId > 0,
    // Health data: never in the browser's offline copy (issue 26).
    meta: { persist: false },
  });

export function useCareTimeline(customerId: number) {
  return useQuery(careTimelineQueryOptions(customerId));
}
