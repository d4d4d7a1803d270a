import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type RetentionRun } from '@app/contract';
import { api } from '../../../lib/api-client';
import { privacyKeys } from './keys';

/** POST /privacy/retention/run: runs the policy now (audited); answers the run's counts. */
export function runRetention(): Promise<RetentionRun> {
  return api.post<RetentionRun>(API.privacy.retentionRun);
}

export function useRunRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['privacy', 'retention', 'run'],
    mutationFn: runRetention,
    // The last run changes, and old access entries may be gone.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.all }),
  });
}
