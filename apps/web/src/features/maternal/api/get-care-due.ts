import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type CareDueItem } from '@app/contract';
import { api, type Page } from '../../../lib/api-client';
import { maternalKeys, type CareDueFilter } from './keys';

/**
 * GET /care-due?from&to&station&kind&state&offset&limit: the steps not done
 * whose due or overdue days meet the window, across customers (a table page).
 */
export function getCareDue(
  filter: CareDueFilter,
  offset: number,
  limit: number,
): Promise<Page<CareDueItem>> {
  return api.get<Page<CareDueItem>>(API.careDue.list, { query: { ...filter, offset, limit } });
}

export const careDueQueryOptions = (filter: CareDueFilter, page: number, pageSize: number) =>
  queryOptions({
    queryKey: maternalKeys.careDueList(filter, page, pageSize),
    queryFn: () => getCareDue(filter, page * pageSize, pageSize),
    placeholderData: keepPreviousData,
    // Health data: never in the browser's offline copy (issue 26).
    meta: { persist: false },
  });

export function useCareDue(filter: CareDueFilter, page: number, pageSize: number, enabled = true) {
  return useQuery({ ...careDueQueryOptions(filter, page, pageSize), enabled });
}
