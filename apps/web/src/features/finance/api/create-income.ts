import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, HEADERS, type Income, type incomeFormSchema } from '@app/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { financeKeys } from './keys';

export type IncomeCreateBody = z.output<typeof incomeFormSchema>;

/**
 * POST /income_trace: one order / income entry (201). One idempotency key per
 * dialog opening, so a double submit records it once; a receipt number already
 * recorded answers 409.
 */
export function createIncome(body: IncomeCreateBody, idempotencyKey?: string): Promise<Income> {
  return api.post<Income>(API.finance.list, body, {
    headers: idempotencyKey ? { [HEADERS.idempotencyKey]: idempotencyKey } : undefined,
  });
}

export function useCreateIncome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['finance', 'create'],
    mutationFn: ({ body, idempotencyKey }: { body: IncomeCreateBody; idempotencyKey?: string }) =>
      createIncome(body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
