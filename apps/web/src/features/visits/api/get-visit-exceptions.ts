import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type VisitExceptionPage } from '@app/contract';
import { api } from '../../../lib/api-client';
import { exceptionKeys, type ExceptionsQuery } from './exception-keys';

/**
 * GET /visits/exceptions?state=open|decided&offset&limit: the checks refused
 * (or recorded with a doubt), newest first, { rows, count }.
 */
export function getVisitExceptions(query: ExceptionsQuery): Promise<VisitExceptionPage> {
  return api.get<VisitExceptionPage>(API.visits.exceptions, { query });
}

export const visitExceptionsQueryOptions = (query: ExceptionsQuery) =>
  queryOptions({
    queryKey: exceptionKeys.page(query),
    queryFn: () => getVisitExceptions(query),
    placeholderData: keepPreviousData,
  });

export function useVisitExceptions(query: ExceptionsQuery) {
  return useQuery(visitExceptionsQueryOptions(query));
}
