import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type PayrollSettings } from '@app/contract';
import { api } from '../../../lib/api-client';
import { payrollKeys } from './keys';

/** GET /payroll/settings: whether a payout needs a second ADMIN to approve it. */
export function getPayrollSettings(): Promise<PayrollSettings> {
  return api.get<PayrollSettings>(API.payroll.settings);
}

export const payrollSettingsQueryOptions = () =>
  queryOptions({ queryKey: payrollKeys.settings, queryFn: getPayrollSettings });

export function usePayrollSettings() {
  return useQuery(payrollSettingsQueryOptions());
}
