import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { FormDialog, FormDialogCloseButton } from '../../../components/form-dialog';
import { ChangePasswordFields } from './change-password-form';

type ChangePasswordDialogProps = { open: boolean; onClose: () => void };

/** "Change password" from the user menu: the person's other sessions end. */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      fullScreenOnPhone={false}
      title="Change password"
    >
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>
          You stay signed in here; everywhere else you are signed out.
        </DialogContentText>
        {open ? (
          <ChangePasswordFields
            onDone={onClose}
            extraActions={<FormDialogCloseButton>Cancel</FormDialogCloseButton>}
          />
        ) : null}
      </DialogContent>
    </FormDialog>
  );
}
