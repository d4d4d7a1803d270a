import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, HEADERS, type JobCard, type jobCardCreateSchema } from '@app/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { jobCardKeys } from './keys';

export type JobCardCreateBody = z.output<typeof jobCardCreateSchema>;

/** POST /portal/jobcard: the fields and the customer (UserId); created pending. */
export function createJobCard(body: JobCardCreateBody, idempotencyKey?: string): Promise<JobCard> {
  return api.post<JobCard>(API.jobCards.list, body, {
    headers: idempotencyKey ? { [HEADERS.idempotencyKey]: idempotencyKey } : undefined,
  });
}

export function useCreateJobCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['jobcards', 'create'],
    mutationFn: ({ body, idempotencyKey }: { body: JobCardCreateBody; idempotencyKey?: string }) =>
      createJobCard(body, idempotencyKey),
    onSuccess: async (card) => {
      queryClient.setQueryData(jobCardKeys.detail(card.id), card);
      await queryClient.invalidateQueries({ queryKey: jobCardKeys.all });
    },
  });
}
