import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type CareMessageSettings } from '@app/contract';
import { api } from '../../../lib/api-client';
import { careMessageKeys } from './care-message-keys';

/** GET /care-messages/settings (any staff): whether they go, how many a week, from what hour. */
export function getCareMessageSettings(): Promise<CareMessageSettings> {
  return api.get<CareMessageSettings>(API.careMessages.settings);
}

export const careMessageSettingsQueryOptions = () =>
  queryOptions({ queryKey: careMessageKeys.settings(), queryFn: getCareMessageSettings });

export function useCareMessageSettings() {
  return useQuery(careMessageSettingsQueryOptions());
}
