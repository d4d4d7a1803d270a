import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState, type ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';

/** What a record dialog shows: the record's key, the row it came from, the title's id. */
export type ShownRecord<K, T> = { recordKey: K; initial?: T; titleId: string };

type RecordDialogProps<K, T> = {
  /** The record to show; null keeps the dialog closed. */
  recordKey: K | null;
  /** The row it was opened from, shown at once while the record loads. */
  initial?: T;
  onClose: () => void;
  children: (shown: ShownRecord<K, T>) => ReactNode;
};

/**
 * The dialog of one record opened from a list (a booking, a job card): full
 * screen on a phone, and the last record stays in view while it fades out.
 */
export function RecordDialog<K, T>({
  recordKey,
  initial,
  onClose,
  children,
}: RecordDialogProps<K, T>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const id = useId();
  const [shown, setShown] = useState({ recordKey, initial });
  if (recordKey !== null && (recordKey !== shown.recordKey || initial !== shown.initial)) {
    setShown({ recordKey, initial });
  }
  return (
    <Dialog
      open={recordKey !== null}
      onClose={onClose}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      aria-labelledby={`${id}-title`}
    >
      {shown.recordKey !== null
        ? children({ recordKey: shown.recordKey, initial: shown.initial, titleId: `${id}-title` })
        : null}
    </Dialog>
  );
}

/** The ✕ in the corner of a record dialog. */
export function RecordDialogClose({ onClose }: { onClose: () => void }) {
  return (
    <IconButton
      aria-label="Close"
      onClick={onClose}
      sx={{ position: 'absolute', right: 12, top: 12, color: 'text.secondary' }}
    >
      <Close />
    </IconButton>
  );
}

type RecordDialogPendingProps = {
  /** The title until the record is here ('Booking', 'Job card'). */
  title: string;
  titleId: string;
  query: { isError: boolean; error: unknown };
  onClose: () => void;
};

/** A record dialog while its record loads, or why it could not. */
export function RecordDialogPending({ title, titleId, query, onClose }: RecordDialogPendingProps) {
  return (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <RecordDialogClose onClose={onClose} />
      <DialogContent>
        {query.isError ? (
          <Alert severity="error">{errorMessage(query.error)}</Alert>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label="Loading" />
          </Box>
        )}
      </DialogContent>
    </>
  );
}
