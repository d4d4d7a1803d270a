import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ServiceSettings } from '@app/contract';
import { api } from './api-client';

export type { ServiceSettings };

/** The key Admin's service details invalidate when they change. */
export const serviceSettingsKey = ['settings'] as const;

/** GET /settings: the provider as printed papers show it (phone or e-mail null: leave it out). */
export function getServiceSettings(): Promise<ServiceSettings> {
  return api.get<ServiceSettings>(API.settings.public);
}

export const serviceSettingsQueryOptions = () =>
  queryOptions({
    queryKey: serviceSettingsKey,
    queryFn: getServiceSettings,
    staleTime: 10 * 60_000,
  });

export function useServiceSettings() {
  return useQuery(serviceSettingsQueryOptions());
}

/** 'Tel +256 414 123 456 · desk@care.ug', or '' when neither is set (no placeholder). */
export function serviceContactLine(s: ServiceSettings | undefined): string {
  if (!s) return '';
  return [s.servicePhone && `Tel ${s.servicePhone}`, s.serviceEmail].filter(Boolean).join(' · ');
}
