import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, pathOf, type NursePay } from '@app/contract';
import { api } from '../../../lib/api-client';
import { payrollKeys } from './keys';

/** GET /payroll/nurses/{id}/pay: the nurse's paid lines, newest first, and their total. */
export function getNursePay(nurseId: number): Promise<NursePay> {
  return api.get<NursePay>(pathOf(API.payroll.nursePay, { id: nurseId }));
}

export const nursePayQueryOptions = (nurseId: number) =>
  queryOptions({ queryKey: payrollKeys.nursePay(nurseId), queryFn: () => getNursePay(nurseId) });

export function useNursePay(nurseId: number) {
  return useQuery(nursePayQueryOptions(nurseId));
}
