import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../lib/toast';
import { ConfirmDialog } from './confirm-dialog';

type DeleteProfileDialogProps = {
  open: boolean;
  /** The record whose profile this is. */
  id: number;
  /** The area's delete (a soft delete, ruling 15). */
  remove: UseMutationResult<void, Error, number>;
  title: string;
  /** Whom it hides, and what is kept. */
  text: string;
  /** The toast once deleted. */
  deleted: string;
  /** The list the screen goes back to once the profile is gone. */
  backTo: string;
  /** Tells the user the delete failed, in the area's words. */
  onFailed: (error: Error) => void;
  onClose: () => void;
};

/**
 * The profile's "Delete …?" question (customers, nurses): on yes it deletes,
 * says so and returns to the list in place of the profile that is gone; a
 * failure closes the question and reports it.
 */
export function DeleteProfileDialog({
  open,
  id,
  remove,
  title,
  text,
  deleted,
  backTo,
  onFailed,
  onClose,
}: DeleteProfileDialogProps) {
  const navigate = useNavigate();
  const confirm = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(deleted);
        onClose();
        void navigate(backTo, { replace: true });
      },
      onError: (error) => {
        onClose();
        onFailed(error);
      },
    });

  return (
    <ConfirmDialog
      open={open}
      title={title}
      text={text}
      confirmLabel="Delete"
      danger
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
