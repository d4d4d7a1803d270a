import { useState } from 'react';
import type { Staff } from '@app/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useEndStaffSessions } from '../api/end-staff-sessions';
import { useUpdateStaff } from '../api/update-staff';
import { STAFF_MSG } from '../messages';
import { otherRole } from './staff-row-actions';

export type PendingAction = { action: 'role' | 'active' | 'sessions'; staff: Staff };

type Texts = { title: string; text: string; confirm: string; danger: boolean };

/** What the dialog asks for each action (`self`: the admin acts on their own account). */
function textsFor({ action, staff }: PendingAction, self: boolean): Texts {
  if (action === 'role') {
    const to = otherRole(staff.role);
    const effect =
      to === 'ADMIN'
        ? 'An ADMIN manages staff accounts and reads the audit log.'
        : self
          ? 'You will no longer reach Admin once you sign in again.'
          : 'They will no longer reach Admin.';
    return {
      title: `Change role of ${staff.name}?`,
      text: `${staff.email} becomes ${to}. ${effect}`,
      confirm: `Make ${to}`,
      danger: false,
    };
  }
  if (action === 'active') {
    return staff.active
      ? {
          title: `Deactivate ${staff.name}?`,
          text: `${staff.email} is signed out at once and cannot sign in until reactivated.`,
          confirm: 'Deactivate',
          danger: true,
        }
      : {
          title: `Reactivate ${staff.name}?`,
          text: `${staff.email} can sign in again with their password.`,
          confirm: 'Reactivate',
          danger: false,
        };
  }
  return {
    title: `End all sessions of ${staff.name}?`,
    text: self
      ? 'This includes the session you are using now: you will be signed out.'
      : `${staff.email} is signed out on every device and must sign in again.`,
    confirm: 'End sessions',
    danger: true,
  };
}

type StaffActionConfirmProps = {
  pending: PendingAction | null;
  /** The signed-in admin's id: acting on oneself is worded as such. */
  selfId: string | undefined;
  onClose: () => void;
};

/** The confirmation of a row action, then the request and its toast (or the server's refusal). */
export function StaffActionConfirm({ pending, selfId, onClose }: StaffActionConfirmProps) {
  const update = useUpdateStaff();
  const end = useEndStaffSessions();
  // Keeps the words while the dialog fades out after `pending` is cleared.
  const [shown, setShown] = useState(pending);
  if (pending && pending !== shown) setShown(pending);
  const current = pending ?? shown;
  const texts = current ? textsFor(current, current.staff.id === selfId) : undefined;

  const failed = (error: unknown) => {
    notifyError(error);
    onClose();
  };

  const confirm = () => {
    if (!pending) return;
    const { action, staff } = pending;
    if (action === 'sessions') {
      end.mutate(staff.id, {
        onSuccess: ({ ended }) => {
          toast.success(STAFF_MSG.sessionsEnded(ended));
          onClose();
        },
        onError: failed,
      });
      return;
    }
    const body = action === 'role' ? { role: otherRole(staff.role) } : { active: !staff.active };
    update.mutate(
      { id: staff.id, body },
      {
        onSuccess: (saved) => {
          if (action === 'role') toast.success(STAFF_MSG.roleChanged(saved.name, saved.role));
          else if (saved.active) toast.success(STAFF_MSG.reactivated(saved.name));
          else toast.success(STAFF_MSG.deactivated(saved.name));
          onClose();
        },
        onError: failed,
      },
    );
  };

  return (
    <ConfirmDialog
      open={pending !== null}
      title={texts?.title ?? ''}
      text={texts?.text}
      confirmLabel={texts?.confirm}
      danger={texts?.danger}
      busy={update.isPending || end.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
