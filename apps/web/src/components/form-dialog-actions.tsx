import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';

type Props = {
  onClose: () => void;
  busy: boolean;
  /** Save (create) by default; Update when editing. */
  editing?: boolean;
  submitLabel?: string;
  submitIcon?: ReactNode;
  submitDisabled?: boolean;
  /** Red for a submit that undoes or destroys (Cancel batch). */
  danger?: boolean;
  /** No submit button: the form is done and only Close is left (an upload's answer). */
  noSubmit?: boolean;
  closeLabel?: string;
  /** More buttons between Close and the submit button. */
  children?: ReactNode;
};

/** A form dialog's buttons: Close, and Save (create) or Update (edit) with a spinner while busy. */
export function FormDialogActions({
  onClose,
  busy,
  editing = false,
  submitLabel,
  submitIcon,
  submitDisabled = false,
  danger = false,
  noSubmit = false,
  closeLabel = 'Close',
  children,
}: Props) {
  return (
    <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }} disableSpacing>
      <Button onClick={onClose} disabled={busy} sx={children ? { mr: 'auto' } : undefined}>
        {closeLabel}
      </Button>
      {children}
      {noSubmit ? null : (
        <Button
          type="submit"
          variant="contained"
          color={danger ? 'error' : 'primary'}
          disabled={busy || submitDisabled}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : submitIcon}
        >
          {submitLabel ?? (editing ? 'Update' : 'Save')}
        </Button>
      )}
    </DialogActions>
  );
}
