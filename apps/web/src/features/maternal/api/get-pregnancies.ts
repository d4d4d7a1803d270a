import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, pathOf, type Pregnancy } from '@app/contract';
import { api } from '../../../lib/api-client';
import { maternalKeys } from './keys';

/** GET /customer/{id}/pregnancies: hers, the latest first, with today's gestational age. */
export function getPregnancies(customerId: number): Promise<Pregnancy[]> {
  return api.get<Pregnancy[]>(pathOf(API.pregnancies.ofCustomer, { id: customerId }));
}

export const pregnanciesQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: maternalKeys.pregnancies(customerId),
    queryFn: () => getPregnancies(customerId),
    enabled: Number.isInteger(customerId) && customerId > 0,
    // Health data (HIV, risks): never in the browser's offline copy (issue 26).
    meta: { persist: false },
  });

export function usePregnancies(customerId: number) {
  return useQuery(pregnanciesQueryOptions(customerId));
}
