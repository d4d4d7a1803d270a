import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { ChangePasswordFields } from './change-password-form';

type ChangePasswordDialogProps = { open: boolean; onClose: () => void };

/** "Change password" from the user menu: the person's other sessions end. */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      maxWidth="xs"
      fullWidth
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>Change password</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>
          You stay signed in here; everywhere else you are signed out.
        </DialogContentText>
        {open ? (
          <ChangePasswordFields
            onDone={onClose}
            extraActions={<Button onClick={onClose}>Cancel</Button>}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
