import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API,
  pathOf,
  type JobCard,
  type JobStatus,
  type OpenNurseJobChoice,
  type jobCardFieldsSchema,
} from '@app/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { jobCardKeys } from './keys';
import { NURSE_JOB_QUERIES } from '../../../lib/visit-keys';

export type JobCardEditBody = z.output<typeof jobCardFieldsSchema> & {
  status?: JobStatus;
  updatedAt?: string;
};
/**
 * A status move alone (Start / Cancel / Complete Job) or a full edit of the
 * fields. Completing or cancelling a card with open nurse jobs says what
 * happens to them (issue 37): 'complete' ends those started (their days
 * worked paid) and cancels the rest, 'cancel' cancels them all.
 */
export type JobCardUpdateBody =
  { status: JobStatus; open_nurse_jobs?: OpenNurseJobChoice } | JobCardEditBody;

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
      // issue 37: closing a card closes its open nurse jobs: the nurses' lists reload too
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobCardKeys.all }),
        queryClient.invalidateQueries({ queryKey: NURSE_JOB_QUERIES }),
      ]);
    },
    // A 409 means the card moved on elsewhere, or its nurse jobs did: show what they are now.
    onError: async (_error, { id }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobCardKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: jobCardKeys.nurses(id) }),
      ]);
    },
  });
}
