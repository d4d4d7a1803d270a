import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type PayrollSettings, type PayrollSettingsUpdate } from '@app/contract';
import { api } from '../../../lib/api-client';
import { payrollKeys } from './keys';

/** PATCH /payroll/settings (ADMIN only, audited): switch the two-person approval on or off. */
export function updatePayrollSettings(body: PayrollSettingsUpdate): Promise<PayrollSettings> {
  return api.patch<PayrollSettings>(API.payroll.settings, body);
}

export function useUpdatePayrollSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payroll', 'settings', 'update'],
    mutationFn: updatePayrollSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(payrollKeys.settings, saved);
      // A batch shows whether it needs a second approver.
      return queryClient.invalidateQueries({ queryKey: payrollKeys.all });
    },
  });
}
