import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, pathOf, type DataSubjectKind, type ErasurePlan } from '@app/contract';
import { api } from '../../../lib/api-client';
import { privacyKeys } from './keys';

/**
 * GET /privacy/{kind}/{id}/erasure (ADMIN only): what erasing the person would
 * replace (rows per table, pictures) and what blocks it.
 */
export function getErasurePlan(kind: DataSubjectKind, id: number): Promise<ErasurePlan> {
  return api.get<ErasurePlan>(pathOf(API.privacy.erasure, { kind, id }));
}

export const erasurePlanQueryOptions = (kind: DataSubjectKind, id: number) =>
  queryOptions({
    queryKey: privacyKeys.erasurePlan(kind, id),
    queryFn: () => getErasurePlan(kind, id),
    // Each opening asks again: a blocker may have cleared meanwhile.
    staleTime: 0,
    gcTime: 0,
  });

export function useErasurePlan(kind: DataSubjectKind, id: number, enabled: boolean) {
  return useQuery({ ...erasurePlanQueryOptions(kind, id), enabled });
}
