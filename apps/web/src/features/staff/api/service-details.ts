import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type ServiceDetails, type ServiceDetailsUpdate } from '@app/contract';
import { api } from '../../../lib/api-client';
import { serviceSettingsKey } from '../../../lib/service-settings';
import { staffKeys } from './keys';

const key = [...staffKeys.all, 'service-details'] as const;

/** GET /admin/service-details (ADMIN only): as Admin set them, and the environment's defaults. */
export function getServiceDetails(): Promise<ServiceDetails> {
  return api.get<ServiceDetails>(API.settings.serviceDetails);
}

export const serviceDetailsQueryOptions = () =>
  queryOptions({ queryKey: key, queryFn: getServiceDetails });

export function useServiceDetails() {
  return useQuery(serviceDetailsQueryOptions());
}

/** PUT /admin/service-details: printed papers and the audit log refresh after it. */
export function useUpdateServiceDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['staff', 'service-details', 'update'],
    mutationFn: (body: ServiceDetailsUpdate) =>
      api.put<ServiceDetails>(API.settings.serviceDetails, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: serviceSettingsKey });
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
    },
  });
}
