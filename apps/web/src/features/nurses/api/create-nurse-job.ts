import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type NurseJob, type NurseJobCreate } from '@app/contract';
import { api } from '../../../lib/api-client';
import { nurseKeys } from './keys';

/**
 * POST /portal/jobcard/nurse/{nurseId} {jobId, start_date, duration, rate,
 * idempotency_key}: 201 with the job, or 200 with message 'Nurse job already
 * created' when the same key was already used (a retry after a lost answer).
 */
export function createNurseJob(nurseId: number, body: NurseJobCreate) {
  return api.postWithMessage<NurseJob>(pathOf(API.nurseJobs.ofNurse, { id: nurseId }), body);
}

export function useCreateNurseJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['nurses', 'jobs', 'create'],
    mutationFn: ({ nurseId, body }: { nurseId: number; body: NurseJobCreate }) =>
      createNurseJob(nurseId, body),
    onSuccess: async (_answer, { nurseId }) => {
      await queryClient.invalidateQueries({ queryKey: nurseKeys.jobs(nurseId) });
    },
  });
}
