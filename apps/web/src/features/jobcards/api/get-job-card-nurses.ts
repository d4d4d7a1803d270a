import { useQuery } from '@tanstack/react-query';
import { API, pathOf, type NurseJob } from '@app/contract';
import { api } from '../../../lib/api-client';
import { jobCardKeys } from './keys';

/** GET /portal/jobcard/{id}/nurses: the card's nurse jobs, first day first. */
export function getJobCardNurses(id: number): Promise<NurseJob[]> {
  return api.get<NurseJob[]>(pathOf(API.jobCards.nurses, { id }));
}

/**
 * The nurse jobs of a card (issue 37), read again each time the card is
 * opened: they change from the nurse's profile too, which this area does not see.
 */
export function useJobCardNurses(id: number) {
  return useQuery({
    queryKey: jobCardKeys.nurses(id),
    queryFn: () => getJobCardNurses(id),
    staleTime: 0,
  });
}
