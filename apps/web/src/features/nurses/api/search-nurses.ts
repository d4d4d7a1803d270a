import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type NurseListItem } from '@app/contract';
import { api } from '../../../lib/api-client';
import { nurseKeys } from './keys';

/** GET /portal/search?type=nurse&searchTerm= (3+ characters): names, phone numbers, care numbers. */
export function searchNurses(term: string) {
  return api.get<NurseListItem[]>(API.search.all, {
    query: { type: 'nurse', searchTerm: term },
  });
}

export const nurseSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: nurseKeys.search(term),
    queryFn: () => searchNurses(term),
    enabled: term.trim().length >= 3,
  });

export function useNurseSearch(term: string) {
  return useQuery(nurseSearchQueryOptions(term));
}
