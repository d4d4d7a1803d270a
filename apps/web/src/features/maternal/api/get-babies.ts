import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, pathOf, type Baby } from '@app/contract';
import { api } from '../../../lib/api-client';
import { maternalKeys } from './keys';

/** GET /customer/{id}/babies: hers, the first born first, with today's age. */
export function getBabies(customerId: number): Promise<Baby[]> {
  return api.get<Baby[]>(pathOf(API.babies.ofCustomer, { id: customerId }));
}

export const babiesQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: maternalKeys.babies(customerId),
    queryFn: () => getBabies(customerId),
    enabled: Number.isInteger(customerId) && customerId > 0,
    // Health data: never in the browser's offline copy (issue 26).
    meta: { persist: false },
  });

export function useBabies(customerId: number, enabled = true) {
  return useQuery({ ...babiesQueryOptions(customerId), enabled: enabled && customerId > 0 });
}
