import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Staff } from '@app/contract';
import { api } from '../../../lib/api-client';
import { privacyKeys } from './keys';

/** GET /staff (ADMIN only): the staff accounts the access log can be filtered by. */
export function getStaffMembers(): Promise<Staff[]> {
  return api.get<Staff[]>(API.staff.list);
}

export const staffMembersQueryOptions = () =>
  queryOptions({ queryKey: privacyKeys.staff(), queryFn: getStaffMembers, staleTime: 60_000 });

export function useStaffMembers() {
  return useQuery(staffMembersQueryOptions());
}
