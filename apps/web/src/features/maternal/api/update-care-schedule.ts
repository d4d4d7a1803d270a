import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type CareSchedule, type CareScheduleUpdate } from '@app/contract';
import { api } from '../../../lib/api-client';
import { maternalKeys } from './keys';

/**
 * PUT /admin/care-schedule (ADMIN only, audited): the whole list of steps, or
 * null to put the built-in schedule back, with the version it was made from;
 * 409 when another ADMIN saved meanwhile or a removed step has records.
 */
export function updateCareSchedule(body: CareScheduleUpdate): Promise<CareSchedule> {
  return api.put<CareSchedule>(API.careSchedule.one, body);
}

export function useUpdateCareSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['maternal', 'care-schedule', 'update'],
    mutationFn: updateCareSchedule,
    onSuccess: (saved) => {
      queryClient.setQueryData(maternalKeys.careSchedule, saved);
      // Every mother's and baby's steps are laid again: her timeline and Care due follow.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: maternalKeys.careTimelines }),
        queryClient.invalidateQueries({ queryKey: maternalKeys.careDue }),
      ]);
    },
  });
}
