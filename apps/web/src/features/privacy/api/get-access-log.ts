import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type AccessEntry } from '@app/contract';
import { api } from '../../../lib/api-client';
import { privacyKeys, type AccessFilter } from './keys';

export type AccessPage = { rows: AccessEntry[]; count: number };

/**
 * GET /privacy/access-log?subjectKind&subjectId&actorId&record&from&to&offset&limit
 * (ADMIN only): reads of health data and bulk exports, newest first.
 */
export function getAccessLog(
  filter: AccessFilter,
  offset: number,
  limit: number,
): Promise<AccessPage> {
  return api.get<AccessPage>(API.privacy.accessLog, { query: { ...filter, offset, limit } });
}

export const accessLogQueryOptions = (filter: AccessFilter, page: number, pageSize: number) =>
  queryOptions({
    queryKey: privacyKeys.accessLog(filter, page, pageSize),
    queryFn: () => getAccessLog(filter, page * pageSize, pageSize),
    placeholderData: keepPreviousData,
  });

export function useAccessLog(filter: AccessFilter, page: number, pageSize: number) {
  return useQuery(accessLogQueryOptions(filter, page, pageSize));
}
