import type { AccountStatus, Nurse } from '@app/contract';
import { toast, WARNING_MS } from '../../../lib/toast';
import { useApproveNurse } from '../api/approve-nurse';
import { useSetAccountStatus } from '../api/set-account-status';
import { NURSE_MSG } from '../messages';
import { notifyFailure } from '../notify';

/** Approve / Unapprove (SPEC 4): verified true or false; the lists reload. */
export function useApproval(nurse: Nurse) {
  const approve = useApproveNurse();
  const setVerified = (verified: boolean) => {
    if (verified === nurse.verified) return;
    approve.mutate(
      { nurse, verified },
      {
        onSuccess: () => toast.success(verified ? NURSE_MSG.verified : NURSE_MSG.unverified),
        onError: (error) => notifyFailure(NURSE_MSG.requestFailed, error),
      },
    );
  };
  return { setVerified, busy: approve.isPending };
}

/** The account status (SPEC 4): ACTIVE, BLOCKED or SUSPENDED; a status toast lasts 3 s. */
export function useAccountStatus(nurse: Nurse) {
  const mutation = useSetAccountStatus();
  const setStatus = (status: AccountStatus) => {
    if (status === nurse.blocked_user.status) return;
    mutation.mutate(
      { nurse, status },
      {
        onSuccess: () => toast.success(NURSE_MSG.statusChanged, { autoHideDuration: WARNING_MS }),
        onError: (error) => notifyFailure(NURSE_MSG.requestFailed, error),
      },
    );
  };
  return { setStatus, busy: mutation.isPending };
}
