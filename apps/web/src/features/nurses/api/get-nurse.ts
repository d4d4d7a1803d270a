import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, pathOf, type Nurse } from '@app/contract';
import { api } from '../../../lib/api-client';
import { nurseKeys } from './keys';

/** GET /careteam/{id}: the whole profile with work, academics and account status (ruling 28). */
export function getNurse(id: number) {
  return api.get<Nurse>(pathOf(API.nurses.one, { id }));
}

export const nurseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: nurseKeys.detail(id),
    queryFn: () => getNurse(id),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useNurse(id: number) {
  return useQuery(nurseQueryOptions(id));
}
