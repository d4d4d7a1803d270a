import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type Income, type incomeUpdateSchema } from '@app/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { financeKeys } from './keys';

export type IncomeUpdateBody = z.output<typeof incomeUpdateSchema>;

/**
 * PUT /income_trace/{id} (ruling 22): corrects an entry; there is no delete.
 * A stale updatedAt or a receipt number already recorded answers 409.
 */
export function updateIncome(id: number, body: IncomeUpdateBody): Promise<Income> {
  return api.put<Income>(pathOf(API.finance.one, { id }), body);
}

export function useUpdateIncome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['finance', 'update'],
    mutationFn: ({ id, body }: { id: number; body: IncomeUpdateBody }) => updateIncome(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
    // A 409 may mean someone else changed the entry: show what it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
