import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type CareTip } from '@app/contract';
import { api } from '../../../lib/api-client';
import { commsKeys, type Page } from './keys';

/** GET /healthtips?offset&limit: the health care tips, newest first. */
export function getCareTips(offset: number, limit: number): Promise<Page<CareTip>> {
  return api.get<Page<CareTip>>(API.communication.healthTips, { query: { offset, limit } });
}

export const careTipsQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: commsKeys.tipsPage(page, pageSize),
    queryFn: () => getCareTips(page * pageSize, pageSize),
    placeholderData: keepPreviousData,
  });

export function useCareTips(page: number, pageSize: number) {
  return useQuery(careTipsQueryOptions(page, pageSize));
}
