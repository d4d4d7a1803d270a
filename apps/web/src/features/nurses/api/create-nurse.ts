import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, HEADERS, type Nurse, type NurseCreate } from '@app/contract';
import { api } from '../../../lib/api-client';
import { invalidateNurseLists } from './invalidate';
import { nurseKeys } from './keys';

/** POST /careteam {nurse, work, academics}: 201 with the new profile (unapproved). */
export function createNurse(body: NurseCreate, idempotencyKey?: string) {
  return api.post<Nurse>(API.nurses.list, body, {
    headers: idempotencyKey ? { [HEADERS.idempotencyKey]: idempotencyKey } : undefined,
  });
}

export function useCreateNurse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['nurses', 'create'],
    mutationFn: ({ body, idempotencyKey }: { body: NurseCreate; idempotencyKey?: string }) =>
      createNurse(body, idempotencyKey),
    onSuccess: async (nurse) => {
      queryClient.setQueryData(nurseKeys.detail(nurse.id), nurse);
      await invalidateNurseLists(queryClient);
    },
  });
}
