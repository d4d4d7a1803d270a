import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type NurseJob } from '@app/contract';
import { api } from '../../../lib/api-client';
import { nurseKeys } from './keys';

/** DELETE /portal/jobcard/nurse/{id}: a soft delete. */
export async function deleteNurseJob(id: number): Promise<void> {
  await api.delete<undefined>(pathOf(API.nurseJobs.one, { id }));
}

export function useDeleteNurseJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['nurses', 'jobs', 'delete'],
    mutationFn: (job: NurseJob) => deleteNurseJob(job.id),
    onSuccess: async (_data, job) => {
      await queryClient.invalidateQueries({ queryKey: nurseKeys.jobs(job.nurseId) });
    },
  });
}
