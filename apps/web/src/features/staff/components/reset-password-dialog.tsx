import DialogContentText from '@mui/material/DialogContentText';
import { useForm } from 'react-hook-form';
import { passwordResetSchema, type Staff } from '@app/contract';
import { FormDialog, FormDialogForm } from '../../../components/form-dialog';
import { contractResolver } from '../../../lib/contract-resolver';
import { useInvalidSubmit } from '../../../lib/invalid-submit';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useResetStaffPassword } from '../api/reset-staff-password';
import { STAFF_MSG } from '../messages';
import { PasswordField } from './password-field';

type ResetPasswordDialogProps = { staff: Staff | null; onClose: () => void };

/** Reset password: a new temporary password for a person; their sessions end. */
export function ResetPasswordDialog({ staff, onClose }: ResetPasswordDialogProps) {
  return (
    <FormDialog open={staff !== null} onClose={onClose} maxWidth="xs" fullScreenOnPhone={false}>
      {staff ? <ResetPasswordForm staff={staff} onClose={onClose} /> : null}
    </FormDialog>
  );
}

type FormProps = { staff: Staff; onClose: () => void };

function ResetPasswordForm({ staff, onClose }: FormProps) {
  const reset = useResetStaffPassword();
  const { control, handleSubmit, formState } = useForm<{ password: string }>({
    resolver: contractResolver(passwordResetSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  const refuse = useInvalidSubmit();

  const onValid = ({ password }: { password: string }) =>
    reset.mutate(
      { id: staff.id, password },
      {
        onSuccess: () => {
          toast.success(STAFF_MSG.passwordReset(staff.name));
          onClose();
        },
        onError: (error) => notifyError(error),
      },
    );

  return (
    <FormDialogForm
      title={`Reset password of ${staff.name}`}
      dirty={formState.isDirty}
      busy={reset.isPending}
      submitLabel="Reset password"
      closeLabel="Cancel"
      onSubmit={(event) => void handleSubmit(onValid, refuse)(event)}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {staff.email} is signed out everywhere and signs in next with this temporary password.
      </DialogContentText>
      <PasswordField control={control} name="password" />
    </FormDialogForm>
  );
}
