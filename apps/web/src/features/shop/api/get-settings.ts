import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopKeys } from './keys';

/** The provider as printed papers show it (configurable on the server). */
export type ServiceSettings = { serviceName: string; servicePhone: string; serviceEmail: string };

/** GET /settings. */
export function getSettings(): Promise<ServiceSettings> {
  return api.get<ServiceSettings>('/settings');
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: shopKeys.settings, queryFn: getSettings, staleTime: 10 * 60_000 });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
