import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Retention } from '@app/contract';
import { api } from '../../../lib/api-client';
import { privacyKeys } from './keys';

/** GET /privacy/retention (ADMIN only): the policy, the last run and when the next one is. */
export function getRetention(): Promise<Retention> {
  return api.get<Retention>(API.privacy.retention);
}

export const retentionQueryOptions = () =>
  queryOptions({ queryKey: privacyKeys.retention(), queryFn: getRetention });

export function useRetention() {
  return useQuery(retentionQueryOptions());
}
