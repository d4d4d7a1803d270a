import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Staff } from '@app/contract';
import { api } from '../../../lib/api-client';
import { staffKeys } from './keys';

/** GET /staff (ADMIN only): every staff account with its live sessions, active first. */
export function getStaff(): Promise<Staff[]> {
  return api.get<Staff[]>(API.staff.list);
}

export const staffListQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.list(), queryFn: getStaff });

export function useStaffList() {
  return useQuery(staffListQueryOptions());
}
