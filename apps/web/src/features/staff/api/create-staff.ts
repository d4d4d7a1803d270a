import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type Staff, type staffCreateSchema } from '@app/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { staffKeys } from './keys';

export type StaffCreateBody = z.output<typeof staffCreateSchema>;

/** POST /staff: a new account with a temporary password (409 for a known e-mail). */
export function createStaff(body: StaffCreateBody): Promise<Staff> {
  return api.post<Staff>(API.staff.list, body);
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['staff', 'create'],
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
