import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';

type Props = { onClose: () => void; busy: boolean; editing: boolean };

/** A form dialog's buttons: Close, and Save (create) or Update (edit) with a spinner while busy. */
export function FormDialogActions({ onClose, busy, editing }: Props) {
  return (
    <DialogActions sx={{ px: 3, py: 2 }}>
      <Button onClick={onClose} disabled={busy}>
        Close
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {editing ? 'Update' : 'Save'}
      </Button>
    </DialogActions>
  );
}
