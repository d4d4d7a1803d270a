import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, pathOf, type Review } from '@app/contract';
import { api } from '../../../lib/api-client';
import { reviewKeys, type Page } from './keys';

/** SPEC 9: the nurse review table shows 10 a page. */
export const REVIEWS_PAGE_SIZE = 10;

/** GET /review/{nurseId}/nurse?offset&limit: the nurse's reviews, newest first. */
export function getNurseReviews(nurseId: number, offset: number, limit: number) {
  return api.get<Page<Review>>(pathOf(API.reviews.ofNurse, { id: nurseId }), {
    query: { offset, limit },
  });
}

export const nurseReviewsQueryOptions = (nurseId: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: reviewKeys.nursePage(nurseId, page, pageSize),
    queryFn: () => getNurseReviews(nurseId, page * pageSize, pageSize),
    placeholderData: keepPreviousData,
  });

export function useNurseReviews(nurseId: number, page: number, pageSize = REVIEWS_PAGE_SIZE) {
  return useQuery(nurseReviewsQueryOptions(nurseId, page, pageSize));
}
