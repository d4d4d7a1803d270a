import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type VisitSettings } from '@app/contract';
import { api } from '../../../lib/api-client';
import { visitKeys } from './keys';

/** GET /visits/settings: when the shifts start (Kampala time) and who is alerted. */
export function getVisitSettings(): Promise<VisitSettings> {
  return api.get<VisitSettings>(API.visits.settings);
}

export const visitSettingsQueryOptions = () =>
  queryOptions({ queryKey: visitKeys.settings, queryFn: getVisitSettings });

export function useVisitSettings() {
  return useQuery(visitSettingsQueryOptions());
}
