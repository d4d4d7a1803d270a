import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type Retention, type RetentionPolicy } from '@app/contract';
import { api } from '../../../lib/api-client';
import { privacyKeys } from './keys';

/** PUT /privacy/retention: the new policy (audited); answers the policy with the last run. */
export function updateRetention(policy: RetentionPolicy): Promise<Retention> {
  return api.put<Retention>(API.privacy.retention, policy);
}

export function useUpdateRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['privacy', 'retention', 'update'],
    mutationFn: updateRetention,
    onSuccess: (retention) => queryClient.setQueryData(privacyKeys.retention(), retention),
  });
}
