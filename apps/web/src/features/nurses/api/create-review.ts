import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, HEADERS, type Review, type ReviewCreate } from '@app/contract';
import { api } from '../../../lib/api-client';
import { invalidateNurseLists } from './invalidate';
import { nurseKeys, reviewKeys } from './keys';

/** POST /review {nurse_job_id, nps, customer_review, nurse_review}: 409 when already rated. */
export function createReview(body: ReviewCreate, idempotencyKey?: string) {
  return api.post<Review>(API.reviews.create, body, {
    headers: idempotencyKey ? { [HEADERS.idempotencyKey]: idempotencyKey } : undefined,
  });
}

/** Saving rates the job and moves the nurse's average: the jobs, reviews and rating refresh. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reviews', 'create'],
    mutationFn: ({ body, idempotencyKey }: { body: ReviewCreate; idempotencyKey?: string }) =>
      createReview(body, idempotencyKey),
    onSuccess: async (review) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: nurseKeys.jobs(review.nurse_id) }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.nurse(review.nurse_id) }),
        queryClient.invalidateQueries({ queryKey: nurseKeys.detail(review.nurse_id) }),
        invalidateNurseLists(queryClient),
      ]);
    },
  });
}
