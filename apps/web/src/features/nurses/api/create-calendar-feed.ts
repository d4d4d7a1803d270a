import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf } from '@app/contract';
import { api } from '../../../lib/api-client';
import { nurseKeys } from './keys';

/** The feed's secret address: the API keeps only its hash, so it is shown once. */
export type CalendarFeed = { url: string; created_at: string };

/** POST /careteam/{id}/calendar-feed (issue 27): a new address; any earlier one stops. */
export function createCalendarFeed(id: number) {
  return api.post<CalendarFeed>(pathOf(API.nurses.calendarFeed, { id }));
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['nurses', 'calendar-feed', 'create'],
    mutationFn: (id: number) => createCalendarFeed(id),
    onSuccess: async (_feed, id) => {
      await queryClient.invalidateQueries({ queryKey: nurseKeys.detail(id) });
    },
  });
}
