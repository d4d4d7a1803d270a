import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, pathOf, type JobCard } from '@app/contract';
import { api } from '../../../lib/api-client';
import { jobCardKeys, type JobCardPage } from './keys';

/** GET /portal/jobcard/customer/{id}?offset&limit: one customer's job cards. */
export function getCustomerJobCards(
  customerId: number,
  offset: number,
  limit: number,
): Promise<JobCardPage<JobCard>> {
  return api.get<JobCardPage<JobCard>>(pathOf(API.jobCards.ofCustomer, { id: customerId }), {
    query: { offset, limit },
  });
}

export const customerJobCardsQueryOptions = (customerId: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: jobCardKeys.customer(customerId, page, pageSize),
    queryFn: () => getCustomerJobCards(customerId, page * pageSize, pageSize),
    placeholderData: keepPreviousData,
  });

export function useCustomerJobCards(customerId: number, page: number, pageSize: number) {
  return useQuery(customerJobCardsQueryOptions(customerId, page, pageSize));
}
