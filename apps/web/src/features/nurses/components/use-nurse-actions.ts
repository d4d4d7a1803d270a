import { useState } from 'react';
import { formatName, type AccountStatus, type Nurse } from '@app/contract';
import { toast, WARNING_MS } from '../../../lib/toast';
import { useApproveNurse } from '../api/approve-nurse';
import { useSetAccountStatus } from '../api/set-account-status';
import { NURSE_MSG } from '../messages';
import { notifyFailure } from '../../../lib/notify-error';

/** What a confirm dialog asks before a move that changes a nurse's access (issue 21). */
export type Question = {
  title: string;
  text: string;
  confirmLabel: string;
  danger: boolean;
};

const nameOf = (nurse: Nurse) => formatName(nurse.first_name, nurse.last_name);

export function approvalQuestion(nurse: Nurse, verified: boolean): Question {
  const name = nameOf(nurse);
  return verified
    ? {
        title: `Approve ${name}?`,
        text: `${name} becomes active and can be booked on jobs.`,
        confirmLabel: 'Approve',
        danger: false,
      }
    : {
        title: `Unapprove ${name}?`,
        text: `${name} goes back to pending approval and is inactive until approved again.`,
        confirmLabel: 'Unapprove',
        danger: true,
      };
}

export function accountStatusQuestion(nurse: Nurse, status: AccountStatus): Question {
  const name = nameOf(nurse);
  if (status === 'BLOCKED') {
    return {
      title: `Block ${name}?`,
      text: `${name}'s account is blocked until it is made active again.`,
      confirmLabel: 'Block',
      danger: true,
    };
  }
  if (status === 'SUSPENDED') {
    return {
      title: `Suspend ${name}?`,
      text: `${name}'s account is suspended until it is made active again.`,
      confirmLabel: 'Suspend',
      danger: true,
    };
  }
  const was = nurse.blocked_user.status === 'BLOCKED' ? 'Unblock' : 'Reactivate';
  return {
    title: `${was} ${name}?`,
    text: `${name}'s account becomes active again.`,
    confirmLabel: was,
    danger: false,
  };
}

/** Approve / Unapprove (SPEC 4): verified true or false, after a question; the lists reload. */
export function useApproval(nurse: Nurse) {
  const approve = useApproveNurse();
  const [asking, setAsking] = useState<boolean | null>(null);
  const setVerified = (verified: boolean) => {
    if (verified !== nurse.verified) setAsking(verified);
  };
  const confirm = () => {
    if (asking === null) return;
    const verified = asking;
    approve.mutate(
      { nurse, verified },
      {
        onSuccess: () => toast.success(verified ? NURSE_MSG.verified : NURSE_MSG.unverified),
        onError: (error) => notifyFailure(NURSE_MSG.requestFailed, error),
        onSettled: () => setAsking(null),
      },
    );
  };
  return {
    setVerified,
    busy: approve.isPending,
    question: asking === null ? null : approvalQuestion(nurse, asking),
    confirm,
    cancel: () => setAsking(null),
  };
}

/**
 * The account status (SPEC 4): ACTIVE, BLOCKED or SUSPENDED, after a question
 * naming the nurse; a status toast lasts 3 s.
 */
export function useAccountStatus(nurse: Nurse) {
  const mutation = useSetAccountStatus();
  const [asking, setAsking] = useState<AccountStatus | null>(null);
  const setStatus = (status: AccountStatus) => {
    if (status !== nurse.blocked_user.status) setAsking(status);
  };
  const confirm = () => {
    if (asking === null) return;
    mutation.mutate(
      { nurse, status: asking },
      {
        onSuccess: () => toast.success(NURSE_MSG.statusChanged, { autoHideDuration: WARNING_MS }),
        onError: (error) => notifyFailure(NURSE_MSG.requestFailed, error),
        onSettled: () => setAsking(null),
      },
    );
  };
  return {
    setStatus,
    busy: mutation.isPending,
    question: asking === null ? null : accountStatusQuestion(nurse, asking),
    confirm,
    cancel: () => setAsking(null),
  };
}
