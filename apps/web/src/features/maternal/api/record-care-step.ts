import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, HEADERS, pathOf, type CareRecord, type careRecordFormSchema } from '@app/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { maternalKeys } from './keys';

export type CareRecordBody = z.output<typeof careRecordFormSchema>;

/**
 * POST /customer/{id}/care-records: a step of her timeline done, by our
 * nurse or elsewhere; 409 when already recorded. One idempotency key per
 * dialog: a double submit records one.
 */
export function recordCareStep(
  customerId: number,
  body: CareRecordBody,
  idempotencyKey?: string,
): Promise<CareRecord> {
  return api.post<CareRecord>(pathOf(API.careRecords.ofCustomer, { id: customerId }), body, {
    headers: idempotencyKey ? { [HEADERS.idempotencyKey]: idempotencyKey } : undefined,
  });
}

export function useRecordCareStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['maternal', 'care-records', 'create'],
    mutationFn: (v: { customerId: number; body: CareRecordBody; idempotencyKey?: string }) =>
      recordCareStep(v.customerId, v.body, v.idempotencyKey),
    // Her timeline and every Care due list and count, saved or refused (409: done meanwhile).
    onSettled: (_data, _error, { customerId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: maternalKeys.careTimeline(customerId) }),
        queryClient.invalidateQueries({ queryKey: maternalKeys.careDue }),
      ]),
  });
}
