import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type SmsSettings } from '@app/contract';
import { api } from '../../../lib/api-client';
import { smsKeys } from './sms-keys';

/** GET /sms/settings: the gateway, sender id, price per part and (ADMIN) the callback URLs. */
export function getSmsSettings(): Promise<SmsSettings> {
  return api.get<SmsSettings>(API.sms.settings);
}

export const smsSettingsQueryOptions = () =>
  queryOptions({ queryKey: smsKeys.settings(), queryFn: getSmsSettings, staleTime: 5 * 60_000 });

export function useSmsSettings() {
  return useQuery(smsSettingsQueryOptions());
}
