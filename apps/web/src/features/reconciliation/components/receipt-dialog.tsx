import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { formatUGX, type ReconLine } from '@app/contract';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useMatchLine } from '../api/match-line';
import { matchedMessage, PartPaymentDialog, type PartPayment } from './part-payment-dialog';

type ReceiptDialogProps = { line: ReconLine; open: boolean; onClose: () => void };

/** Match a payment to the ledger entry with a receipt number staff type in. */
export function ReceiptDialog({ line, open, onClose }: ReceiptDialogProps) {
  const id = useId();
  const [receipt, setReceipt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const match = useMatchLine();

  // A payment that is not what the entry owes: the API says what is owed, staff confirm.
  const [asking, setAsking] = useState<PartPayment | null>(null);

  const send = (value: string, acceptOwed?: number) =>
    match.mutate(
      {
        id: line.id,
        body: acceptOwed === undefined ? { receipt: value } : { receipt: value, acceptOwed },
      },
      {
        onSuccess: (answer) => {
          setAsking(null);
          toast.success(matchedMessage(answer));
          setReceipt('');
          onClose();
        },
        onError: (e) => {
          setAsking(null);
          const owed = e instanceof ApiError ? e.details?.acceptOwed : undefined;
          if (acceptOwed === undefined && owed !== undefined)
            setAsking({ amount: line.amount, receipt: value, owed: Number(owed) });
          else setError(errorMessage(e));
        },
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = receipt.trim();
    if (!value) {
      setError('Enter the receipt number');
      return;
    }
    setError(null);
    send(value);
  };

  return (
    <Dialog
      open={open}
      onClose={match.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={`${id}-title`}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>Match to a receipt</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {formatUGX(line.amount)} received, transaction {line.transactionId}. The ledger entry is
            marked Paid once the payments matched to it add up to its amount.
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label="Receipt number"
            value={receipt}
            onChange={(event) => setReceipt(event.target.value)}
            error={!!error}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: 40 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={match.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={match.isPending}
            startIcon={match.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Match
          </Button>
        </DialogActions>
      </form>
      <PartPaymentDialog
        ask={asking}
        busy={match.isPending}
        onConfirm={(owed) => asking && send(asking.receipt, owed)}
        onCancel={() => setAsking(null)}
      />
    </Dialog>
  );
}
