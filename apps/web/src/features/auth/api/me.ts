import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, staffUserSchema, type StaffUser } from '@app/contract';
import { api } from '../../../lib/api-client';

/** GET /auth/me: the signed-in staff member. */
export async function getMe(): Promise<StaffUser> {
  return staffUserSchema.parse(await api.get<unknown>(API.auth.me));
}

export const meQueryOptions = () => queryOptions({ queryKey: ['auth', 'me'], queryFn: getMe });

export function useMe() {
  return useQuery(meQueryOptions());
}
