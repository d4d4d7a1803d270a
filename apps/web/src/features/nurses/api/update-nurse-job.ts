import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type NurseJob, type NurseJobUpdate } from '@app/contract';
import { api } from '../../../lib/api-client';
import { JOB_CARD_QUERIES } from '../../../lib/visit-keys';
import { nurseKeys } from './keys';

/** PUT /portal/jobcard/nurse/{id}: status, payment status, dates, rate; 409 on a refused move. */
export function updateNurseJob(id: number, body: NurseJobUpdate) {
  return api.put<NurseJob>(pathOf(API.nurseJobs.one, { id }), body);
}

export function useUpdateNurseJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['nurses', 'jobs', 'update'],
    mutationFn: ({ job, body }: { job: NurseJob; body: NurseJobUpdate }) =>
      updateNurseJob(job.id, body),
    // Success or a 409 (the job moved on elsewhere): show the table as it is
    // now, and the job cards (issue 37: a job started or ended moves its card).
    onSettled: async (_data, _error, { job }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: nurseKeys.jobs(job.nurseId) }),
        queryClient.invalidateQueries({ queryKey: JOB_CARD_QUERIES }),
      ]);
    },
  });
}
