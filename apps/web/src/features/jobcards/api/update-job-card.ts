import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type JobCard, type JobStatus, type jobCardFieldsSchema } from '@app/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { jobCardKeys } from './keys';

export type JobCardEditBody = z.output<typeof jobCardFieldsSchema> & {
  status?: JobStatus;
  updatedAt?: string;
};
/** A status move alone (Start / Cancel / Complete Job) or a full edit of the fields. */
export type JobCardUpdateBody = { status: JobStatus } | JobCardEditBody;

/** PUT /portal/jobcard/{id}: refused moves and stale edits answer 409 with the reason. */
export function updateJobCard(id: number, body: JobCardUpdateBody): Promise<JobCard> {
  return api.put<JobCard>(pathOf(API.jobCards.one, { id }), body);
}

export function useUpdateJobCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['jobcards', 'update'],
    mutationFn: ({ id, body }: { id: number; body: JobCardUpdateBody }) => updateJobCard(id, body),
    onSuccess: async (card) => {
      queryClient.setQueryData(jobCardKeys.detail(card.id), card);
      await queryClient.invalidateQueries({ queryKey: jobCardKeys.all });
    },
    // A 409 means the card moved on elsewhere: show what it is now.
    onError: async (_error, { id }) => {
      await queryClient.invalidateQueries({ queryKey: jobCardKeys.detail(id) });
    },
  });
}
