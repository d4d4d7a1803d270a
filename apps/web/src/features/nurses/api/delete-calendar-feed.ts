import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf } from '@app/contract';
import { api } from '../../../lib/api-client';
import { nurseKeys } from './keys';

/** DELETE /careteam/{id}/calendar-feed (issue 27): the address stops working. */
export function deleteCalendarFeed(id: number) {
  return api.delete<unknown>(pathOf(API.nurses.calendarFeed, { id }));
}

export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['nurses', 'calendar-feed', 'delete'],
    mutationFn: (id: number) => deleteCalendarFeed(id),
    onSuccess: async (_answer, id) => {
      await queryClient.invalidateQueries({ queryKey: nurseKeys.detail(id) });
    },
  });
}
