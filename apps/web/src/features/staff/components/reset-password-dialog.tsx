import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { MSG, passwordResetSchema, type Staff } from '@app/contract';
import { contractResolver } from '../../../lib/contract-resolver';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useResetStaffPassword } from '../api/reset-staff-password';
import { STAFF_MSG } from '../messages';
import { PasswordField } from './password-field';

type ResetPasswordDialogProps = { staff: Staff | null; onClose: () => void };

/** Reset password: a new temporary password for a person; their sessions end. */
export function ResetPasswordDialog({ staff, onClose }: ResetPasswordDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={staff !== null}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      maxWidth="xs"
      fullWidth
      aria-labelledby={`${id}-title`}
    >
      {staff ? <ResetPasswordForm titleId={`${id}-title`} staff={staff} onClose={onClose} /> : null}
    </Dialog>
  );
}

type FormProps = { titleId: string; staff: Staff; onClose: () => void };

function ResetPasswordForm({ titleId, staff, onClose }: FormProps) {
  const reset = useResetStaffPassword();
  const { control, handleSubmit } = useForm<{ password: string }>({
    resolver: contractResolver(passwordResetSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });

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
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, () => toast.error(MSG.formInvalid))(event)}
      style={{ display: 'contents' }}
    >
      <DialogTitle id={titleId}>Reset password of {staff.name}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>
          {staff.email} is signed out everywhere and signs in next with this temporary password.
        </DialogContentText>
        <PasswordField control={control} name="password" />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={reset.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={reset.isPending}
          startIcon={reset.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Reset password
        </Button>
      </DialogActions>
    </form>
  );
}
