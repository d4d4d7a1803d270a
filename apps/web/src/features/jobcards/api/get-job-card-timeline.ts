import { useQuery } from '@tanstack/react-query';
import { API, pathOf, type JobCardTimeline } from '@app/contract';
import { api } from '../../../lib/api-client';
import { jobCardKeys } from './keys';

/** GET /portal/jobcard/{id}/timeline: everything that happened to the card, newest first. */
export function getJobCardTimeline(id: number): Promise<JobCardTimeline> {
  return api.get<JobCardTimeline>(pathOf(API.jobCards.timeline, { id }));
}

/** The card's timeline (issue 37), read again each time the card is opened. */
export function useJobCardTimeline(id: number) {
  return useQuery({
    queryKey: jobCardKeys.timeline(id),
    queryFn: () => getJobCardTimeline(id),
    staleTime: 0,
  });
}
