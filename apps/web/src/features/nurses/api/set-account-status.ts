import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type AccountStatus, type Nurse } from '@app/contract';
import { api } from '../../../lib/api-client';
import { invalidateNurseLists } from './invalidate';
import { nurseKeys } from './keys';

export type AccountStatusRecord = { status: AccountStatus; user_id: string; nurseId: number };

/** POST /careteam/account/blockAccount: creates or updates the account status record (SPEC 4). */
export function setAccountStatus(nurse: { id: number; user_id: string }, status: AccountStatus) {
  return api.post<AccountStatusRecord>(API.nurses.blockAccount, {
    status,
    nurseId: nurse.id,
    user_id: nurse.user_id,
    update: false,
  });
}

export function useSetAccountStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['nurses', 'account-status'],
    mutationFn: ({ nurse, status }: { nurse: Nurse; status: AccountStatus }) =>
      setAccountStatus(nurse, status),
    onSuccess: async (record) => {
      queryClient.setQueryData<Nurse>(nurseKeys.detail(record.nurseId), (old) =>
        old ? { ...old, blocked_user: { status: record.status } } : old,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: nurseKeys.detail(record.nurseId) }),
        invalidateNurseLists(queryClient),
      ]);
    },
  });
}
