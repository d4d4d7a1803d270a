import type { QueryClient } from '@tanstack/react-query';
import { NURSE_QUERIES, payrollKeys } from './keys';

/** After a batch changes: payroll lists and, as jobs may now show Paid, the nurses' jobs. */
export function invalidatePayroll(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: payrollKeys.all }),
    queryClient.invalidateQueries({ queryKey: NURSE_QUERIES }),
  ]);
}
