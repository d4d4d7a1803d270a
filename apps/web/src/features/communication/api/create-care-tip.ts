import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, HEADERS, type CareTip, type careTipFormSchema } from '@app/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { commsKeys } from './keys';

export type CareTipBody = z.output<typeof careTipFormSchema>;

/** POST /healthtips: answers 201 with the tip (count 0). */
export function createCareTip(body: CareTipBody, idempotencyKey?: string): Promise<CareTip> {
  return api.post<CareTip>(API.communication.healthTips, body, {
    headers: idempotencyKey ? { [HEADERS.idempotencyKey]: idempotencyKey } : undefined,
  });
}

export function useCreateCareTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['communication', 'tips', 'create'],
    mutationFn: ({ body, idempotencyKey }: { body: CareTipBody; idempotencyKey?: string }) =>
      createCareTip(body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commsKeys.tips() }),
  });
}
