import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type AuditEntry } from '@app/contract';
import { api } from '../../../lib/api-client';
import { staffKeys, type AuditFilter } from './keys';

export type AuditPage = { rows: AuditEntry[]; count: number };

/** GET /audit?actorId&entity&from&to&offset&limit (ADMIN only): newest first. */
export function getAuditLog(
  filter: AuditFilter,
  offset: number,
  limit: number,
): Promise<AuditPage> {
  return api.get<AuditPage>(API.staff.audit, { query: { ...filter, offset, limit } });
}

export const auditLogQueryOptions = (filter: AuditFilter, page: number, pageSize: number) =>
  queryOptions({
    queryKey: staffKeys.audit(filter, page, pageSize),
    queryFn: () => getAuditLog(filter, page * pageSize, pageSize),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(filter: AuditFilter, page: number, pageSize: number) {
  return useQuery(auditLogQueryOptions(filter, page, pageSize));
}
